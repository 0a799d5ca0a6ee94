import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-align (numbers and money) in the reading direction's end. */
  numeric?: boolean;
  /** The card's title on phones (one column). */
  primary?: boolean;
}

/**
 * What the list reads off a TanStack query: a plain list (`useQuery` of `T[]`) or keyset pages of `items`
 * (`useInfiniteQuery`, "Load more" while there is a next page).
 */
export interface ListQuery<T> {
  data: readonly T[] | { pages: readonly { items: readonly T[] }[] } | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** Old rows shown while new filters load: dimmed. */
  isPlaceholderData?: boolean;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

/** The rows of a plain or paged query, flattened; undefined until the first load. */
export function rowsOf<T>(data: ListQuery<T>['data']): readonly T[] | undefined {
  if (data === undefined) return undefined;
  return 'pages' in data ? data.pages.flatMap((page) => page.items) : data;
}

interface DataListProps<T> {
  query: ListQuery<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  empty: { icon: LucideIcon; title: string; hint?: ReactNode };
  /**
   * The filters over the list (useListFilters): while any is set, an empty list says `filteredTitle`
   * and offers "Clear filters".
   */
  filters?: { active: boolean; clear: () => void; filteredTitle: string };
  /** Actions per row (buttons), shown at the row's end. */
  actions?: (row: T) => ReactNode;
}

/**
 * The hub's list: a table from `md`, one card per row on phones, with the loading skeleton, the empty and the
 * error states, and "Load more" for keyset pages.
 */
export function DataList<T>({ query, columns, rowKey, label, empty, filters, actions }: DataListProps<T>) {
  const { t } = useTranslation('admin-finance');
  const rows = rowsOf(query.data);
  const stale = query.isPlaceholderData;
  let body: ReactNode;
  if (query.isError && !rows) {
    body = (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!rows) {
    body = (
      <div className="space-y-3 p-4" role="status" aria-label={t('states.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (rows.length === 0) {
    body = filters?.active ? (
      <EmptyState
        icon={empty.icon}
        title={filters.filteredTitle}
        action={
          <Button variant="outline" onClick={filters.clear}>
            {t('filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} />
    );
  } else {
    const primary = columns.find((column) => column.primary) ?? columns[0];
    body = (
      <div className={cn('transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-start text-[15px]" aria-label={label}>
            <thead className="border-b border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn('px-4 py-3 font-semibold', column.numeric ? 'text-end' : 'text-start')}
                  >
                    {column.header}
                  </th>
                ))}
                {actions && (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('table.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {rows.map((row) => (
                <tr key={rowKey(row)} className="align-middle">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'px-4 py-3 text-deep dark:text-slate-200',
                        column.numeric && 'text-end tabular-nums',
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="px-4 py-2">
                      <div className="flex flex-wrap justify-end gap-1">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-3 md:hidden" aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Card className="space-y-2 p-4">
                <div className="font-semibold text-deep dark:text-white">{primary?.cell(row)}</div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns
                    .filter((column) => column !== primary)
                    .map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="text-slate-500 dark:text-slate-400">{column.header}</dt>
                        <dd className="min-w-0 text-deep dark:text-slate-200">{column.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
                {actions && <div className="flex flex-wrap gap-2 pt-1">{actions(row)}</div>}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Card className="overflow-hidden border-0 bg-transparent shadow-none md:border md:bg-white md:shadow-[var(--shadow-soft)] dark:md:bg-slate-900">
        {body}
      </Card>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage?.()}
            busy={query.isFetchingNextPage}
          >
            {t('table.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
