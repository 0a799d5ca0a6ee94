import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import {
  CalendarDays,
  CalendarPlus,
  CircleCheck,
  FileText,
  Flag,
  MapPin,
  Pencil,
  Trophy,
  Users,
  Wallet,
} from 'lucide-react';
import type { EventDetail } from '@tightlines/domain/tournaments/events-contract';
import { Card } from '#web/components/ui/card';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { RefundPolicyNote } from '#web/features/payments';
import { useEvent, useEventRules } from '#web/features/tournaments/api/event';
import { AttendeesList } from '#web/features/tournaments/components/attendees-list';
import { EventCard } from '#web/features/tournaments/components/event-card';
import { EventDiscussion } from '#web/features/tournaments/components/event-discussion';
import { EventNotFound } from '#web/features/tournaments/components/event-not-found';
import { EventPhotos } from '#web/features/tournaments/components/event-photos';
import { RsvpPanel } from '#web/features/tournaments/components/rsvp-panel';
import { RulesText } from '#web/features/tournaments/components/rules-text';
import { ScheduleList } from '#web/features/tournaments/components/schedule-list';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-[var(--radius-control)] px-4 text-[15px] font-semibold transition-colors';

/**
 * /events/{eventId}: Information and Rules tabs, schedule, overview, series, RSVP, attendees, photos, discussion.
 * `notFound` replaces 'Event not found' when the id is no tournament event (the events feature shows a community one).
 */
export function EventPage({ notFound }: { notFound?: (eventId: string) => ReactNode } = {}) {
  usePreloadSpeciesNames();
  const { eventId = '' } = useParams();
  const { t, i18n } = useTranslation('tournaments');
  const query = useEvent(eventId, i18n.language);
  useDocumentTitle(query.data?.name ?? null);

  if (query.isPending)
    return (
      <div
        className="mx-auto w-full max-w-6xl space-y-4 px-4 py-6 sm:px-6"
        aria-busy="true"
        aria-label={t('event.loading')}
      >
        <div className="h-56 animate-pulse rounded-[var(--radius-card)] bg-slate-200 dark:bg-slate-800" />
        <div className="h-8 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return notFound ? notFound(eventId) : <EventNotFound />;
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  return <EventView event={query.data} />;
}

function EventView({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation('tournaments');
  const speciesName = useSpeciesName();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'rules' ? 'rules' : 'information';
  const language = i18n.language;
  const open = event.eventStatus === 'published';
  const canRegister = open && event.registrationOpen;
  const closesAt = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: event.timeZone,
  }).format(new Date(event.registrationClosesAt));

  return (
    <div className="pb-10">
      <div className="relative isolate overflow-hidden bg-gradient-to-br from-deep via-deep to-open text-white">
        {event.coverImageUrl && (
          <img
            src={event.coverImageUrl}
            alt=""
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
          />
        )}
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 lg:py-12">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge event={event} />
            {event.series && (
              <Link
                to={`/series/${event.series.id}/leaderboard`}
                className="text-sm font-semibold text-cyan-200 hover:underline"
              >
                {event.series.name}
              </Link>
            )}
            {event.tournament && (
              <span className="text-sm text-cyan-100">
                {t('event.partOf', { name: event.tournament.name, year: event.tournament.seasonYear })}
              </span>
            )}
          </div>
          <div className="flex items-start gap-4">
            {event.eventLogoUrl && (
              <img
                src={event.eventLogoUrl}
                alt=""
                className="h-16 w-16 shrink-0 rounded-xl border-2 border-white/70 bg-white object-cover sm:h-20 sm:w-20"
              />
            )}
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{event.name}</h1>
          </div>
          <div className="flex flex-col gap-1.5 text-cyan-50 sm:flex-row sm:gap-6">
            <span className="flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {formatDateRange(event.startDate, event.endDate, language)}
            </span>
            {event.location && (
              <span className="flex items-center gap-1.5">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {event.location}
              </span>
            )}
          </div>
          <div className="flex flex-wrap gap-2 pt-2">
            {event.myRegistrationId ? (
              <Link to="/registrations" className={`${linkButton} bg-white text-deep hover:bg-slate-100`}>
                <CircleCheck className="h-4 w-4 text-emerald-700" aria-hidden="true" />
                {t('event.registered')}
              </Link>
            ) : (
              canRegister && (
                <>
                  <Link
                    to={`/register?eventId=${event.id}`}
                    className={`${linkButton} bg-orange-700 text-white hover:bg-orange-800`}
                  >
                    {t('event.register')}
                  </Link>
                  <span className="order-last w-full text-sm text-cyan-100">
                    {t('event.closesAt', { date: closesAt })}
                  </span>
                </>
              )
            )}
            {!event.myRegistrationId && open && event.status !== 'completed' && !event.registrationOpen && (
              <span className={`${linkButton} cursor-default bg-white/10 text-white/90`}>
                {t('event.registrationClosed')}
              </span>
            )}
            <Link
              to={`/leaderboard/${event.id}`}
              className={`${linkButton} bg-white/15 text-white hover:bg-white/25`}
            >
              <Trophy className="h-4 w-4" aria-hidden="true" />
              {t('event.leaderboard')}
            </Link>
            <a
              href={`/api/events/${encodeURIComponent(event.id)}/ics`}
              download
              className={`${linkButton} bg-white/15 text-white hover:bg-white/25`}
            >
              <CalendarPlus className="h-4 w-4" aria-hidden="true" />
              {t('event.addToCalendar')}
            </a>
            {event.canDirect && (
              <Link
                to={`/tournament-director/events/${event.id}`}
                className={`${linkButton} bg-white/15 text-white hover:bg-white/25`}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
                {t('event.manage')}
              </Link>
            )}
          </div>
        </div>
      </div>

      {event.status === 'completed' && open && (
        <div className="border-b border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40">
          <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-4 py-3 text-sm text-amber-900 sm:px-6 dark:text-amber-100">
            <Flag className="h-4 w-4" aria-hidden="true" />
            {t('event.pastBanner')}{' '}
            <Link to={`/events/${event.id}/past-tournament-notice`} className="font-semibold underline">
              {t('event.pastMore')}
            </Link>
          </p>
        </div>
      )}

      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'rules' ? { tab: 'rules' } : {}, { replace: true })}
        className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6"
      >
        <Tabs.List
          aria-label={t('event.tabs')}
          className="mb-6 flex gap-1 border-b border-slate-200 dark:border-slate-800"
        >
          {(['information', 'rules'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 text-[15px] font-semibold text-slate-600 transition-colors hover:text-deep data-[state=active]:border-open data-[state=active]:text-deep dark:text-slate-400 dark:data-[state=active]:text-white"
            >
              {value === 'rules' ? <FileText className="h-4 w-4" aria-hidden="true" /> : null}
              {t(`event.tab.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="information" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            <Card className="space-y-4 p-5">
              <h2 className="text-lg font-bold text-deep dark:text-white">{t('event.overview')}</h2>
              {event.description ? (
                <RulesText text={event.description} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('event.noDescription')}</p>
              )}
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Fact
                  icon={Wallet}
                  label={t('event.fee')}
                  value={
                    event.feeMinor > 0
                      ? formatMoney(event.feeMinor, event.currency, language)
                      : t('card.free')
                  }
                />
                <Fact
                  icon={Trophy}
                  label={t('event.prizePool')}
                  value={
                    event.prizePoolMinor > 0
                      ? formatMoney(event.prizePoolMinor, event.currency, language)
                      : t('event.tbd')
                  }
                />
                <Fact
                  icon={Users}
                  label={t('event.participants')}
                  value={
                    event.participantsCap
                      ? t('event.placesTaken', { taken: event.registeredCount, cap: event.participantsCap })
                      : String(event.registeredCount)
                  }
                />
                <Fact icon={CalendarDays} label={t('event.timeZone')} value={event.timeZone} />
              </dl>
              {event.feeMinor > 0 && event.refundPolicy && <RefundPolicyNote policy={event.refundPolicy} />}
              {event.divisions.length > 0 && (
                <div>
                  <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
                    {t('event.divisions')}
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {event.divisions.map((division) => (
                      <li
                        key={division.id}
                        className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-deep dark:border-slate-700 dark:text-slate-100"
                      >
                        {division.name}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {event.species.length > 0 && (
                <div>
                  <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
                    {t('card.species')}
                  </h3>
                  <ul className="flex flex-wrap gap-2">
                    {event.species.map((species) => (
                      <li
                        key={species}
                        className="rounded-full bg-shallows px-3 py-1 text-sm font-medium text-deep dark:bg-slate-800 dark:text-slate-100"
                      >
                        {speciesName(species)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {(event.awardCeremony || event.dinnerCeremony) && (
                <dl className="grid gap-3 sm:grid-cols-2">
                  {event.awardCeremony && (
                    <Fact label={t('schedule.award_ceremony')} value={event.awardCeremony} />
                  )}
                  {event.dinnerCeremony && (
                    <Fact label={t('schedule.dinner_ceremony')} value={event.dinnerCeremony} />
                  )}
                </dl>
              )}
            </Card>
            <Card className="space-y-4 p-5">
              <h2 className="text-lg font-bold text-deep dark:text-white">{t('event.schedule')}</h2>
              <ScheduleList event={event} />
            </Card>
            {event.seriesEvents.length > 0 && (
              <section aria-labelledby="series-heading" className="space-y-3">
                <h2 id="series-heading" className="text-lg font-bold text-deep dark:text-white">
                  {t('event.seriesTournaments', { name: event.series?.name ?? '' })}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {event.seriesEvents.map((sibling) => (
                    <li key={sibling.id}>
                      <EventCard event={sibling} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Card className="p-5">
              <EventPhotos eventId={event.id} open={open} canAdd={event.canAddPhotos} />
            </Card>
            <Card className="p-5">
              <EventDiscussion eventId={event.id} open={open} />
            </Card>
          </div>
          <aside className="space-y-6">
            {open && (
              <Card className="p-5">
                <RsvpPanel event={event} />
              </Card>
            )}
            <Card className="p-5">
              <AttendeesList eventId={event.id} />
            </Card>
          </aside>
        </Tabs.Content>
        <Tabs.Content value="rules">
          <RulesTab eventId={event.id} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function RulesTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation('tournaments');
  const rules = useEventRules(eventId);
  if (rules.isPending)
    return <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true" />;
  if (rules.isError) return <QueryError error={rules.error} onRetry={() => void rules.refetch()} />;
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-deep dark:text-white">{t('event.tab.rules')}</h2>
        <Link
          to={`/tournaments/${eventId}/rules`}
          className="text-sm font-semibold text-open hover:underline"
        >
          {t('event.fullRules')}
        </Link>
      </div>
      {rules.data.rulesText ? (
        <RulesText text={rules.data.rulesText} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('rules.empty')}</p>
      )}
    </Card>
  );
}

function Fact({ icon: Icon, label, value }: { icon?: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-[var(--radius-control)] bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {Icon && <Icon className="h-3.5 w-3.5" aria-hidden="true" />}
        {label}
      </dt>
      <dd className="mt-1 font-semibold tabular-nums text-deep dark:text-white">{value}</dd>
    </div>
  );
}
