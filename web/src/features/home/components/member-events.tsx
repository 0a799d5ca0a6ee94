import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CircleCheck, MapPin, Trophy, Users } from 'lucide-react';
import type { HomeEvent } from '@tightlines/domain/home/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { MemberSection } from './member-section';

/** Join, or what the person already has in this event (a place, or a registration to finish). */
function EventAction({ event }: { event: HomeEvent }) {
  const { t } = useTranslation('home');
  if (event.myRegistration?.status === 'registered')
    return (
      <Link to="/registrations" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
        <CircleCheck className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden="true" />
        {t('member.events.registered')}
      </Link>
    );
  if (event.myRegistration?.status === 'draft')
    return (
      <Link to="/registrations" className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}>
        {t('member.events.draft')}
      </Link>
    );
  if (!event.registrationOpen)
    return (
      <span className="inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] bg-slate-100 px-4 text-[15px] font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('tournaments:event.registrationClosed')}
      </span>
    );
  if (event.participantsCap !== null && event.registeredCount >= event.participantsCap)
    return (
      <span className="inline-flex h-11 items-center justify-center rounded-[var(--radius-control)] bg-slate-100 px-4 text-[15px] font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('member.events.full')}
      </span>
    );
  return (
    <Link
      to={`/register?eventId=${event.id}`}
      aria-label={t('member.events.joinLabel', { name: event.name })}
      className={buttonClasses(event.status === 'active' ? 'live' : 'primary', 'md', 'w-full sm:w-auto')}
    >
      {t('member.events.join')}
    </Link>
  );
}

function EventTile({ event }: { event: HomeEvent }) {
  const { t, i18n } = useTranslation(['home', 'tournaments']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <StatusBadge event={event} />
        <span className="tabular text-sm font-semibold text-deep dark:text-white">
          {event.feeMinor > 0
            ? formatMoney(event.feeMinor, event.currency, language)
            : t('member.events.free')}
        </span>
      </div>
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-bold leading-snug text-deep dark:text-white">
          <Link to={`/events/${event.id}`} className="hover:underline">
            {event.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
          {formatDateRange(event.startDate, event.endDate, language)}
        </p>
        {event.location && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{event.location}</span>
          </p>
        )}
        {event.goingCount > 0 && (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            <Users className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('tournaments:card.going', { count: event.goingCount })}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <EventAction event={event} />
        {event.status === 'active' && (
          <Link to={`/leaderboard/${event.id}`} className={buttonClasses('ghost', 'md', 'w-full sm:w-auto')}>
            <Trophy className="h-4 w-4" aria-hidden="true" />
            {t('member.events.leaderboard')}
          </Link>
        )}
      </div>
    </Card>
  );
}

/** Live then upcoming tournaments, each with Join (or the person's own entry). */
export function MemberEvents({ events }: { events: HomeEvent[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <MemberSection
      id="home-events-title"
      title={t('member.events.title')}
      more={{ to: '/tournaments', label: t('member.seeAll') }}
    >
      {events === undefined ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label={t('member.loading')}>
          {[0, 1].map((key) => (
            <Card key={key} className="space-y-3 p-4">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-11 w-full" />
            </Card>
          ))}
        </div>
      ) : events.length === 0 ? (
        <Card>
          <EmptyState
            icon={CalendarDays}
            title={t('member.events.emptyTitle')}
            hint={t('member.events.emptyHint')}
            action={
              <Link to="/tournaments?status=past" className={buttonClasses('outline')}>
                {t('member.events.browsePast')}
              </Link>
            }
          />
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {events.map((event) => (
            <li key={event.id}>
              <EventTile event={event} />
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
