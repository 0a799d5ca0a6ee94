import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Award,
  BarChart3,
  Heart,
  LogIn,
  MessageCircle,
  PenLine,
  Sparkles,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import { ACHIEVEMENTS_SHOWN } from '@tightlines/domain/achievements/contract';
import type { StatsSummary } from '@tightlines/domain/achievements/stats';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { WidgetRows } from '#web/components/ui/widget-card';
import { shortDate } from '#web/lib/format/time';
import { useMe } from '#web/lib/session';
import { usePersonAchievements, useStatsSummary } from '#web/features/rewards/api/rewards';
import { AchievementBadge } from './achievement-icon';
import { useAchievementText } from './achievement-text';

const TILES = [
  { key: 'totalPosts', icon: PenLine },
  { key: 'totalComments', icon: MessageCircle },
  { key: 'totalLikesReceived', icon: Heart },
  { key: 'totalFollowers', icon: Users },
  { key: 'totalFollowing', icon: UserPlus },
  { key: 'totalAchievements', icon: Award },
  { key: 'totalPoints', icon: Sparkles },
  { key: 'engagementScore', icon: BarChart3 },
  { key: 'rankPosition', icon: Trophy },
] as const satisfies readonly { key: keyof StatsSummary; icon: unknown }[];

/** The Stats tab of /getsocial (spec §2): my stats summary and my five latest achievements, or a sign-in prompt. */
export function StatsTab() {
  const { t, i18n } = useTranslation('rewards');
  const language = i18n.resolvedLanguage ?? 'en';
  const me = useMe();
  const userId = me.data?.user?.id;
  const stats = useStatsSummary(userId);
  const latest = usePersonAchievements(userId, ACHIEVEMENTS_SHOWN);
  const text = useAchievementText();
  const number = (value: number) => new Intl.NumberFormat(language).format(value);

  if (me.isPending) return <WidgetRows rows={4} />;
  if (!userId)
    return (
      <Card>
        <EmptyState
          icon={LogIn}
          title={t('stats.signIn')}
          action={
            <Link to="/login" className={buttonClasses('primary', 'md')}>
              {t('stats.signInAction')}
            </Link>
          }
        />
      </Card>
    );

  return (
    <div className="space-y-4">
      <section aria-labelledby="stats-title" className="space-y-3">
        <h2 id="stats-title" className="text-lg font-bold text-deep dark:text-white">
          {t('stats.title')}
        </h2>
        <QueryState
          query={stats}
          errorTitle={t('loadFailed')}
          empty={null}
          isEmpty={() => false}
          skeleton={
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {TILES.slice(0, 6).map((tile) => (
                <StatTileSkeleton key={tile.key} />
              ))}
            </div>
          }
        >
          {(data) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {TILES.map((tile) => {
                const value = data[tile.key];
                return (
                  <li key={tile.key}>
                    <StatTile
                      icon={tile.icon}
                      label={t(`stats.${tile.key}`)}
                      value={
                        value === null
                          ? '—'
                          : tile.key === 'rankPosition'
                            ? `#${number(value)}`
                            : number(value)
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>

      <Card className="p-4">
        <section aria-labelledby="latest-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="latest-title" className="text-lg font-bold text-deep dark:text-white">
              {t('stats.latest')}
            </h2>
            <Link
              to="/gamification"
              className="text-sm font-semibold text-open hover:underline dark:text-open-400"
            >
              {t('stats.allRewards')}
            </Link>
          </div>
          <QueryState
            query={latest}
            errorTitle={t('loadFailed')}
            empty={<EmptyState compact title={t('stats.empty')} />}
            isEmpty={(data) => data.items.length === 0}
            skeleton={<WidgetRows rows={3} />}
          >
            {(data) => (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.items.map((item) => {
                  const words = text(item);
                  return (
                    <li key={item.key} className="flex min-h-14 items-center gap-3 py-2">
                      <AchievementBadge icon={item.icon} tier={item.tier} size="sm" />
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-deep dark:text-white">{words.name}</span>
                        <span className="block text-sm text-slate-600 dark:text-slate-400">
                          {words.description}
                        </span>
                      </span>
                      <span className="text-end">
                        <span className="tabular block font-bold text-open dark:text-open-400">
                          {t('points', { value: number(item.points) })}
                        </span>
                        <span className="block text-xs text-slate-500 dark:text-slate-400">
                          {shortDate(item.unlockedAt, language)}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        </section>
      </Card>
    </div>
  );
}
