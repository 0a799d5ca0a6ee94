import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChevronLeft, ChevronRight, Plus, Trash2, X } from 'lucide-react';
import type { CalendarSlot, SlotsResult } from '@tightlines/domain/charters/owner';
import type { OwnerListing } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { errorMessage } from '#web/lib/error-message';
import {
  useAddBlocked,
  useAddSlots,
  useCalendar,
  useDeleteBlocked,
  useDeleteSlot,
} from '#web/features/charters/owner/api/listings';

const pad = (value: number) => String(value).padStart(2, '0');
/** A local calendar day as YYYY-MM-DD. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const parseDay = (day: string) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

/**
 * The start times to add: every chosen day at every chosen time (the captain's own clock), repeated weekly until
 * `until` (inclusive) when given.
 */
export function slotStarts(
  days: readonly string[],
  times: readonly string[],
  until: string | null,
): string[] {
  const starts = new Set<string>();
  const last = until ? parseDay(until) : null;
  for (const day of days) {
    for (
      let date = parseDay(day);
      ;
      date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 7)
    ) {
      for (const time of times) {
        const [h, min] = time.split(':').map(Number);
        starts.add(new Date(date.getFullYear(), date.getMonth(), date.getDate(), h, min).toISOString());
      }
      if (!last || date.getTime() + 7 * 86_400_000 > last.getTime() + 86_399_999) break;
    }
  }
  return [...starts].sort();
}

const STATE_TONES: Record<CalendarSlot['state'], string> = {
  open: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  held: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  booked: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** Calendar: a month grid of slots and blocked dates; add slots by days and times, delete open ones, block dates. */
export function CalendarTab({ listing }: { listing: OwnerListing }) {
  const { t, i18n } = useTranslation(['charter-listings', 'charter-terms', 'errors']);
  const [month, setMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), 1);
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const first = month;
  const lastDay = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  // Ask a day either side: slots are placed by the reader's own clock, the server counts in UTC.
  const from = dayKey(new Date(first.getFullYear(), first.getMonth(), 0));
  const to = dayKey(new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1));
  const calendar = useCalendar(listing.id, from, to);
  const removeSlot = useDeleteSlot(listing.id);
  const removeBlocked = useDeleteBlocked(listing.id);

  const slotsByDay = useMemo(() => {
    const map = new Map<string, CalendarSlot[]>();
    for (const slot of calendar.data?.slots ?? []) {
      const key = dayKey(new Date(slot.startsAt));
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [calendar.data]);
  const blockedDay = (day: string) =>
    (calendar.data?.blocked ?? []).some((period) => period.startsOn <= day && day <= period.endsOn);

  const weekdayFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const timeFormat = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const monthFormat = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' });
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // Weeks start on Monday (ISO); the grid's columns are Monday … Sunday.
  const lead = (first.getDay() + 6) % 7;
  const cells: (Date | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from(
      { length: lastDay.getDate() },
      (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1),
    ),
  ];
  const weekdays = Array.from({ length: 7 }, (_, i) => weekdayFormat.format(new Date(2024, 0, 1 + i)));
  const today = dayKey(new Date());
  const focusSlots = focusDay ? (slotsByDay.get(focusDay) ?? []) : [];
  const packageName = (id: string) => listing.packages.find((each) => each.id === id)?.name ?? '';

  const toggle = (day: string) => {
    setFocusDay(day);
    setSelected((current) =>
      current.includes(day) ? current.filter((each) => each !== day) : [...current, day],
    );
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="space-y-3 p-3 sm:p-4">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.previous')}
            onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}
          >
            <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          </Button>
          <h2 className="text-lg font-bold text-deep dark:text-white" aria-live="polite">
            {monthFormat.format(month)}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.next')}
            onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() + 1, 1))}
          >
            <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          </Button>
        </div>
        {calendar.isError && !calendar.data ? (
          <QueryError
            compact
            title={t('calendar.error')}
            error={calendar.error}
            onRetry={() => void calendar.refetch()}
            retrying={calendar.isFetching}
          />
        ) : (
          <div
            role="grid"
            aria-label={t('calendar.grid')}
            aria-busy={calendar.isFetching}
            className="space-y-1"
          >
            <div
              role="row"
              className="grid grid-cols-7 gap-1 text-center text-xs font-semibold text-slate-600 dark:text-slate-400"
            >
              {weekdays.map((name) => (
                <div role="columnheader" key={name}>
                  {name}
                </div>
              ))}
            </div>
            {Array.from({ length: Math.ceil(cells.length / 7) }, (_, week) => (
              <div role="row" key={week} className="grid grid-cols-7 gap-1">
                {cells.slice(week * 7, week * 7 + 7).map((date, index) => {
                  if (!date) return <div role="gridcell" key={`empty-${index}`} />;
                  const key = dayKey(date);
                  const slots = slotsByDay.get(key) ?? [];
                  const isSelected = selected.includes(key);
                  const blocked = blockedDay(key);
                  const counts = { open: 0, held: 0, booked: 0 };
                  for (const slot of slots) counts[slot.state]++;
                  return (
                    <div role="gridcell" key={key}>
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        aria-label={[
                          dayFormat.format(date),
                          ...(['open', 'held', 'booked'] as const)
                            .filter((state) => counts[state] > 0)
                            .map((state) =>
                              t('calendar.count', {
                                count: counts[state],
                                state: t(`charter-terms:slotState.${state}`),
                              }),
                            ),
                          ...(blocked ? [t('calendar.blocked')] : []),
                        ].join(', ')}
                        onClick={() => toggle(key)}
                        className={cn(
                          'flex min-h-16 w-full flex-col items-start gap-0.5 rounded-lg border p-1 text-start text-xs sm:min-h-20',
                          isSelected
                            ? 'border-open ring-2 ring-open'
                            : 'border-slate-200 dark:border-slate-700',
                          blocked &&
                            'bg-[repeating-linear-gradient(45deg,transparent,transparent_4px,rgba(148,163,184,0.25)_4px,rgba(148,163,184,0.25)_8px)]',
                          key === today && 'font-bold',
                        )}
                      >
                        <span className="text-deep dark:text-slate-100">{date.getDate()}</span>
                        {(['open', 'held', 'booked'] as const)
                          .filter((state) => counts[state] > 0)
                          .map((state) => (
                            <span
                              key={state}
                              aria-hidden="true"
                              className={cn('rounded px-1', STATE_TONES[state])}
                            >
                              {counts[state]}
                            </span>
                          ))}
                      </button>
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('calendar.legend')}</p>
        {focusDay && (
          <section
            aria-label={dayFormat.format(parseDay(focusDay))}
            className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800"
          >
            <h3 className="font-semibold text-deep dark:text-white">
              {dayFormat.format(parseDay(focusDay))}
            </h3>
            {focusSlots.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.noSlots')}</p>
            ) : (
              <ul className="space-y-1">
                {focusSlots.map((slot) => (
                  <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      <span className={cn('me-2 rounded px-1.5 py-0.5 text-xs', STATE_TONES[slot.state])}>
                        {t(`charter-terms:slotState.${slot.state}`)}
                      </span>
                      {timeFormat.format(new Date(slot.startsAt))}–{timeFormat.format(new Date(slot.endsAt))}{' '}
                      · {packageName(slot.packageId)}
                      {slot.booking && ` · ${slot.booking.anglerName}`}
                      {slot.blocked && ` · ${t('calendar.hidden')}`}
                    </span>
                    {slot.state === 'open' && (
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={removeSlot.isPending}
                        aria-label={t('calendar.deleteSlot', {
                          time: timeFormat.format(new Date(slot.startsAt)),
                        })}
                        onClick={() =>
                          removeSlot.mutate(slot.id, {
                            onSuccess: () => toast.success(t('calendar.slotDeleted')),
                            onError: (error) => toast.error(errorMessage(t, error)),
                          })
                        }
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </Card>
      <div className="space-y-4">
        <AddSlots listing={listing} days={selected} onDone={() => setSelected([])} />
        <Card className="space-y-3 p-4">
          <h3 className="font-semibold text-deep dark:text-white">{t('calendar.blockedTitle')}</h3>
          {(calendar.data?.blocked ?? []).length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.noBlocked')}</p>
          ) : (
            <ul className="space-y-1">
              {calendar.data!.blocked.map((period) => (
                <li key={period.id} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {dateFormat.formatRange(parseDay(period.startsOn), parseDay(period.endsOn))}
                    {period.note && ` · ${period.note}`}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('calendar.unblock', {
                      dates: dateFormat.formatRange(parseDay(period.startsOn), parseDay(period.endsOn)),
                    })}
                    onClick={() =>
                      removeBlocked.mutate(period.id, {
                        onSuccess: () => toast.success(t('calendar.unblocked')),
                        onError: (error) => toast.error(errorMessage(t, error)),
                      })
                    }
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <BlockDates listingId={listing.id} />
        </Card>
      </div>
    </div>
  );
}

function AddSlots({ listing, days, onDone }: { listing: OwnerListing; days: string[]; onDone: () => void }) {
  const { t, i18n } = useTranslation(['charter-listings', 'errors']);
  const active = listing.packages.filter((each) => each.active);
  const [packageId, setPackageId] = useState(active[0]?.id ?? '');
  const [times, setTimes] = useState<string[]>(['08:00']);
  const [until, setUntil] = useState('');
  const add = useAddSlots(listing.id);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  if (active.length === 0)
    return (
      <Card className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('calendar.needPackage')}</Card>
    );
  const starts = slotStarts([...days].sort(), times.filter(Boolean), until || null);
  const report = (result: SlotsResult) => {
    const reasons = ['overlap', 'blocked', 'past', 'duplicate'] as const;
    const skipped = reasons
      .map((reason) => ({ reason, count: result.skipped.filter((skip) => skip.reason === reason).length }))
      .filter((entry) => entry.count > 0)
      .map((entry) => t(`calendar.skipped.${entry.reason}`, { count: entry.count }));
    toast.success([t('calendar.created', { count: result.created.length }), ...skipped].join(' '));
  };
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-deep dark:text-white">{t('calendar.addTitle')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {days.length === 0
          ? t('calendar.pickDays')
          : t('calendar.days', {
              days: new Intl.ListFormat(i18n.language).format(
                [...days].sort().map((day) => dateFormat.format(parseDay(day))),
              ),
            })}
      </p>
      <Field label={t('calendar.package')}>
        <Select value={packageId} onChange={(event) => setPackageId(event.target.value)}>
          {active.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('calendar.times')}</legend>
        {times.map((time, index) => (
          <div key={index} className="flex items-center gap-2">
            <Input
              type="time"
              value={time}
              aria-label={t('calendar.time', { number: index + 1 })}
              onChange={(event) =>
                setTimes(times.map((each, i) => (i === index ? event.target.value : each)))
              }
            />
            {times.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('calendar.removeTime', { number: index + 1 })}
                onClick={() => setTimes(times.filter((_, i) => i !== index))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        <Button variant="ghost" onClick={() => setTimes([...times, '13:00'])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('calendar.addTime')}
        </Button>
      </fieldset>
      <Field label={t('calendar.until')} hint={t('calendar.untilHint')}>
        <Input type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
      </Field>
      <Button
        className="w-full"
        disabled={starts.length === 0 || !packageId}
        busy={add.isPending}
        onClick={() =>
          add.mutate(
            { packageId, startsAt: starts.slice(0, 400) },
            {
              onSuccess: (result) => {
                report(result);
                onDone();
              },
              onError: (error) => toast.error(errorMessage(t, error)),
            },
          )
        }
      >
        {t('calendar.add', { count: Math.min(starts.length, 400) })}
      </Button>
    </Card>
  );
}

function BlockDates({ listingId }: { listingId: string }) {
  const { t } = useTranslation(['charter-listings', 'errors']);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useAddBlocked(listingId);
  return (
    <form
      noValidate
      className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        if (!startsOn || !endsOn || endsOn < startsOn) {
          setProblem(t('calendar.blockInvalid'));
          return;
        }
        setProblem(undefined);
        add.mutate(
          { startsOn, endsOn, note },
          {
            onSuccess: () => {
              toast.success(t('calendar.blockedDone'));
              setStartsOn('');
              setEndsOn('');
              setNote('');
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        );
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <Field label={t('calendar.blockFrom')} error={problem}>
          <Input type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
        </Field>
        <Field label={t('calendar.blockTo')}>
          <Input type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
        </Field>
      </div>
      <Field label={t('calendar.blockNote')}>
        <Input maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" busy={add.isPending} className="w-full">
        {t('calendar.block')}
      </Button>
    </form>
  );
}
