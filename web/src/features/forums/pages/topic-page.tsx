import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Lock, Pin, Plus } from 'lucide-react';
import type { ThreadSummary } from '@tightlines/domain/forums/contract';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { EmptyState } from '#web/components/ui/empty-state';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { relativeTime } from '#web/lib/format/time';
import { useMe } from '#web/lib/session';
import { useTopicPage } from '#web/features/forums/api/forums';

/** Pinned first, then by last activity (the server orders so; kept stable here too). */
export function orderThreads(threads: ThreadSummary[]): ThreadSummary[] {
  return [...threads].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || b.lastPostAt.localeCompare(a.lastPostAt),
  );
}

/** /topics/:topicSlug: the threads of a topic, Discourse's topic list. */
export function TopicPage() {
  const { topicSlug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const cursor = params.get('cursor');
  const { t, i18n } = useTranslation('forums');
  const lang = i18n.language;
  const signedIn = Boolean(useMe().data?.user);
  const query = useTopicPage(topicSlug, cursor);
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6">
        <QueryError title={t('topic.error')} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <PageSpinner />;
  const { topic, threads, nextCursor } = query.data;
  const qa = topic.forum.kind === 'qa';
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <nav aria-label={t('breadcrumb')} className="mb-2 flex gap-2 text-sm">
        <Link to="/forums" className="text-open hover:underline">
          {t('dashboard.title')}
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/forums/${topic.forum.slug}`} className="text-open hover:underline">
          {topic.forum.name}
        </Link>
      </nav>
      <PageHeader
        title={topic.name}
        subtitle={topic.description || undefined}
        actions={
          signedIn ? (
            <Link to={`/topics/${topic.slug}/new`} className={buttonClasses('primary')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('topic.newThread')}
            </Link>
          ) : null
        }
      />
      {threads.length === 0 ? (
        <EmptyState title={t('topic.empty')} />
      ) : (
        <ul
          aria-label={t('topic.threads')}
          className="mt-4 divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {orderThreads(threads).map((thread) => {
            const unread = thread.unreadCount ?? 0;
            return (
              <li key={thread.id} className="flex items-center gap-3 px-4 py-3" data-testid="thread-row">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {thread.pinned ? (
                      <Pin className="h-4 w-4 text-open" role="img" aria-label={t('thread.pinned')} />
                    ) : null}
                    {thread.locked ? (
                      <Lock className="h-4 w-4 text-slate-500" role="img" aria-label={t('thread.locked')} />
                    ) : null}
                    <Link
                      to={`/topics/${topic.slug}/${thread.id}`}
                      dir="auto"
                      className={cn(
                        'text-deep hover:underline dark:text-white',
                        unread > 0 ? 'font-bold' : 'font-medium',
                      )}
                    >
                      {thread.title}
                    </Link>
                    {qa && thread.answered ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
                        <CheckCircle2 className="h-3 w-3" aria-hidden="true" />
                        {t('thread.solved')}
                      </span>
                    ) : null}
                    {unread > 0 ? (
                      <span className="rounded-full bg-open px-2 py-0.5 text-xs font-semibold text-white">
                        {t('topic.newCount', { count: unread })}
                      </span>
                    ) : null}
                  </div>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{thread.author.displayName}</p>
                </div>
                <span className="shrink-0 text-end text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  {t('counts.replies', { count: thread.replyCount })}
                  <br />
                  {relativeTime(thread.lastPostAt, lang)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex justify-between gap-2">
        {cursor ? (
          <button type="button" className={buttonClasses('outline')} onClick={() => setParams({})}>
            {t('pagination.first')}
          </button>
        ) : (
          <span />
        )}
        {nextCursor ? (
          <button
            type="button"
            className={buttonClasses('outline')}
            onClick={() => setParams({ cursor: nextCursor })}
          >
            {t('pagination.next')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
