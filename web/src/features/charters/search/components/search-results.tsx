import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { List, Map as MapIcon, SearchX } from 'lucide-react';
import type { ListingKind } from '@tightlines/domain/charters/contract';
import type { ListingCard as Card } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatMoney } from '#web/lib/format/money';
import { formatCount } from '#web/lib/format/numbers';
import { mapTiles } from '#web/lib/map-tiles';
import { useListingSearch } from '#web/features/charters/search/api/charters-search';
import type { SearchFilters } from '#web/features/charters/search/lib/filters';
import { formatRating } from '#web/features/charters/search/lib/format';
import { ListingCard, ListingCardSkeleton, placeOf } from './listing-card';

const ListingMap = lazy(() => import('./listing-map'));

/** List or map: a two-button switch (the map only when tiles are configured). */
function ViewSwitch({ view, onChange }: { view: 'list' | 'map'; onChange: (view: 'list' | 'map') => void }) {
  const { t } = useTranslation('charters');
  const option = (value: 'list' | 'map', Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
        view === value
          ? 'bg-white text-deep shadow dark:bg-slate-800 dark:text-white'
          : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {t(`results.${value}`)}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('results.view')}
      className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
    >
      {option('list', List)}
      {option('map', MapIcon)}
    </div>
  );
}

/**
 * The results of a search: how many, list or map, skeletons while loading, an error with retry, the empty words
 * with a reset, and "Show more".
 */
export function SearchResults({
  kind,
  filters,
  update,
  filtered,
  onReset,
  enabled = true,
}: {
  kind: ListingKind;
  filters: SearchFilters;
  update: (next: Partial<SearchFilters>) => void;
  filtered: boolean;
  onReset: () => void;
  enabled?: boolean;
}) {
  const { t, i18n } = useTranslation('charters');
  const query = useListingSearch(kind, filters, enabled);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const first = query.data?.pages[0];
  const tiles = mapTiles();
  const popupOf = useCallback(
    (card: Card) => ({
      place: placeOf(card),
      price:
        card.fromPriceMinor === null
          ? null
          : t(card.fromPricingMode === 'per_person' ? 'card.fromPerPerson' : 'card.fromPerTrip', {
              price: formatMoney(card.fromPriceMinor, card.currency, i18n.language),
            }),
      rating:
        card.ratingAverage === null
          ? t('card.new')
          : `★ ${formatRating(card.ratingAverage, i18n.language)} · ${t('card.reviews', {
              count: card.reviewCount,
              formatted: formatCount(card.reviewCount, i18n.language),
            })}`,
      open: t('results.open'),
    }),
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="charter-results-title" className="mt-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="charter-results-title"
          className="text-lg font-bold text-deep dark:text-white"
          aria-live="polite"
        >
          {first
            ? t(first.totalCapped ? 'results.countCapped' : 'results.count', {
                count: first.total,
                formatted: formatCount(first.total, i18n.language),
              })
            : t('results.title')}
        </h2>
        <ViewSwitch view={filters.view} onChange={(view) => update({ view })} />
      </div>

      {query.isPending && enabled ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('results.loading')}
          aria-busy="true"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t(filtered ? 'results.emptyFiltered' : `results.empty.${kind}`)}
          hint={filtered ? t('results.emptyHint') : undefined}
          action={
            filtered ? (
              <Button variant="outline" onClick={onReset}>
                {t('filters.reset')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {filters.view === 'map' &&
            (tiles ? (
              <Suspense fallback={<Skeleton className="h-[60vh] min-h-80 w-full" />}>
                <ListingMap tiles={tiles} label={t('results.mapLabel')} items={items} popupOf={popupOf} />
              </Suspense>
            ) : (
              <p
                role="note"
                className="mb-4 rounded-lg bg-shallows px-4 py-3 text-sm text-deep dark:bg-slate-800 dark:text-slate-200"
              >
                {t('results.noMap')}
              </p>
            ))}
          {(filters.view === 'list' || !tiles) && (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('results.listLabel')}>
              {items.map((card) => (
                <li key={card.id}>
                  <ListingCard card={card} />
                </li>
              ))}
            </ul>
          )}
          {query.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <ShowMore query={query} variant="outline" size="lg" />
            </div>
          )}
        </>
      )}
    </section>
  );
}
