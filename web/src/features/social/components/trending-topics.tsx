import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hash } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton';
import { useTrendingHashtags } from '#web/features/social/api/trending';
import { formatCount } from '#web/lib/format/numbers';
import { hashtagPath } from './post-text';
import { WidgetCard } from '#web/components/ui/widget-card';
import { QueryState } from '#web/components/ui/query-state';

/** Trending topics: the 10 busiest hashtags of the last 7 days, as a card or a row of chips. */
export function TrendingTopics({ variant = 'card' }: { variant?: 'card' | 'chips' }) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.resolvedLanguage ?? 'en';
  const topics = useTrendingHashtags();

  if (variant === 'chips') {
    // On phones the row is a shortcut; the loading and error states belong to the page's main list.
    const items = topics.data?.items ?? [];
    if (items.length === 0) return null;
    return (
      <nav aria-label={t('trending.topicsTitle')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {items.map((topic) => (
            <li key={topic.hashtagId} className="shrink-0">
              <Link
                to={hashtagPath(topic.tag)}
                className="inline-flex h-11 items-center rounded-full bg-shallows px-4 text-[15px] font-semibold text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                <bdi>#{topic.tag}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <WidgetCard title={t('trending.topicsTitle')}>
      <QueryState
        query={topics}
        errorTitle={t('trending.loadFailed')}
        empty={t('trending.noTopics')}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <div className="space-y-3" aria-busy="true" aria-label={t('trending.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-9 w-full" />
            ))}
          </div>
        }
      >
        {(data) => (
          <ol className="space-y-1">
            {data.items.map((topic, index) => (
              <li key={topic.hashtagId}>
                <Link
                  to={hashtagPath(topic.tag)}
                  className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span
                    className="tabular w-5 text-center text-sm font-semibold text-slate-500 dark:text-slate-400"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-0.5 truncate font-semibold text-deep dark:text-white">
                      <Hash className="h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
                      <bdi className="truncate">{topic.tag}</bdi>
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {t('trending.postCount', {
                        count: topic.postCount,
                        formatted: formatCount(topic.postCount, language),
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </WidgetCard>
  );
}
