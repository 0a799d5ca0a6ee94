import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAvailability } from '#web/features/charters/booking/api/bookings';
import { addDays, formatClock, formatDay, localDay } from '#web/features/charters/booking/lib/format';

/** How many days the picker shows at once (the availability route answers at most 62). */
export const WINDOW_DAYS = 14;

/**
 * The open slots of a package, two weeks at a time, as a list of days with their start times (radio buttons:
 * arrow keys move between times, the chosen one is announced).
 */
export function SlotPicker({
  listingId,
  packageId,
  from,
  onFromChange,
  value,
  onChange,
}: {
  listingId: string;
  packageId: string;
  from: string;
  onFromChange: (from: string) => void;
  value: string | null;
  onChange: (slot: Slot) => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const to = addDays(from, WINDOW_DAYS - 1);
  const availability = useAvailability(listingId, from, to, packageId);
  const today = localDay(new Date());
  const open = (availability.data?.slots ?? []).filter((slot) => slot.state === 'open');
  const days = new Map<string, Slot[]>();
  for (const slot of [...open].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const day = localDay(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('panel.chooseTime')}</legend>
      <div className="flex items-center justify-between gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          disabled={from <= today}
          onClick={() =>
            onFromChange(addDays(from, -WINDOW_DAYS) < today ? today : addDays(from, -WINDOW_DAYS))
          }
          aria-label={t('panel.earlier')}
        >
          <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
        <span className="text-slate-600 dark:text-slate-300">
          {t('panel.window', { from: formatDay(from, i18n.language), to: formatDay(to, i18n.language) })}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onFromChange(addDays(from, WINDOW_DAYS))}
          aria-label={t('panel.later')}
        >
          <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
      {availability.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : availability.isError ? (
        <QueryError
          compact
          title={t('panel.availabilityError')}
          error={availability.error}
          onRetry={() => void availability.refetch()}
        />
      ) : days.size === 0 ? (
        <p className="rounded-lg bg-shallows p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t('panel.noSlots')}
        </p>
      ) : (
        <ul className="max-h-72 space-y-3 overflow-y-auto pe-1">
          {[...days].map(([day, slots]) => (
            <li key={day}>
              <p className="mb-1 text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">
                {formatDay(day, i18n.language)}
              </p>
              <div className="flex flex-wrap gap-2">
                {slots.map((slot) => (
                  <label
                    key={slot.id}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center rounded-[var(--radius-control)] px-3 text-sm font-medium tabular-nums ring-1 ring-slate-300 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-open dark:ring-slate-600',
                      value === slot.id
                        ? 'bg-open text-white ring-open'
                        : 'bg-white text-deep hover:bg-shallows dark:bg-slate-900 dark:text-slate-100',
                    )}
                  >
                    <input
                      type="radio"
                      name="booking-slot"
                      className="sr-only"
                      checked={value === slot.id}
                      onChange={() => onChange(slot)}
                      aria-label={`${formatDay(day, i18n.language)} ${formatClock(slot.startsAt, i18n.language)}`}
                    />
                    {formatClock(slot.startsAt, i18n.language)}
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
