import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heart, MessageCircle } from 'lucide-react';
import { TRENDING_PERIODS, type Post } from '@tightlines/domain/social/posts';
import { TRENDING_POSTS_WIDGET } from '@tightlines/domain/social/limits';
import { PersonAvatar } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { useTrendingPosts } from '#web/features/social/api/trending';
import { formatCount } from '#web/lib/format/numbers';
import type { TrendingPeriod } from '#web/features/social/lib/types';
import { WidgetCard } from '#web/components/ui/widget-card';
import { QueryState } from '#web/components/ui/query-state';

/** Trending periods as a segmented control (a group of pressed/unpressed buttons). */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: TrendingPeriod;
  onChange: (period: TrendingPeriod) => void;
}) {
  const { t } = useTranslation('social');
  return (
    <div
      role="group"
      aria-label={t('trending.period')}
      className="inline-flex rounded-[var(--radius-control)] bg-slate-100 p-0.5 dark:bg-slate-800"
    >
      {TRENDING_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'min-h-11 rounded-[6px] px-2.5 text-sm font-semibold transition-colors sm:min-h-9',
            value === period
              ? 'bg-white text-deep shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {t(`trending.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}

/** A one-line plain excerpt (the widget links to the post; its own links live on the card). */
function excerptOf(post: Post): string {
  const flat = post.content.replace(/\s+/g, ' ').trim();
  return flat.length > 90 ? `${flat.slice(0, 89)}…` : flat;
}

function TrendingRow({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.resolvedLanguage ?? 'en';
  const thumb = post.media?.variants[0]?.url ?? post.mediaUrl;
  return (
    <Link
      to={`/posts/${encodeURIComponent(post.id)}`}
      className="flex gap-3 rounded-[var(--radius-control)] p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <PersonAvatar person={post.author} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-deep dark:text-white">
          {post.author.displayName}
        </span>
        <span dir="auto" className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
          {excerptOf(post) || t('trending.photoPost')}
        </span>
        <span className="mt-1 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Heart className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{t('trending.likes', { count: post.likesCount })}</span>
            <span className="tabular" aria-hidden="true">
              {formatCount(post.likesCount, language)}
            </span>
          </span>
          <span className="inline-flex items-center gap-1">
            <MessageCircle className="h-3.5 w-3.5" aria-hidden="true" />
            <span className="sr-only">{t('trending.comments', { count: post.commentsCount })}</span>
            <span className="tabular" aria-hidden="true">
              {formatCount(post.commentsCount, language)}
            </span>
          </span>
        </span>
      </span>
      {thumb && (
        <img
          src={thumb}
          alt=""
          loading="lazy"
          width={56}
          height={70}
          className="h-[70px] w-14 shrink-0 rounded-md object-cover"
        />
      )}
    </Link>
  );
}

/** The 5 trending posts, hourly, daily (default) or weekly. */
export function TrendingPostsWidget({ limit = TRENDING_POSTS_WIDGET }: { limit?: number }) {
  const { t } = useTranslation('social');
  const [period, setPeriod] = useState<TrendingPeriod>('daily');
  const trending = useTrendingPosts(period, limit);

  return (
    <WidgetCard title={t('trending.postsTitle')}>
      <div className="mb-3">
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <QueryState
        query={trending}
        errorTitle={t('trending.loadFailed')}
        empty={t('trending.noPosts')}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <div className="space-y-3" aria-busy="true" aria-label={t('trending.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        }
      >
        {(data) => (
          <ol
            className={cn('-mx-2 space-y-1', trending.isPlaceholderData && 'opacity-60')}
            aria-busy={trending.isPlaceholderData || undefined}
          >
            {data.items.map((post) => (
              <li key={post.id}>
                <TrendingRow post={post} />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </WidgetCard>
  );
}
