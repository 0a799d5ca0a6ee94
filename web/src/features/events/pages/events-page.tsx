import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronLeft, ChevronRight, List, LocateFixed, Plus } from 'lucide-react';
import { CALENDAR_TYPES, CALENDAR_MAX_RANGE_DAYS } from '@tightlines/domain/community-events/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input, Select } from '#web/components/ui/input';
import { QueryError } from '#web/components/ui/query-error';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCalendar, type CalendarParams } from '#web/features/events/api/calendar';
import { CalendarList } from '#web/features/events/components/calendar-list';
import { MonthGrid } from '#web/features/events/components/month-grid';
import { TYPE_COLOURS } from '#web/features/events/components/type-label';
import { addDays, addMonths, dayKey, fromDayKey, startOfMonth } from '#web/features/events/lib/dates';

const RADII = [10, 25, 50, 100, 250, 500] as const;

type Near = { lat: number; lng: number } | null;

/** /events: every upcoming tournament and community event, as a list by day or a month grid, with filters. */
export function EventsPage() {
  const { t, i18n } = useTranslation('events');
  useDocumentTitle(t('title'));
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const [view, setView] = useState<'list' | 'month'>('list');
  const [types, setTypes] = useState<string[]>([]);
  const todayKey = dayKey(new Date());
  const [fromDay, setFromDay] = useState(todayKey);
  const [toDay, setToDay] = useState('');
  const [selected, setSelected] = useState(todayKey);
  const [near, setNear] = useState<Near>(null);
  const [radiusKm, setRadiusKm] = useState(100);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState(false);

  const month = startOfMonth(fromDayKey(selected));
  const range =
    view === 'month'
      ? { from: month, to: addMonths(month, 1) }
      : (() => {
          const from = fromDayKey(fromDay || todayKey);
          from.setHours(0, 0, 0, 0);
          const limit = addDays(from, CALENDAR_MAX_RANGE_DAYS);
          let to = toDay ? addDays(fromDayKey(toDay), 1) : limit;
          to.setHours(0, 0, 0, 0);
          if (to > limit) to = limit;
          return { from, to };
        })();
  const params: CalendarParams = {
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    types,
    near: near ? { ...near, radiusKm } : null,
  };
  const query = useCalendar(params);

  const toggleType = (type: string) =>
    setTypes((current) => (current.includes(type) ? current.filter((x) => x !== type) : [...current, type]));

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocationError(true);
      return;
    }
    setLocating(true);
    setLocationError(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setNear({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocationError(true);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const chip = (active: boolean) =>
    cn(
      'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold transition-colors',
      active
        ? 'border-open bg-open text-white'
        : 'border-slate-300 bg-white text-deep hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
    );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-deep dark:text-white">{t('title')}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
        </div>
        {signedIn && (
          <Link
            to="/events/new"
            className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-open px-4 font-semibold text-white hover:bg-open-600"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('create')}
          </Link>
        )}
      </div>

      <Card className="space-y-4 p-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
            {t('filters.types')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {CALENDAR_TYPES.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={types.includes(type)}
                onClick={() => toggleType(type)}
                className={chip(types.includes(type))}
              >
                <span className={cn('h-2.5 w-2.5 rounded-full', TYPE_COLOURS[type].dot)} aria-hidden="true" />
                {t(`types.${type}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-4">
          {view === 'list' && (
            <>
              <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
                {t('filters.from')}
                <Input type="date" value={fromDay} onChange={(e) => setFromDay(e.target.value)} />
              </label>
              <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
                {t('filters.to')}
                <Input type="date" value={toDay} min={fromDay} onChange={(e) => setToDay(e.target.value)} />
              </label>
            </>
          )}
          <div className="flex flex-wrap items-end gap-2">
            {near ? (
              <Button variant="outline" onClick={() => setNear(null)}>
                {t('filters.anywhere')}
              </Button>
            ) : (
              <Button variant="outline" busy={locating} onClick={locate}>
                <LocateFixed className="h-4 w-4" aria-hidden="true" />
                {t('filters.nearMe')}
              </Button>
            )}
            <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
              {t('filters.radius')}
              <Select value={radiusKm} disabled={!near} onChange={(e) => setRadiusKm(Number(e.target.value))}>
                {RADII.map((km) => (
                  <option key={km} value={km}>
                    {t('distance', { km })}
                  </option>
                ))}
              </Select>
            </label>
          </div>
        </div>
        {locationError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('filters.locationFailed')}
          </p>
        )}
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('view.label')} className="flex gap-2">
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
            className={chip(view === 'list')}
          >
            <List className="h-4 w-4" aria-hidden="true" />
            {t('view.list')}
          </button>
          <button
            type="button"
            aria-pressed={view === 'month'}
            onClick={() => setView('month')}
            className={chip(view === 'month')}
          >
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {t('view.month')}
          </button>
        </div>
        {view === 'month' && (
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('month.previous')}
              onClick={() => setSelected(dayKey(addMonths(month, -1)))}
            >
              <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </Button>
            <span className="min-w-36 text-center font-semibold text-deep dark:text-white">
              {new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(month)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('month.next')}
              onClick={() => setSelected(dayKey(addMonths(month, 1)))}
            >
              <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSelected(todayKey)}>
              {t('month.today')}
            </Button>
          </div>
        )}
      </div>

      {query.isPending ? (
        <div aria-busy="true" aria-label={t('loading')} className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className="h-20 animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
            />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : view === 'month' ? (
        <MonthGrid month={month} entries={query.data.items} selected={selected} onSelect={setSelected} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <CalendarList entries={query.data.items} />
      )}
    </div>
  );
}
