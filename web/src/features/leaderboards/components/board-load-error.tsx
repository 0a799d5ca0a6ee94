import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { ApiRequestError } from '#web/lib/api-client';

/** A board page that failed to load: not found (404) with the way back, or the error with a retry. */
export function BoardLoadError({
  query,
  notFoundTitle,
  notFoundHint,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  notFoundTitle: string;
  notFoundHint?: string;
}) {
  const { t } = useTranslation('leaderboard');
  return (
    <div className="mx-auto w-full min-w-0 max-w-5xl px-4 py-10">
      {query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <Card>
          <EmptyState
            icon={Trophy}
            title={notFoundTitle}
            hint={notFoundHint}
            action={
              <Link to="/leaderboard" className="font-semibold text-open hover:underline dark:text-open-400">
                {t('back')}
              </Link>
            }
          />
        </Card>
      ) : (
        <QueryError
          title={t('loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </div>
  );
}
