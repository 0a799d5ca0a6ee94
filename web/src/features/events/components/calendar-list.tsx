import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Users } from 'lucide-react';
import type { CalendarEntry } from '@tightlines/domain/community-events/contract';
import { dayKey, formatWhen, fromDayKey } from '#web/features/events/lib/dates';
import { TypeLabel } from './type-label';

/** Entries grouped by their day at the place (sorted by start). */
export function groupByDay(entries: readonly CalendarEntry[]): [string, CalendarEntry[]][] {
  const days = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(new Date(entry.startsAt), entry.timeZone);
    const list = days.get(key) ?? [];
    list.push(entry);
    days.set(key, list);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function EntryRow({ entry }: { entry: CalendarEntry }) {
  const { t, i18n } = useTranslation('events');
  const cancelled = entry.status === 'cancelled';
  return (
    <Link
      to={`/events/${entry.id}`}
      className="flex flex-col gap-1 rounded-[var(--radius-control)] border border-slate-200 bg-white p-3 transition-colors hover:border-open dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex flex-wrap items-center gap-2">
        <TypeLabel type={entry.type} />
        {cancelled && (
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
            {t('cancelled')}
          </span>
        )}
        {entry.myRsvp && entry.myRsvp !== 'not_going' && (
          <span className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">
            {t(`rsvp.${entry.myRsvp}`)}
          </span>
        )}
        {entry.registered && (
          <span className="text-xs font-semibold text-emerald-800 dark:text-emerald-300">
            {t('registered')}
          </span>
        )}
      </span>
      <span className={`font-semibold text-deep dark:text-white ${cancelled ? 'line-through' : ''}`}>
        {entry.name}
      </span>
      <span className="text-sm text-slate-600 dark:text-slate-300">{formatWhen(entry, i18n.language)}</span>
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        {entry.location && (
          <span className="flex items-center gap-1">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {entry.location}
            {entry.distanceKm !== null && (
              <span className="tabular-nums"> · {t('distance', { km: Math.round(entry.distanceKm) })}</span>
            )}
          </span>
        )}
        <span className="flex items-center gap-1 tabular-nums">
          <Users className="h-3.5 w-3.5" aria-hidden="true" />
          {t('going', { count: entry.goingCount })}
        </span>
        {entry.group && <span>{entry.group.name}</span>}
      </span>
    </Link>
  );
}

/** The list view: a heading per day, then that day's events. */
export function CalendarList({ entries }: { entries: readonly CalendarEntry[] }) {
  const { i18n } = useTranslation('events');
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  return (
    <div className="space-y-6">
      {groupByDay(entries).map(([key, items]) => (
        <section key={key} aria-labelledby={`day-${key}`} className="space-y-2">
          <h2 id={`day-${key}`} className="text-sm font-bold text-slate-700 dark:text-slate-200">
            {dayFormat.format(fromDayKey(key))}
          </h2>
          <ul className="space-y-2">
            {items.map((entry) => (
              <li key={entry.id}>
                <EntryRow entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
