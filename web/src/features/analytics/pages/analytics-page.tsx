import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, Eye, Fish, Heart, PenLine, Trophy, UserPlus } from 'lucide-react';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@tightlines/domain/analytics/buckets';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { buttonClasses } from '#web/components/ui/button';
import { isPathAvailable, PAGES } from '#web/lib/pages';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useAnalytics } from '#web/features/analytics/api/get-analytics';
import { RangePicker } from '#web/features/analytics/components/range-picker';
import { PersonalBestsTable } from '#web/features/analytics/components/personal-bests';
import { TournamentFinishesList } from '#web/features/analytics/components/tournament-finishes';
import { formatCount } from '#web/features/analytics/lib/format';

const charts = () => import('#web/features/analytics/components/analytics-charts');
const PostsChart = lazy(() => charts().then((m) => ({ default: m.PostsChart })));
const EngagementChart = lazy(() => charts().then((m) => ({ default: m.EngagementChart })));
const FollowersChart = lazy(() => charts().then((m) => ({ default: m.FollowersChart })));
const CatchesByMonthChart = lazy(() => charts().then((m) => ({ default: m.CatchesByMonthChart })));
const CatchesBySpeciesChart = lazy(() => charts().then((m) => ({ default: m.CatchesBySpeciesChart })));

/** Where "Log a catch" goes: the catch log, once that page exists. */
const CATCH_LOG_PATH = '/profile/catch-log';

const isRange = (value: string | null): value is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly string[]).includes(value ?? '');

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  // min-w-0: a grid item may shrink below its chart's measured width (else the chart widens the page on phones).
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <h2 className="mb-3 text-lg font-bold text-deep dark:text-slate-100">{title}</h2>
      {children}
    </Card>
  );
}

const ChartFallback = () => <Skeleton className="h-64 w-full sm:h-72" />;

function PostCta() {
  const { t } = useTranslation('analytics');
  return (
    <Link to={PAGES.getsocial.path} className={buttonClasses('primary')}>
      <PenLine className="h-4 w-4" aria-hidden="true" />
      {t('empty.post')}
    </Link>
  );
}

function CatchCta() {
  const { t } = useTranslation('analytics');
  if (!isPathAvailable(CATCH_LOG_PATH)) return null;
  return (
    <Link to={CATCH_LOG_PATH} className={buttonClasses('primary')}>
      <Fish className="h-4 w-4" aria-hidden="true" />
      {t('empty.logCatch')}
    </Link>
  );
}

function AnalyticsSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <div aria-busy="true" aria-label={t('loading')} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <StatTileSkeleton key={tile} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Card key={card} className="p-4 sm:p-5">
            <Skeleton className="mb-4 h-5 w-40" />
            <ChartFallback />
          </Card>
        ))}
      </div>
    </div>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation('analytics');
  const speciesName = useSpeciesName();
  const count = (value: number) => formatCount(value, i18n.language);
  const { totals } = data;
  const reactions = totals.likes + totals.comments + totals.shares;
  const quiet = totals.posts === 0 && reactions === 0 && totals.views === 0;

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile icon={PenLine} label={t('totals.posts')} value={count(totals.posts)} />
        <StatTile
          icon={Heart}
          label={t('totals.engagement')}
          value={count(reactions)}
          hint={t('totals.views', { views: count(totals.views) })}
        />
        <StatTile
          icon={UserPlus}
          label={t('totals.followersGained')}
          value={count(totals.followersGained)}
          hint={t('totals.followers', { followers: count(totals.followers) })}
        />
        <StatTile icon={Fish} label={t('totals.catches')} value={count(totals.catches)} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('sections.posts')}>
          {totals.posts === 0 ? (
            <EmptyState
              icon={PenLine}
              title={t('empty.posts')}
              hint={t('empty.postsHint')}
              action={<PostCta />}
            />
          ) : (
            <Suspense fallback={<ChartFallback />}>
              <PostsChart data={data} />
            </Suspense>
          )}
        </Section>
        <Section title={t('sections.engagement')}>
          {quiet ? (
            <EmptyState icon={Eye} title={t('empty.engagement')} hint={t('empty.engagementHint')} />
          ) : (
            <Suspense fallback={<ChartFallback />}>
              <EngagementChart data={data} />
            </Suspense>
          )}
        </Section>
        <Section title={t('sections.followers')}>
          {totals.followers === 0 && totals.followersGained === 0 ? (
            <EmptyState icon={UserPlus} title={t('empty.followers')} hint={t('empty.followersHint')} />
          ) : (
            <Suspense fallback={<ChartFallback />}>
              <FollowersChart data={data} />
            </Suspense>
          )}
        </Section>
        <Section title={t('sections.catchesByMonth')}>
          {totals.catches === 0 ? (
            <EmptyState
              icon={Fish}
              title={t('empty.catches')}
              hint={t('empty.catchesHint')}
              action={<CatchCta />}
            />
          ) : (
            <Suspense fallback={<ChartFallback />}>
              <CatchesByMonthChart data={data} />
            </Suspense>
          )}
        </Section>
        {data.catchesBySpecies.length > 0 && (
          <Section title={t('sections.catchesBySpecies')} className="lg:col-span-2">
            <Suspense fallback={<ChartFallback />}>
              <CatchesBySpeciesChart data={data} speciesName={speciesName} />
            </Suspense>
          </Section>
        )}
        <Section title={t('bests.title')}>
          <p className="-mt-2 mb-3 text-sm text-slate-600 dark:text-slate-400">{t('bests.note')}</p>
          {data.personalBests.length === 0 ? (
            <EmptyState icon={Trophy} title={t('empty.bests')} action={<CatchCta />} />
          ) : (
            <PersonalBestsTable bests={data.personalBests} speciesName={speciesName} />
          )}
        </Section>
        <Section title={t('finishes.title')}>
          {data.tournamentFinishes.length === 0 ? (
            <EmptyState
              icon={Trophy}
              title={t('empty.finishes')}
              action={
                <Link to={PAGES.tournaments.path} className={buttonClasses('outline')}>
                  {t('empty.findTournament')}
                </Link>
              }
            />
          ) : (
            <TournamentFinishesList finishes={data.tournamentFinishes} />
          )}
        </Section>
      </div>
    </div>
  );
}

/** /profile/analytics (and /analytics): my posts, engagement, followers, catches, bests and finishes over a range. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('title'));
  usePreloadSpeciesNames();
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range: AnalyticsRange = isRange(asked) ? asked : '90d';
  const query = useAnalytics(range);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:py-12">
      <PageHeader
        eyebrow={
          <>
            <BarChart3 className="h-4 w-4" aria-hidden="true" />
            {t('eyebrow')}
          </>
        }
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <div className="mt-5 sm:max-w-md">
        <RangePicker
          value={range}
          onChange={(next) =>
            setParams((current) => ({ ...Object.fromEntries(current), range: next }), { replace: true })
          }
        />
      </div>
      <div
        className={cn('mt-5 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        aria-busy={query.isFetching || undefined}
      >
        {query.data ? (
          <AnalyticsBody data={query.data} />
        ) : query.isError ? (
          <QueryError
            title={t('loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <AnalyticsSkeleton />
        )}
      </div>
    </div>
  );
}
