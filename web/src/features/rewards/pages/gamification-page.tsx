import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock, LogIn, Sparkles } from 'lucide-react';
import { ACHIEVEMENT_CATEGORIES } from '@tightlines/domain/achievements/catalogue';
import type { MyAchievements } from '@tightlines/domain/achievements/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { WidgetRows } from '#web/components/ui/widget-card';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMyAchievements } from '#web/features/rewards/api/rewards';
import { AchievementBadge } from '#web/features/rewards/components/achievement-icon';
import { useAchievementText } from '#web/features/rewards/components/achievement-text';
import { RewardsBoards } from '#web/features/rewards/components/rewards-boards';

/** /gamification ("Rewards"): my points and level, every achievement with its progress, and the leaderboards. */
export function GamificationPage() {
  const { t } = useTranslation('rewards');
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const mine = useMyAchievements(signedIn);
  useDocumentTitle(t('title'));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <nav aria-label={t('top.label')} className="flex flex-wrap gap-2">
            <Link to="/top-fans" className={buttonClasses('secondary', 'md')}>
              {t('top.fans.title')}
            </Link>
            <Link to="/anglers" className={buttonClasses('secondary', 'md')}>
              {t('top.anglers.title')}
            </Link>
          </nav>
        }
      />
      {me.isPending ? (
        <WidgetRows rows={4} />
      ) : signedIn ? (
        <QueryState
          query={mine}
          errorTitle={t('loadFailed')}
          empty={null}
          isEmpty={() => false}
          skeleton={<WidgetRows rows={6} />}
        >
          {(data) => (
            <>
              <LevelCard data={data} />
              <AchievementGrid data={data} />
            </>
          )}
        </QueryState>
      ) : (
        <Card>
          <EmptyState
            icon={LogIn}
            title={t('signInForRewards')}
            action={
              <Link to="/login" className={buttonClasses('primary', 'md')}>
                {t('stats.signInAction')}
              </Link>
            }
          />
        </Card>
      )}
      <RewardsBoards signedIn={signedIn} />
    </div>
  );
}

function LevelCard({ data }: { data: MyAchievements }) {
  const { t, i18n } = useTranslation('rewards');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const span = data.nextLevelAt - data.levelFloor;
  const into = data.totalPoints - data.levelFloor;
  return (
    <Card className="bg-gradient-to-br from-deep to-open p-5 text-white">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="grid h-14 w-14 place-items-center rounded-full bg-white/15">
            <Sparkles className="h-7 w-7" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
              {t('level', { level: data.level })}
            </p>
            <p className="tabular text-3xl font-extrabold">
              {t('points', { value: number.format(data.totalPoints) })}
            </p>
          </div>
        </div>
        <p className="text-base font-semibold">
          {t('unlocked', {
            unlocked: number.format(data.unlockedCount),
            total: number.format(data.items.length),
          })}
        </p>
      </div>
      <div className="mt-4">
        <div
          role="progressbar"
          aria-label={t('toNextLevel', { points: number.format(data.nextLevelAt - data.totalPoints) })}
          aria-valuemin={0}
          aria-valuemax={span}
          aria-valuenow={into}
          className="h-3 overflow-hidden rounded-full bg-white/20"
        >
          <div className="h-full rounded-full bg-white" style={{ width: `${(into / span) * 100}%` }} />
        </div>
        <p className="mt-1 text-sm opacity-90">
          {t('toNextLevel', { points: number.format(data.nextLevelAt - data.totalPoints) })}
        </p>
      </div>
    </Card>
  );
}

function AchievementGrid({ data }: { data: MyAchievements }) {
  const { t, i18n } = useTranslation('rewards');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const text = useAchievementText();
  return (
    <div className="space-y-6">
      {/* Nothing unlocked yet: the spec's empty state above the catalogue. */}
      {data.unlockedCount === 0 && (
        <Card>
          <EmptyState compact={false} icon={Sparkles} title={t('stats.empty')} />
        </Card>
      )}
      {ACHIEVEMENT_CATEGORIES.map((category) => {
        const items = data.items.filter((item) => item.category === category);
        if (items.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`category-${category}`} className="space-y-3">
            <h2 id={`category-${category}`} className="text-lg font-bold text-deep dark:text-white">
              {t(`categories.${category}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => {
                const words = text(item);
                const locked = item.unlockedAt === null;
                return (
                  <li key={item.key}>
                    <Card className="flex h-full gap-3 p-4">
                      <AchievementBadge icon={item.icon} tier={item.tier} locked={locked} />
                      <div className="min-w-0 flex-1 space-y-2">
                        <div className="flex items-start justify-between gap-2">
                          <h3 className="font-semibold text-deep dark:text-white">{words.name}</h3>
                          <span className="tabular shrink-0 text-sm font-bold text-open dark:text-open-400">
                            {t('points', { value: number.format(item.points) })}
                          </span>
                        </div>
                        <p className="text-sm text-slate-600 dark:text-slate-400">{words.description}</p>
                        <p className="flex items-center gap-1 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                          {locked && <Lock className="h-3 w-3" aria-hidden="true" />}
                          {t(locked ? 'locked' : 'unlockedBadge')} · {t(`tiers.${item.tier}`)}
                        </p>
                        <div
                          role="progressbar"
                          aria-label={t('progress', {
                            name: words.name,
                            current: number.format(item.current),
                            target: number.format(item.target),
                          })}
                          aria-valuemin={0}
                          aria-valuemax={item.target}
                          aria-valuenow={item.current}
                          className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                        >
                          <div
                            className="h-full rounded-full bg-open"
                            style={{ width: `${(item.current / item.target) * 100}%` }}
                          />
                        </div>
                        <p className="tabular text-xs text-slate-500 dark:text-slate-400">
                          {number.format(item.current)} / {number.format(item.target)}
                        </p>
                      </div>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
