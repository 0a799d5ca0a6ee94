import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Anchor, CalendarClock, Inbox, Plus, Star, Wallet } from 'lucide-react';
import type { CaptainDashboard, CaptainTrip } from '@tightlines/domain/charters/office';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { formatMoney } from '#web/lib/format/money';
import { relativeTime } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCaptainDashboard } from '#web/features/charters/office/api';
import { dayLabel, formatPercent, tripTime } from '#web/features/charters/office/format';

/** /captain/dashboard: today's and the coming week's trips, requests waiting, this month's earnings, listings. */
export function CaptainDashboardPage() {
  const { t } = useTranslation('captain');
  useDocumentTitle(t('dashboard.title'));
  const dashboard = useCaptainDashboard();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          dashboard.data?.hasListings ? (
            <Link to="/profile/add-boat" className={buttonClasses('primary')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('dashboard.addListing')}
            </Link>
          ) : undefined
        }
      />
      {dashboard.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('loading')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatTileSkeleton />
            <StatTileSkeleton />
            <StatTileSkeleton />
          </div>
          <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
        </div>
      ) : dashboard.isError ? (
        <QueryError
          title={t('dashboard.loadError')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : dashboard.data.hasListings ? (
        <Office dashboard={dashboard.data} />
      ) : (
        <Onboarding commissionBp={dashboard.data.commissionBp} />
      )}
    </div>
  );
}

/** A person without listings: how listing works, and the commission before they start. */
function Onboarding({ commissionBp }: { commissionBp: number }) {
  const { t, i18n } = useTranslation('captain');
  return (
    <Card className="space-y-4 p-6">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
        <Anchor className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold text-deep dark:text-white">{t('onboarding.title')}</h2>
      <ol className="list-decimal space-y-2 ps-5 text-[15px] text-slate-700 dark:text-slate-300">
        <li>{t('onboarding.step1')}</li>
        <li>{t('onboarding.step2')}</li>
        <li>{t('onboarding.step3')}</li>
      </ol>
      <p className="rounded-lg bg-shallows p-3 text-[15px] font-medium text-deep dark:bg-slate-800 dark:text-white">
        {t('onboarding.commission', { percent: formatPercent(commissionBp, i18n.language) })}
      </p>
      <Link to="/profile/add-boat" className={buttonClasses('primary')}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('dashboard.addListing')}
      </Link>
    </Card>
  );
}

function Office({ dashboard }: { dashboard: CaptainDashboard }) {
  const { t, i18n } = useTranslation(['captain', 'charter-terms']);
  const language = i18n.language;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const earnings = dashboard.earningsThisMonth;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatTile
          icon={Wallet}
          label={t('dashboard.earningsThisMonth')}
          value={
            earnings.length === 0
              ? '–'
              : earnings.map((row) => formatMoney(row.netMinor, row.currency, language)).join(' · ')
          }
          hint={
            earnings.length === 0
              ? t('dashboard.noEarnings')
              : t('dashboard.earningsHint', {
                  gross: earnings
                    .map((row) => formatMoney(row.grossMinor, row.currency, language))
                    .join(' · '),
                  commission: earnings
                    .map((row) => formatMoney(row.commissionMinor, row.currency, language))
                    .join(' · '),
                })
          }
        />
        <StatTile
          icon={Inbox}
          label={t('dashboard.requestsWaiting')}
          value={number.format(dashboard.requestsWaiting)}
          tone={dashboard.requestsWaiting > 0 ? 'alert' : 'default'}
        />
        <StatTile
          icon={Star}
          label={t('dashboard.rating')}
          value={dashboard.rating.average === null ? '–' : number.format(dashboard.rating.average)}
          hint={t('dashboard.reviewCount', { count: dashboard.rating.count })}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <TripList title={t('dashboard.today')} empty={t('dashboard.noTripsToday')} trips={dashboard.today} />
        <TripList
          title={t('dashboard.upcoming')}
          empty={t('dashboard.noTripsUpcoming')}
          trips={dashboard.upcoming}
          withDay
        />
      </div>

      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-deep dark:text-white">{t('dashboard.requests')}</h2>
          <Link to="/captain/bookings" className={buttonClasses('outline', 'sm')}>
            {t('dashboard.answerRequests')}
          </Link>
        </div>
        {dashboard.requests.length === 0 ? (
          <EmptyState compact title={t('dashboard.noRequests')} />
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {dashboard.requests.map((request) => (
              <li key={request.requestId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-deep dark:text-white">
                    {t('dashboard.requestLine', {
                      name: request.angler.displayName,
                      count: request.partySize,
                      date: dayLabel(request.tripDate, language),
                    })}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {request.listing.name} · {request.packageName}
                  </p>
                </div>
                <p className="inline-flex items-center gap-1 text-sm font-medium text-amber-800 dark:text-amber-300">
                  <CalendarClock className="h-4 w-4" aria-hidden="true" />
                  {t('dashboard.expires', { when: relativeTime(request.expiresAt, language) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="space-y-3 p-5">
        <h2 className="text-lg font-bold text-deep dark:text-white">{t('dashboard.listings')}</h2>
        <ul className="flex flex-wrap gap-2">
          {dashboard.listingsByState.map(({ state, count }) => (
            <li
              key={state}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {t(`charter-terms:listingState.${state}`)} · {number.format(count)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile/charter-boats" className={buttonClasses('outline', 'sm')}>
            {t('dashboard.manageListings')}
          </Link>
          <Link to="/captain/earnings" className={buttonClasses('ghost', 'sm')}>
            {t('nav.earnings')}
          </Link>
          <Link to="/captain/reviews" className={buttonClasses('ghost', 'sm')}>
            {t('nav.reviews')}
          </Link>
        </div>
      </Card>
    </>
  );
}

function TripList({
  title,
  empty,
  trips,
  withDay = false,
}: {
  title: string;
  empty: string;
  trips: CaptainTrip[];
  withDay?: boolean;
}) {
  const { t, i18n } = useTranslation('captain');
  const language = i18n.language;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{title}</h2>
      {trips.length === 0 ? (
        <EmptyState compact title={empty} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={title}>
          {trips.map((trip) => (
            <li key={trip.bookingId} className="grid grid-cols-[auto_1fr] gap-x-3 py-3">
              <p className="font-bold text-deep tabular-nums dark:text-white">
                {tripTime(trip.startsAt, language, withDay)}
              </p>
              <div className="min-w-0">
                <p className="font-semibold break-words text-deep dark:text-white">
                  {trip.listing.name} · {trip.packageName}
                </p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('dashboard.party', { name: trip.angler.displayName, count: trip.partySize })}
                </p>
                <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  {trip.state === 'awaiting_deposit'
                    ? t('dashboard.awaitingDeposit')
                    : trip.balanceDueMinor === 0
                      ? t('dashboard.paidInFull', {
                          amount: formatMoney(trip.paidMinor, trip.currency, language),
                        })
                      : t(
                          trip.balanceMethod === 'at_dock'
                            ? 'dashboard.balanceAtDock'
                            : 'dashboard.balanceOnline',
                          {
                            paid: formatMoney(trip.paidMinor, trip.currency, language),
                            due: formatMoney(trip.balanceDueMinor, trip.currency, language),
                          },
                        )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
