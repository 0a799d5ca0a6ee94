import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FishOff, Trophy } from 'lucide-react';
import {
  STATUS_FILTERS,
  StatusFilterSchema,
  type StatusFilter,
} from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/input';
import { cn } from '#web/components/ui/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { EmptyState } from '#web/components/ui/empty-state';
import { useTournaments, type TournamentFilters } from '#web/features/tournaments/api/get-tournaments';
import { EventCard, EventCardSkeleton } from '#web/features/tournaments/components/event-card';
import { PageHeader } from '#web/components/ui/page-header';
import { ShowMore } from '#web/components/ui/paged-list';
import { DEFAULT_LANGUAGE } from '@tightlines/domain/i18n/languages';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';

function useFilters(): [TournamentFilters, (next: Partial<TournamentFilters>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const status = StatusFilterSchema.safeParse(params.get('status'));
  const filters: TournamentFilters = {
    status: status.success ? status.data : 'all',
    location: params.get('location') ?? '',
    species: params.get('species') ?? '',
  };
  const update = (next: Partial<TournamentFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    if (merged.status !== 'all') search.set('status', merged.status);
    if (merged.location) search.set('location', merged.location);
    if (merged.species) search.set('species', merged.species);
    setParams(search, { replace: true });
  };
  return [filters, update, () => setParams(new URLSearchParams(), { replace: true })];
}

/** /tournaments: status, location and species filters, show more, empty state with clear-all. */
export function TournamentsPage() {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('tournaments');
  useDocumentTitle(t('list.title'));
  const [filters, setFilters, clearFilters] = useFilters();
  const query = useTournaments(filters, i18n.language);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const facets = query.data?.pages[0]?.facets;
  const filtered = filters.status !== 'all' || filters.location !== '' || filters.species !== '';
  const speciesName = useSpeciesName();
  const speciesOptions = useMemo(() => {
    const values = [...new Set([...(facets?.species ?? []), ...(filters.species ? [filters.species] : [])])];
    const options = values.map((value) => ({ value, label: speciesName(value) }));
    // The server lists them in English order; translated, they are put in the reader's order.
    if (i18n.resolvedLanguage !== DEFAULT_LANGUAGE) {
      const collator = new Intl.Collator(i18n.resolvedLanguage);
      options.sort((a, b) => collator.compare(a.label, b.label));
    }
    return options;
  }, [facets, filters.species, speciesName, i18n.resolvedLanguage]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        eyebrow={
          <>
            <Trophy className="h-4 w-4" aria-hidden="true" />
            {t('list.eyebrow')}
          </>
        }
        title={t('list.title')}
        subtitle={t('list.subtitle')}
      />

      <div className="mb-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 shadow-[var(--shadow-soft)] lg:flex-row lg:items-end dark:border-slate-800 dark:bg-slate-900">
        <div
          role="group"
          aria-label={t('filters.status')}
          className="flex gap-1 overflow-x-auto rounded-[var(--radius-control)] bg-slate-100 p-1 dark:bg-slate-800"
        >
          {STATUS_FILTERS.map((status: StatusFilter) => (
            <button
              key={status}
              type="button"
              aria-pressed={filters.status === status}
              onClick={() => setFilters({ status })}
              className={cn(
                'min-h-11 flex-1 whitespace-nowrap rounded-md px-4 text-sm font-semibold transition-colors',
                filters.status === status
                  ? 'bg-white text-deep shadow-sm dark:bg-slate-900 dark:text-white'
                  : 'text-slate-600 hover:text-deep dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {t(`filters.${status}`)}
            </button>
          ))}
        </div>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.location')}
          <Select value={filters.location} onChange={(event) => setFilters({ location: event.target.value })}>
            <option value="">{t('filters.anyLocation')}</option>
            {[
              ...new Set([...(facets?.locations ?? []), ...(filters.location ? [filters.location] : [])]),
            ].map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.species')}
          <Select value={filters.species} onChange={(event) => setFilters({ species: event.target.value })}>
            <option value="">{t('filters.anySpecies')}</option>
            {speciesOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </label>
        {filtered && (
          <Button variant="ghost" onClick={clearFilters} className="lg:self-end">
            {t('filters.clearAll')}
          </Button>
        )}
      </div>

      {query.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('list.loading')}
          aria-busy="true"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FishOff}
          title={t('list.emptyTitle')}
          hint={t('list.emptyHint')}
          action={
            filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                {t('filters.clearAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('list.count', { count: query.data.pages[0]?.total ?? items.length })}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('list.title')}>
            {items.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <ShowMore query={query} variant="outline" size="lg" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
