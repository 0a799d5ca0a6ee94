import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { EventSummary } from '@tightlines/domain/tournaments/events-contract';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { EventCoverArt } from './event-cover-art';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { useSpeciesName } from '#web/lib/species-name';

/** One tournament in the list: cover first, then name, dates, place, species and the entry fee. */
export function EventCard({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation('tournaments');
  const speciesName = useSpeciesName();
  const language = i18n.language;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-open dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[16/9] bg-deep">
        {event.coverImageUrl ? (
          <img
            src={event.coverImageUrl}
            alt=""
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <EventCoverArt event={event} language={language} />
        )}
        <StatusBadge event={event} className="absolute start-3 top-3 shadow" />
        {event.eventLogoUrl && (
          <img
            src={event.eventLogoUrl}
            alt=""
            loading="lazy"
            className="absolute bottom-3 end-3 h-12 w-12 rounded-lg border-2 border-white bg-white object-cover shadow"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {(event.tournament || event.series) && (
          <p className="text-xs font-semibold uppercase tracking-wide text-open dark:text-cyan-300">
            {event.series?.name ?? event.tournament?.name}
          </p>
        )}
        <h3 className="text-lg font-bold leading-snug text-deep dark:text-white">
          <Link to={`/events/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
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
            {event.location}
          </p>
        )}
        {event.species.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('card.species')}>
            {event.species.slice(0, 4).map((species) => (
              <li
                key={species}
                className="rounded-full bg-shallows px-2 py-0.5 text-xs font-medium text-deep dark:bg-slate-800 dark:text-slate-200"
              >
                {speciesName(species)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between pt-2 text-sm">
          <span className="font-semibold tabular-nums text-deep dark:text-white">
            {event.feeMinor > 0 ? formatMoney(event.feeMinor, event.currency, language) : t('card.free')}
          </span>
          <span className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('card.going', { count: event.goingCount })}
          </span>
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      aria-hidden="true"
    >
      <div className="aspect-[16/9] animate-pulse bg-slate-200 dark:bg-slate-800" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
