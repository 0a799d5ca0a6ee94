import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fish, Package, Plus } from 'lucide-react';
import { SPECIES_CATALOGUE } from '@tightlines/domain/tournaments/species';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryState } from '#web/components/ui/query-state';
import { PAGES } from '#web/lib/pages';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMyCatchLog, type LogFilters } from '#web/features/angler-log/api/catch-log';
import { CatchCard } from '#web/features/angler-log/components/catch-card';
import { CatchFormDialog } from '#web/features/angler-log/components/catch-form-dialog';

/** /profile/catch-log: my catches as cards, filters by species and dates, "Log a catch". */
export function CatchLogPage() {
  usePreloadSpeciesNames();
  const { t } = useTranslation('angler-log');
  useDocumentTitle(t('log.title'));
  const speciesName = useSpeciesName();
  const [filters, setFilters] = useState<LogFilters>({});
  const [adding, setAdding] = useState(false);
  const log = useMyCatchLog(filters);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.species || filters.from || filters.to);
  const set = (change: Partial<LogFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6">
      <PageHeader
        title={t('log.title')}
        subtitle={t('log.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={PAGES.tackleBox.path} className={buttonClasses('outline', 'md')}>
              <Package className="h-4 w-4" aria-hidden="true" />
              {t('tackle.title')}
            </Link>
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('log.add')}
            </Button>
          </div>
        }
      />
      <section
        aria-label={t('log.filters')}
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <Field label={t('log.species')}>
          <Input
            list="catch-log-filter-species"
            value={filters.species ?? ''}
            onChange={(event) => set({ species: event.target.value.trim() || undefined })}
            autoComplete="off"
          />
        </Field>
        <datalist id="catch-log-filter-species">
          {SPECIES_CATALOGUE.map((species) => (
            <option key={species} value={species}>
              {speciesName(species)}
            </option>
          ))}
        </datalist>
        <Field label={t('log.from')}>
          <Input
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </Field>
        <Field label={t('log.to')}>
          <Input
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </Field>
        {filtered && (
          <Button variant="ghost" onClick={() => setFilters({})}>
            {t('log.clearFilters')}
          </Button>
        )}
      </section>
      <QueryState
        query={log}
        errorTitle={t('log.loadFailed')}
        isEmpty={() => items.length === 0}
        skeleton={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <div
                key={n}
                className="aspect-[4/5] animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
              />
            ))}
          </div>
        }
        empty={
          filtered ? (
            <EmptyState
              icon={Fish}
              title={t('log.noMatches')}
              action={
                <Button variant="outline" onClick={() => setFilters({})}>
                  {t('log.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={Fish}
              title={t('log.empty')}
              hint={t('log.emptyHint')}
              action={<Button onClick={() => setAdding(true)}>{t('log.add')}</Button>}
            />
          )
        }
      >
        {() => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((entry) => (
              <li key={entry.id}>
                <CatchCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <div className="flex justify-center">
        <ShowMore query={log} variant="outline" size="md" />
      </div>
      <CatchFormDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
