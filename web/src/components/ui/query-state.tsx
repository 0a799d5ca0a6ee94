import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { QueryError } from './query-error';
import { WidgetRows } from './widget-card';

/** What QueryState reads off a TanStack query result. */
interface StateQuery<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A list's body for one query, in a sidebar widget or a section (DESIGN: every list has a skeleton, an
 * empty state and an error with retry): the skeleton until data arrives, the compact error with a retry
 * when the first load failed, the empty words when `isEmpty`, else `children(data)`. Data already shown
 * stays on a failed refetch.
 */
export function QueryState<T>({
  query,
  errorTitle,
  empty,
  isEmpty,
  skeleton = <WidgetRows />,
  children,
}: {
  query: StateQuery<T>;
  errorTitle: string;
  /** The empty state: the spec's words (shown compact) or a node of its own. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    if (!query.isError) return skeleton;
    return (
      <QueryError
        compact
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data)) return typeof empty === 'string' ? <EmptyState compact title={empty} /> : empty;
  return children(query.data);
}
