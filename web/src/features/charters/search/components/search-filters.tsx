import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, SlidersHorizontal } from 'lucide-react';
import { BOAT_CATEGORIES, FISHING_TYPES, type ListingKind } from '@tightlines/domain/charters/contract';
import { MoneyAmountField, useMoneyAmount } from '#web/components/forms/money-amount-field';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Input, Select } from '#web/components/ui/input';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { SORTS, type SearchFilters } from '#web/features/charters/search/lib/filters';
import { NearMe } from './near-me';

const label = 'flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200';

/** A text filter typed freely and applied once typing pauses. */
function useTyped(value: string, apply: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 350);
  useEffect(() => {
    if (debounced.trim() !== value) apply(debounced.trim());
    // Only a new typed value is applied; `apply` changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // A reset (or the back button) replaces what was typed.
  useEffect(() => {
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);
  return [text, setText];
}

/** The price range in the results' currency, applied with its button (typed amounts are checked first). */
function PriceRange({
  filters,
  update,
  currency,
}: {
  filters: SearchFilters;
  update: (next: Partial<SearchFilters>) => void;
  currency: string;
}) {
  const { t } = useTranslation('charters');
  const min = useMoneyAmount({ currency, initialMinor: filters.minPriceMinor ?? undefined });
  const max = useMoneyAmount({ currency, initialMinor: filters.maxPriceMinor ?? undefined });
  const apply = () => {
    const read = (amount: typeof min) => (amount.text.trim() === '' ? undefined : amount.read());
    const low = read(min);
    const high = read(max);
    if (low === null || high === null) return;
    update({ minPriceMinor: low ?? null, maxPriceMinor: high ?? null });
  };
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-deep dark:text-slate-200">{t('filters.price')}</legend>
      <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
        <MoneyAmountField label={t('filters.priceMin')} amount={min} />
        <MoneyAmountField label={t('filters.priceMax')} amount={max} />
        <Button variant="outline" className="mt-6" onClick={apply}>
          {t('filters.apply')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The search bar (what and where) and the filters; every change goes to the address. */
export function SearchFiltersPanel({
  kind,
  filters,
  update,
  currency,
  onReset,
  filtered,
}: {
  kind: ListingKind;
  filters: SearchFilters;
  update: (next: Partial<SearchFilters>) => void;
  currency: string;
  onReset: () => void;
  filtered: boolean;
}) {
  const { t } = useTranslation(['charters', 'charter-terms']);
  const [what, setWhat] = useTyped(filters.what, (value) => update({ what: value }));
  const [where, setWhere] = useTyped(filters.where, (value) => update({ where: value }));
  const point = filters.lat !== null && filters.lng !== null;
  // Phones show what and where first; the other filters open under a button that counts the ones in use.
  const [more, setMore] = useState(false);
  const inUse = [
    filters.date !== '',
    filters.party !== null,
    filters.category !== '',
    filters.fishingType !== '',
    filters.minPriceMinor !== null || filters.maxPriceMinor !== null,
  ].filter(Boolean).length;
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 shadow-[var(--shadow-soft)] sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <label className={label}>
        {t('filters.what')}
        <span className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={what}
            onChange={(event) => setWhat(event.target.value)}
            placeholder={t(kind === 'charter' ? 'filters.whatPlaceholder' : 'filters.whatHubPlaceholder')}
            className="ps-9"
          />
        </span>
      </label>
      <label className={label}>
        {t('filters.where')}
        <Input
          type="search"
          value={where}
          onChange={(event) => setWhere(event.target.value)}
          placeholder={t('filters.wherePlaceholder')}
        />
      </label>
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={more}
        aria-controls="charter-more-filters"
        onClick={() => setMore((open) => !open)}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {more ? t('filters.fewer') : inUse > 0 ? t('filters.moreCount', { n: inUse }) : t('filters.more')}
      </Button>
      <div id="charter-more-filters" className={cn(more ? 'contents' : 'hidden', 'sm:contents')}>
        <label className={label}>
          {t('filters.date')}
          <Input
            type="date"
            value={filters.date}
            min={new Date().toISOString().slice(0, 10)}
            onChange={(event) => update({ date: event.target.value })}
          />
        </label>
        <label className={label}>
          {t('filters.party')}
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            value={filters.party ?? ''}
            onChange={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              update({ party: Number.isFinite(value) && value >= 1 && value <= 200 ? value : null });
            }}
          />
        </label>
        {kind === 'charter' && (
          <label className={label}>
            {t('filters.category')}
            <Select
              value={filters.category}
              onChange={(event) => update({ category: event.target.value as SearchFilters['category'] })}
            >
              <option value="">{t('filters.anyCategory')}</option>
              {BOAT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`charter-terms:category.${category}`)}
                </option>
              ))}
            </Select>
          </label>
        )}
        {kind === 'charter' && (
          <label className={label}>
            {t('filters.fishingType')}
            <Select
              value={filters.fishingType}
              onChange={(event) =>
                update({ fishingType: event.target.value as SearchFilters['fishingType'] })
              }
            >
              <option value="">{t('filters.anyFishingType')}</option>
              {FISHING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`charter-terms:fishingType.${type}`)}
                </option>
              ))}
            </Select>
          </label>
        )}
        <PriceRange
          // A reset or a shared address starts the fields again from the address.
          key={`${filters.minPriceMinor ?? ''}-${filters.maxPriceMinor ?? ''}-${currency}`}
          filters={filters}
          update={update}
          currency={currency}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
        <NearMe filters={filters} update={update} />
        <label className="flex items-center gap-2 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.sort')}
          <Select
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as SearchFilters['sort'] })}
            className="w-auto"
          >
            {SORTS.filter((sort) => sort !== 'distance' || point).map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </Select>
        </label>
        {filtered && (
          <Button variant="ghost" onClick={onReset} className="ms-auto">
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </div>
  );
}
