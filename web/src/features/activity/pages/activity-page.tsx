import { useTranslation } from 'react-i18next';
import { Activity as ActivityIcon } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useActivities, useLiveActivities } from '#web/features/activity/api/get-activities';
import { ActivityRow } from '#web/features/activity/components/activity-row';

/** /profile/activity: what I did, newest first, paged with "Load more"; new activity arrives live on top. */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  useDocumentTitle(t('title'));
  const query = useActivities();
  useLiveActivities();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-8 lg:py-12">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card className="mt-6 overflow-hidden sm:mt-8">
        {query.isPending ? (
          <ul aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3, 4].map((row) => (
              <li key={row} className="flex items-start gap-3 px-4 py-3.5 sm:px-5">
                <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
                <span className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3.5 w-1/4" />
                </span>
              </li>
            ))}
          </ul>
        ) : query.isError && items.length === 0 ? (
          <QueryError
            title={t('loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={ActivityIcon} title={t('empty')} hint={t('emptyHint')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((activity) => (
              <ActivityRow key={activity.id} activity={activity} />
            ))}
          </ul>
        )}
      </Card>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-danger">
          {t('loadMoreFailed')}: {errorMessage(t, query.error)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
