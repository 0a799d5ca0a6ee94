import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flame, MessagesSquare, Search, Users, Wifi } from 'lucide-react';
import { PageHeader } from '#web/components/ui/page-header';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { QueryError } from '#web/components/ui/query-error';
import { buttonClasses } from '#web/components/ui/button';
import { formatCount } from '#web/lib/format/numbers';
import { relativeTime } from '#web/lib/format/time';
import { useForumDashboard } from '#web/features/forums/api/forums';
import { TopicRow } from '#web/features/forums/components/topic-row';

/** /forums: the numbers, the hot threads of the week, then every forum with its topics (Discourse's categories). */
export function ForumDashboardPage() {
  const { t, i18n } = useTranslation('forums');
  const lang = i18n.language;
  const query = useForumDashboard();
  const data = query.data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Link to="/forums/search" className={buttonClasses('outline')}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('search.title')}
          </Link>
        }
      />
      {query.isError && !data ? (
        <QueryError title={t('dashboard.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      <section aria-label={t('dashboard.stats')} className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {data ? (
          <>
            <StatTile
              icon={MessagesSquare}
              label={t('dashboard.totalForums')}
              value={formatCount(data.totalForums, lang)}
            />
            <StatTile
              icon={Users}
              label={t('dashboard.activeCommunities')}
              value={formatCount(data.activeCommunities, lang)}
            />
            <StatTile
              icon={Wifi}
              label={t('dashboard.onlineUsers')}
              value={formatCount(data.onlineUsers, lang)}
            />
            <StatTile
              icon={Flame}
              label={t('dashboard.hotTopics')}
              value={formatCount(data.hotTopics.length, lang)}
            />
          </>
        ) : (
          [0, 1, 2, 3].map((i) => <StatTileSkeleton key={i} />)
        )}
      </section>
      {data && data.hotTopics.length > 0 ? (
        <section aria-labelledby="hot-heading" className="mt-6">
          <h2 id="hot-heading" className="text-lg font-bold text-deep dark:text-white">
            {t('dashboard.hotTitle')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {data.hotTopics.map((hot) => (
              <li key={hot.id} className="flex items-center gap-3 px-4 py-3">
                <Flame className="h-4 w-4 shrink-0 text-orange-600" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/topics/${hot.topic.slug}/${hot.id}`}
                    dir="auto"
                    className="font-semibold text-deep hover:underline dark:text-white"
                  >
                    {hot.title}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{hot.topic.name}</p>
                </div>
                <span className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-300">
                  {t('counts.replies', { count: hot.replyCount })}
                  {' · '}
                  {relativeTime(hot.lastPostAt, lang)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data?.forums.map((forum) => (
        <section key={forum.id} aria-labelledby={`forum-${forum.id}`} className="mt-6">
          <h2 id={`forum-${forum.id}`} className="text-lg font-bold text-deep dark:text-white">
            <Link to={`/forums/${forum.slug}`} className="hover:underline">
              {forum.name}
            </Link>
          </h2>
          {forum.description ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{forum.description}</p>
          ) : null}
          <ul className="mt-2 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
            {forum.topics.map((topic) => (
              <TopicRow key={topic.id} topic={topic} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
