import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { List, Map as MapIcon, Search } from 'lucide-react';
import { REPORT_SPECIES } from '@tightlines/domain/fishing-reports/contract';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Input, Select } from '#web/components/ui/input';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import type { ReportFilters as Filters } from '#web/features/fishing-reports/lib/filters';

const label = 'block text-sm font-medium text-deep dark:text-slate-200';

/** Place (typed, applied after a pause), species and the days fished; list or map. */
export function ReportFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('fishing-reports');
  const [place, setPlace] = useState(filters.place);
  const debounced = useDebouncedValue(place, 300);
  // The address can change the place too (a trending location's link): follow it.
  useEffect(() => setPlace(filters.place), [filters.place]);
  useEffect(() => {
    if (debounced.trim() !== filters.place.trim()) onChange({ place: debounced });
    // Only a typed change is applied; `filters` moving on its own must not re-apply an old value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const active = Boolean(filters.place || filters.species || filters.from || filters.to);

  const view = (value: Filters['view'], Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={filters.view === value}
      onClick={() => onChange({ view: value })}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
        filters.view === value
          ? 'bg-white text-deep shadow dark:bg-slate-800 dark:text-white'
          : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(`filters.${value}`)}
    </button>
  );

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ place });
      }}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      {filters.view === 'list' && (
        <>
          <label className="space-y-1.5">
            <span className={label}>{t('filters.place')}</span>
            <span className="relative block">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden="true"
              />
              <Input
                type="search"
                value={place}
                maxLength={120}
                onChange={(event) => setPlace(event.target.value)}
                placeholder={t('filters.placePlaceholder')}
                className="ps-9"
              />
            </span>
          </label>
          <label className="space-y-1.5">
            <span className={label}>{t('filters.species')}</span>
            <Select
              value={filters.species}
              onChange={(event) => onChange({ species: event.target.value as Filters['species'] })}
            >
              <option value="">{t('filters.anySpecies')}</option>
              {REPORT_SPECIES.map((species) => (
                <option key={species} value={species}>
                  {t(`species.${species}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1.5">
            <span className={label}>{t('filters.from')}</span>
            <Input
              type="date"
              value={filters.from}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </label>
          <label className="space-y-1.5">
            <span className={label}>{t('filters.to')}</span>
            <Input
              type="date"
              value={filters.to}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </label>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2 lg:col-span-4">
        <div className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
          {view('list', List)}
          {view('map', MapIcon)}
        </div>
        {active && filters.view === 'list' && (
          <Button type="button" variant="ghost" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
