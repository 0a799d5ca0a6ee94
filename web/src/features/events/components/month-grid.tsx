import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@tightlines/domain/community-events/contract';
import { cn } from '#web/components/ui/cn';
import { addDays, dayKey, firstDayOfWeek, fromDayKey } from '#web/features/events/lib/dates';
import { groupByDay, EntryRow } from './calendar-list';
import { TYPE_COLOURS } from './type-label';

/**
 * A month as a grid of days (ARIA grid, one focusable day at a time): arrows move a day or a week (mirrored in
 * right-to-left languages), Home/End go to the week's ends, Page Up/Down change month. The chosen day's events
 * are listed under the grid.
 */
export function MonthGrid({
  month,
  entries,
  selected,
  onSelect,
}: {
  /** Any date in the month shown. */
  month: Date;
  entries: readonly CalendarEntry[];
  /** YYYY-MM-DD of the chosen day (may lie in another month: the parent then moves the month). */
  selected: string;
  onSelect: (key: string) => void;
}) {
  const { t, i18n } = useTranslation('events');
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const gridRef = useRef<HTMLTableElement>(null);
  const focusOnRender = useRef(false);
  const byDay = useMemo(() => new Map(groupByDay(entries)), [entries]);
  const today = dayKey(new Date());

  const weekStart = firstDayOfWeek(language);
  const first = new Date(month.getFullYear(), month.getMonth(), 1, 12);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const gridStart = addDays(first, -lead);
  const weeks: Date[][] = [];
  for (let week = 0; week < 6; week++) {
    const days = Array.from({ length: 7 }, (_, day) => addDays(gridStart, week * 7 + day));
    if (week > 3 && days[0]!.getMonth() !== month.getMonth()) break;
    weeks.push(days);
  }
  const weekdayFormat = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long' });
  const dayLabel = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const monthLabel = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(first);

  useEffect(() => {
    if (!focusOnRender.current) return;
    focusOnRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const move = (key: string) => {
    focusOnRender.current = true;
    onSelect(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const current = fromDayKey(selected);
    const side = rtl ? -1 : 1;
    let next: Date | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = addDays(current, side);
        break;
      case 'ArrowLeft':
        next = addDays(current, -side);
        break;
      case 'ArrowDown':
        next = addDays(current, 7);
        break;
      case 'ArrowUp':
        next = addDays(current, -7);
        break;
      case 'Home':
        next = addDays(current, -((current.getDay() - weekStart + 7) % 7));
        break;
      case 'End':
        next = addDays(current, 6 - ((current.getDay() - weekStart + 7) % 7));
        break;
      case 'PageDown':
      case 'PageUp': {
        const delta = event.key === 'PageDown' ? 1 : -1;
        const target = new Date(current.getFullYear(), current.getMonth() + delta, 1, 12);
        const last = new Date(target.getFullYear(), target.getMonth() + 1, 0, 12).getDate();
        next = new Date(target.getFullYear(), target.getMonth(), Math.min(current.getDate(), last), 12);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    move(dayKey(next));
  };

  const chosen = byDay.get(selected) ?? [];

  return (
    <div className="space-y-4">
      <table
        ref={gridRef}
        role="grid"
        aria-label={monthLabel}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={weekdayLong.format(day)}
                className="pb-2 text-xs font-semibold text-slate-600 dark:text-slate-400"
              >
                {weekdayFormat.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days) => (
            <tr key={dayKey(days[0]!)}>
              {days.map((day) => {
                const key = dayKey(day);
                const items = byDay.get(key) ?? [];
                const inMonth = day.getMonth() === month.getMonth();
                const isSelected = key === selected;
                return (
                  <td
                    key={key}
                    role="gridcell"
                    aria-selected={isSelected}
                    className="border border-slate-200 p-0 align-top dark:border-slate-800"
                  >
                    <button
                      type="button"
                      data-day={key}
                      tabIndex={isSelected ? 0 : -1}
                      aria-current={key === today ? 'date' : undefined}
                      aria-label={`${dayLabel.format(day)}, ${t('eventsCount', { count: items.length })}`}
                      onClick={() => onSelect(key)}
                      className={cn(
                        'flex h-16 w-full flex-col items-start gap-1 p-1 text-start text-sm focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-open sm:h-24 sm:p-2',
                        inMonth ? 'text-deep dark:text-slate-100' : 'text-slate-400 dark:text-slate-600',
                        isSelected && 'bg-shallows dark:bg-slate-800',
                      )}
                    >
                      <span
                        className={cn(
                          'grid h-6 min-w-6 place-items-center rounded-full px-1 text-xs font-semibold tabular-nums',
                          key === today && 'bg-open text-white',
                        )}
                      >
                        {day.getDate()}
                      </span>
                      <span className="flex w-full flex-col gap-0.5" aria-hidden="true">
                        {items.slice(0, 2).map((entry) => (
                          <span key={entry.id} className="hidden items-center gap-1 truncate text-xs sm:flex">
                            <span
                              className={cn('h-2 w-2 shrink-0 rounded-full', TYPE_COLOURS[entry.type].dot)}
                            />
                            <span className="truncate">{entry.name}</span>
                          </span>
                        ))}
                        <span className="flex gap-0.5 sm:hidden">
                          {items.slice(0, 4).map((entry) => (
                            <span
                              key={entry.id}
                              className={cn('h-2 w-2 rounded-full', TYPE_COLOURS[entry.type].dot)}
                            />
                          ))}
                        </span>
                        {items.length > 2 && (
                          <span className="hidden text-xs text-slate-600 sm:inline dark:text-slate-400">
                            {t('more', { count: items.length - 2 })}
                          </span>
                        )}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-live="polite" aria-labelledby="selected-day" className="space-y-2">
        <h2 id="selected-day" className="text-sm font-bold text-slate-700 dark:text-slate-200">
          {dayLabel.format(fromDayKey(selected))}
        </h2>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noEventsDay')}</p>
        ) : (
          <ul className="space-y-2">
            {chosen.map((entry) => (
              <li key={entry.id}>
                <EntryRow entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
