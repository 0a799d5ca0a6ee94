import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, Search, UsersRound } from 'lucide-react';
import { GROUP_PRIVACIES, GROUP_TYPES } from '@tightlines/domain/groups/contract';
import { SPECIES_KEYS } from '@tightlines/domain/tournaments/species';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input, Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMe } from '#web/lib/session';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useGroups, type GroupFilters } from '#web/features/groups/api/groups';
import { GroupCard, GroupCardSkeleton } from '#web/features/groups/components/group-card';

const SORTS = ['members', 'active', 'new'] as const;
const FILTER_KEYS = ['q', 'type', 'species', 'region', 'privacy'] as const;

function useFilters(): [GroupFilters, (next: Partial<GroupFilters>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const filters: GroupFilters = {
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    species: params.get('species') ?? '',
    region: params.get('region') ?? '',
    privacy: params.get('privacy') ?? '',
    sort: SORTS.find((value) => value === sort) ?? 'members',
  };
  const update = (next: Partial<GroupFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) if (merged[key]) search.set(key, merged[key]);
    if (merged.sort !== 'members') search.set('sort', merged.sort);
    setParams(search, { replace: true });
  };
  return [filters, update, () => setParams(new URLSearchParams(), { replace: true })];
}

/** A text filter typed freely and sent once typing pauses. */
function useTypedFilter(value: string, apply: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== value) apply(debounced.trim());
    // Only a new typed value is applied; `apply` changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [text, setText];
}

/** /groups: the directory with search, type, species, region and privacy filters, and "show more". */
export function GroupsPage() {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('groups');
  useDocumentTitle(t('directory.title'));
  const signedIn = Boolean(useMe().data?.user);
  const [filters, setFilters, clearFilters] = useFilters();
  const [q, setQ] = useTypedFilter(filters.q, (value) => setFilters({ q: value }));
  const [region, setRegion] = useTypedFilter(filters.region, (value) => setFilters({ region: value }));
  const query = useGroups(filters);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = FILTER_KEYS.some((key) => filters[key] !== '');
  const speciesName = useSpeciesName();
  const speciesOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return SPECIES_KEYS.map((value) => ({ value, label: speciesName(value) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [speciesName, i18n.resolvedLanguage]);
  const clear = () => {
    setQ('');
    setRegion('');
    clearFilters();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        eyebrow={
          <>
            <UsersRound className="h-4 w-4" aria-hidden="true" />
            {t('directory.eyebrow')}
          </>
        }
        title={t('directory.title')}
        subtitle={t('directory.subtitle')}
        actions={
          signedIn ? (
            <Link to="/groups/new" className={buttonClasses('primary', 'md')}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('directory.create')}
            </Link>
          ) : undefined
        }
      />

      <div
        role="search"
        aria-label={t('filters.label')}
        className="mb-6 grid gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 shadow-[var(--shadow-soft)] sm:grid-cols-2 lg:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-deep sm:col-span-2 dark:text-slate-200">
          {t('filters.search')}
          <span className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('filters.searchPlaceholder')}
              className="ps-9"
            />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.type')}
          <Select value={filters.type} onChange={(event) => setFilters({ type: event.target.value })}>
            <option value="">{t('filters.anyType')}</option>
            {GROUP_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
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
        <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.region')}
          <Input
            value={region}
            onChange={(event) => setRegion(event.target.value)}
            placeholder={t('filters.regionPlaceholder')}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-deep dark:text-slate-200">
          {t('filters.privacy')}
          <Select value={filters.privacy} onChange={(event) => setFilters({ privacy: event.target.value })}>
            <option value="">{t('filters.anyPrivacy')}</option>
            {GROUP_PRIVACIES.map((privacy) => (
              <option key={privacy} value={privacy}>
                {t(`privacy.${privacy}`)}
              </option>
            ))}
          </Select>
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-6">
          <label className="flex items-center gap-2 text-sm font-medium text-deep dark:text-slate-200">
            {t('filters.sort')}
            <Select
              value={filters.sort}
              onChange={(event) => setFilters({ sort: event.target.value as GroupFilters['sort'] })}
              className="w-auto"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`filters.sorts.${sort}`)}
                </option>
              ))}
            </Select>
          </label>
          {filtered && (
            <Button variant="ghost" onClick={clear} className="ms-auto">
              {t('filters.clearAll')}
            </Button>
          )}
        </div>
      </div>

      {query.isPending ? (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t('directory.loading')}
          aria-busy="true"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <GroupCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={filtered ? t('directory.emptyFiltered') : t('directory.empty')}
          hint={signedIn ? t('directory.emptyHint') : undefined}
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                {t('filters.clearAll')}
              </Button>
            ) : signedIn ? (
              <Link to="/groups/new" className={buttonClasses('primary', 'md')}>
                {t('directory.create')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('directory.listLabel')}>
            {items.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} />
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
