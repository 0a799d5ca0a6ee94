import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { EmptyState } from '#web/components/ui/empty-state';
import { useForum } from '#web/features/forums/api/forums';
import { TopicRow } from '#web/features/forums/components/topic-row';

/** /forums/:forumSlug: one forum's topics. */
export function ForumPage() {
  const { forumSlug = '' } = useParams();
  const { t } = useTranslation('forums');
  const query = useForum(forumSlug);
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        <QueryError title={t('forum.error')} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <PageSpinner />;
  const forum = query.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link to="/forums" className="text-open hover:underline">
          {t('dashboard.title')}
        </Link>
      </nav>
      <PageHeader title={forum.name} subtitle={forum.description || undefined} />
      {forum.topics.length === 0 ? (
        <EmptyState title={t('forum.empty')} />
      ) : (
        <ul className="mt-4 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
          {forum.topics.map((topic) => (
            <TopicRow key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
    </div>
  );
}
