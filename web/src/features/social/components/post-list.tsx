import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { errorMessage } from '#web/lib/error-message';
import { PostCard } from './post-card';
import { PostSkeleton } from './post-skeleton';

interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  /** Accessible name of the list (the feed, #tag's posts, …). */
  label: string;
  empty: ReactNode;
  /** What goes between the posts after the first few (phones show the sidebar widgets there). */
  interlude?: ReactNode;
}

const INTERLUDE_AFTER = 3;

/**
 * A keyset-paged list of posts: skeletons while loading, the empty state, an error with retry, and the
 * next page when the end comes near (IntersectionObserver), with a Load more button as the fallback.
 */
export function PostList({ query, label, empty, interlude }: PostListProps) {
  const { t } = useTranslation(['social', 'errors']);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      // Start loading a screen ahead, so scrolling rarely waits.
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('list.loading')}>
        <PostSkeleton />
        <PostSkeleton photo={false} />
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <Card className="p-6" role="alert">
        <p className="font-semibold text-deep dark:text-white">{t('list.loadFailed')}</p>
        <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">{errorMessage(t, query.error)}</p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => void query.refetch()}
          busy={query.isFetching}
        >
          {!query.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          {t('retry')}
        </Button>
      </Card>
    );
  }

  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <>{empty}</>;

  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label={label}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} eager={index === 0} />
            {interlude && index === Math.min(INTERLUDE_AFTER, posts.length) - 1 && (
              <div className="mt-4">{interlude}</div>
            )}
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
            {t('list.loadMore')}
          </Button>
        </div>
      ) : (
        posts.length > 5 && (
          <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">{t('list.end')}</p>
        )
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-danger dark:text-red-400">
          {t('list.moreFailed')}
        </p>
      )}
    </div>
  );
}
