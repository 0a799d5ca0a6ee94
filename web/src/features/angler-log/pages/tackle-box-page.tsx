import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Award, Fish, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  mostProductiveTackle,
  TACKLE_CATEGORIES,
  type TackleItem,
} from '@tightlines/domain/angler-log/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { PAGES } from '#web/lib/pages';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDeleteTackle, useTackleBox } from '#web/features/angler-log/api/tackle';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TackleFormDialog } from '#web/features/angler-log/components/tackle-form-dialog';

/** /tackle-box: my tackle grouped by category, add/edit/delete, and what caught the most. */
export function TackleBoxPage() {
  usePreloadSpeciesNames();
  const { t } = useTranslation('angler-log');
  useDocumentTitle(t('tackle.title'));
  const box = useTackleBox();
  const [adding, setAdding] = useState(false);
  const items = box.data?.items ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6">
      <PageHeader
        title={t('tackle.title')}
        subtitle={t('tackle.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={PAGES.catchLog.path} className={buttonClasses('outline', 'md')}>
              <Fish className="h-4 w-4" aria-hidden="true" />
              {t('log.title')}
            </Link>
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('tackle.add')}
            </Button>
          </div>
        }
      />
      <QueryState
        query={box}
        errorTitle={t('tackle.loadFailed')}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            icon={Package}
            title={t('tackle.empty')}
            hint={t('tackle.emptyHint')}
            action={<Button onClick={() => setAdding(true)}>{t('tackle.add')}</Button>}
          />
        }
      >
        {() => (
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="space-y-6">
              {TACKLE_CATEGORIES.map((category) => {
                const inCategory = items.filter((item) => item.category === category);
                if (inCategory.length === 0) return null;
                return (
                  <section key={category} aria-labelledby={`tackle-${category}`}>
                    <h2
                      id={`tackle-${category}`}
                      className="mb-2 text-lg font-bold text-deep dark:text-white"
                    >
                      {t(`categories.${category}`)}{' '}
                      <span className="text-sm font-medium text-slate-500 dark:text-slate-400">
                        ({inCategory.length})
                      </span>
                    </h2>
                    <ul className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
                      {inCategory.map((item) => (
                        <TackleRow key={item.id} item={item} />
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
            <MostProductive items={items} />
          </div>
        )}
      </QueryState>
      <TackleFormDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}

function TackleRow({ item }: { item: TackleItem }) {
  const { t } = useTranslation(['angler-log', 'errors']);
  const remove = useDeleteTackle();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-deep dark:text-slate-100">{item.name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {[
            item.brand,
            t('tackle.quantityShort', { n: item.quantity }),
            item.catchCount > 0 ? t('tackle.caught', { n: item.catchCount }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {item.notes && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.notes}</p>}
      </div>
      <div className="flex gap-1">
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('tackle.editLabel', { name: item.name })}
          onClick={() => setEditing(true)}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('tackle.deleteLabel', { name: item.name })}
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <TackleFormDialog open={editing} onOpenChange={setEditing} item={item} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('tackle.deleteTitle')}
        description={
          item.catchCount > 0
            ? t('tackle.deleteBodyCaught', { name: item.name })
            : t('tackle.deleteBody', { name: item.name })
        }
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('tackle.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(item.id, {
            onSuccess: () => {
              toast.success(t('toast.tackleDeleted'));
              setDeleting(false);
            },
            onError: () => toast.error(t('errors:tackleDeleteFailed')),
          })
        }
      />
    </li>
  );
}

/** "What caught the most": the item with the most logged catches and its best fish. */
function MostProductive({ items }: { items: readonly TackleItem[] }) {
  const { t, i18n } = useTranslation('angler-log');
  const speciesName = useSpeciesName();
  const best = mostProductiveTackle(items);
  return (
    <aside
      aria-labelledby="most-productive"
      className="h-fit rounded-[var(--radius-card)] border border-slate-200 bg-shallows p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="most-productive"
        className="flex items-center gap-2 text-lg font-bold text-deep dark:text-white"
      >
        <Award className="h-5 w-5 text-open dark:text-open-400" aria-hidden="true" />
        {t('tackle.mostTitle')}
      </h2>
      {best ? (
        <div className="mt-3 space-y-1">
          <p className="text-xl font-extrabold text-deep dark:text-white">{best.name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('tackle.caught', { n: best.catchCount })}
          </p>
          {best.bestCatch && (
            <p className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
              {t('tackle.bestFish', {
                fish: [
                  speciesName(best.bestCatch.species),
                  best.bestCatch.weightGrams ? formatWeight(best.bestCatch.weightGrams, i18n.language) : null,
                  best.bestCatch.lengthMm ? formatLength(best.bestCatch.lengthMm, i18n.language) : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              })}
            </p>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('tackle.mostEmpty')}</p>
      )}
    </aside>
  );
}
