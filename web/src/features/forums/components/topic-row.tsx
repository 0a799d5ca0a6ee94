import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TopicSummary } from '@tightlines/domain/forums/contract';
import { relativeTime } from '#web/lib/format/time';

/** One topic of a forum: name, description, thread and post counts, the latest thread and when. */
export function TopicRow({ topic }: { topic: TopicSummary }) {
  const { t, i18n } = useTranslation('forums');
  const lang = i18n.language;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-b-0 sm:flex-row sm:items-center sm:gap-4 dark:border-slate-800">
      <div className="min-w-0 flex-1">
        <Link
          to={`/topics/${topic.slug}`}
          className="font-semibold text-deep hover:underline dark:text-white"
        >
          {topic.name}
        </Link>
        {topic.description ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{topic.description}</p>
        ) : null}
      </div>
      <dl className="flex shrink-0 gap-4 text-sm text-slate-600 tabular-nums dark:text-slate-300">
        <div>
          <dt className="sr-only">{t('counts.threadsLabel')}</dt>
          <dd>{t('counts.threads', { count: topic.threadCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('counts.postsLabel')}</dt>
          <dd>{t('counts.posts', { count: topic.postCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('counts.lastActivity')}</dt>
          <dd>{topic.lastActivityAt ? relativeTime(topic.lastActivityAt, lang) : t('counts.never')}</dd>
        </div>
      </dl>
    </li>
  );
}
