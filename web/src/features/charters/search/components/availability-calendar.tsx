import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CharterPackage, Slot } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAvailability } from '#web/features/charters/search/api/charters-search';
import { dayIn, listingTimeZone } from '#web/features/charters/search/lib/format';

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Whether a day is inside any blocked period (dates compare as text). */
const isBlocked = (day: string, blocked: readonly { startsOn: string; endsOn: string }[]) =>
  blocked.some((period) => period.startsOn <= day && day <= period.endsOn);

/**
 * A month of the listing's calendar: days with open trips stand out, blocked days are marked; choosing a day lists
 * its trips with their times in the listing's own time (what the captain's watch says at the dock).
 */
export function AvailabilityCalendar({
  listingId,
  longitude,
  packages,
}: {
  listingId: string;
  longitude: number;
  packages: readonly CharterPackage[];
}) {
  const { t, i18n } = useTranslation('charters');
  const timeZone = listingTimeZone(longitude);
  const today = dayIn(new Date().toISOString(), timeZone);
  const [month, setMonth] = useState(() => ({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)) - 1,
  }));
  const [chosen, setChosen] = useState<string | null>(null);
  const daysInMonth = new Date(Date.UTC(month.year, month.month + 1, 0)).getUTCDate();
  const from = iso(month.year, month.month, 1);
  const to = iso(month.year, month.month, daysInMonth);
  const availability = useAvailability(listingId, from, to);

  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of availability.data?.slots ?? []) {
      const day = dayIn(slot.startsAt, timeZone);
      days.set(day, [...(days.get(day) ?? []), slot]);
    }
    return days;
  }, [availability.data, timeZone]);

  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcNoon(from));
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone });
  // Weeks start on Monday (ISO); 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    weekday.format(new Date(Date.UTC(2024, 0, 1 + index, 12))),
  );
  const lead = (new Date(Date.UTC(month.year, month.month, 1)).getUTCDay() + 6) % 7;
  const isThisMonth = from.slice(0, 7) === today.slice(0, 7);
  const move = (delta: number) => {
    setChosen(null);
    setMonth(({ year, month: m }) => {
      const next = new Date(Date.UTC(year, m + delta, 1));
      return { year: next.getUTCFullYear(), month: next.getUTCMonth() };
    });
  };
  const packageName = (packageId: string) => packages.find((pkg) => pkg.id === packageId)?.name ?? '';
  const chosenSlots = chosen ? (byDay.get(chosen) ?? []) : [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => move(-1)}
          disabled={isThisMonth}
          aria-label={t('calendar.previous')}
        >
          <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
        </Button>
        <p className="font-semibold text-deep capitalize dark:text-white" aria-live="polite">
          {monthName}
        </p>
        <Button variant="ghost" size="sm" onClick={() => move(1)} aria-label={t('calendar.next')}>
          <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
      {availability.isError ? (
        <QueryError
          error={availability.error}
          onRetry={() => void availability.refetch()}
          retrying={availability.isRefetching}
        />
      ) : availability.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          <div
            role="group"
            aria-label={t('calendar.label', { month: monthName })}
            className="grid grid-cols-7 gap-1 text-center"
          >
            <div className="contents">
              {weekdays.map((name) => (
                <span
                  key={name}
                  aria-hidden="true"
                  className="py-1 text-xs font-semibold text-slate-500 dark:text-slate-400"
                >
                  {name}
                </span>
              ))}
            </div>
            <div className="contents">
              {Array.from({ length: lead }, (_, index) => (
                <span key={`lead-${index}`} aria-hidden="true" />
              ))}
              {Array.from({ length: daysInMonth }, (_, index) => {
                const day = iso(month.year, month.month, index + 1);
                const slots = byDay.get(day)?.length ?? 0;
                const blocked = isBlocked(day, availability.data.blocked);
                const past = day < today;
                const label = `${dayLabel.format(utcNoon(day))}: ${
                  blocked
                    ? t('calendar.blocked')
                    : slots > 0
                      ? t('calendar.trips', { count: slots })
                      : t('calendar.none')
                }`;
                return (
                  <span key={day}>
                    <button
                      type="button"
                      disabled={slots === 0}
                      aria-label={label}
                      aria-pressed={chosen === day}
                      onClick={() => setChosen(day)}
                      className={cn(
                        'flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm tabular-nums focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none',
                        slots > 0
                          ? 'bg-shallows font-semibold text-open hover:bg-open hover:text-white dark:bg-slate-800 dark:text-open-400'
                          : 'text-slate-400 dark:text-slate-600',
                        blocked && 'line-through',
                        past && 'opacity-50',
                        chosen === day && 'bg-open text-white dark:bg-open dark:text-white',
                      )}
                    >
                      {index + 1}
                      {slots > 0 && <span aria-hidden="true" className="h-1 w-1 rounded-full bg-current" />}
                    </button>
                  </span>
                );
              })}
            </div>
          </div>
          {byDay.size === 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.emptyMonth')}</p>
          )}
          {chosen && (
            <div>
              <p className="mb-2 text-sm font-semibold text-deep dark:text-white">
                {dayLabel.format(utcNoon(chosen))}
              </p>
              <ul className="flex flex-col gap-1 text-[15px] text-slate-700 dark:text-slate-300">
                {chosenSlots.map((slot) => (
                  <li key={slot.id}>
                    {t('calendar.slot', {
                      start: time.format(new Date(slot.startsAt)),
                      end: time.format(new Date(slot.endsAt)),
                      name: packageName(slot.packageId),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
