import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { QueryState } from './query-state';
import { WidgetRows } from './widget-card';

/** What PagedList reads off a TanStack infinite query of `{ items }` pages. */
interface PagedQuery<T> {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/**
 * A paged list inside a section: skeleton, compact error with retry, the empty words, the items
 * (`children` renders them all, flattened across pages) and "Show more" while there are more.
 */
export function PagedList<T>({
  query,
  errorTitle,
  empty,
  skeleton = <WidgetRows rows={2} />,
  moreLabel,
  children,
}: {
  query: PagedQuery<T>;
  errorTitle: string;
  empty: string;
  skeleton?: ReactNode;
  /** The "show more" button's words when a list has its own ("Show more comments"). */
  moreLabel?: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <QueryState
        query={query}
        errorTitle={errorTitle}
        empty={empty}
        isEmpty={() => items.length === 0}
        skeleton={skeleton}
      >
        {() => children(items)}
      </QueryState>
      {query.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
        >
          {moreLabel ?? t('states.showMore')}
        </Button>
      )}
    </>
  );
}
