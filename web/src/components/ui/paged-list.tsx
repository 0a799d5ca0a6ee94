import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import { QueryState } from './query-state';
import { WidgetRows } from './widget-card';

/** What ShowMore reads off a TanStack infinite query. */
interface NextPageQuery {
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

/** What PagedList reads off a TanStack infinite query of `{ items }` pages. */
interface PagedQuery<T> extends NextPageQuery {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * "Show more" while an infinite query has another page (busy while it loads), nothing otherwise. PagedList
 * uses it; a list that lays out its own states (the tournaments grid) uses it alone.
 */
export function ShowMore({
  query,
  label,
  variant = 'ghost',
  size = 'sm',
  className,
}: {
  query: NextPageQuery;
  /** The button's words when a list has its own ("Show more comments"). */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void query.fetchNextPage()}
      busy={query.isFetchingNextPage}
    >
      {label ?? t('states.showMore')}
    </Button>
  );
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
      <ShowMore query={query} label={moreLabel} />
    </>
  );
}
