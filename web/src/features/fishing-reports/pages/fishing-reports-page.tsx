import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileText, LogIn, Plus, SearchX } from 'lucide-react';
import type { FishingReport } from '@tightlines/domain/fishing-reports/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useDeleteFishingReport,
  useFishingReports,
  useMyFishingReports,
} from '#web/features/fishing-reports/api/fishing-reports';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  type ReportFilters as Filters,
} from '#web/features/fishing-reports/lib/filters';
import { ReportCard, ReportCardSkeleton } from '#web/features/fishing-reports/components/report-card';
import { ReportFilters } from '#web/features/fishing-reports/components/report-filters';
import { ReportForm } from '#web/features/fishing-reports/components/report-form';
import { SpotsView } from '#web/features/fishing-reports/components/spots-view';
import { ReportColumns } from '#web/features/fishing-reports/components/report-columns';

type Query = ReturnType<typeof useFishingReports>;

/** A page of report cards with its loading, error, empty and "Show more" states. */
function ReportList({
  query,
  empty,
  onEdit,
  onDelete,
}: {
  query: Query;
  empty: React.ReactNode;
  onEdit: (report: FishingReport) => void;
  onDelete: (report: FishingReport) => void;
}) {
  const { t } = useTranslation('fishing-reports');
  if (query.data === undefined) {
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('list.loading')}>
        <ReportCardSkeleton />
        <ReportCardSkeleton />
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Card>{empty}</Card>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {items.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} onEdit={onEdit} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <ShowMore query={query} variant="outline" size="md" />
      </div>
    </div>
  );
}

/**
 * /fishing-reports (spec §2, §3, issue 19): public reports with filters in the address, the map of shared spots,
 * my own reports, submitting one (login needed), and trending locations beside them.
 */
export function FishingReportsPage() {
  const { t } = useTranslation('fishing-reports');
  useDocumentTitle(t('page.title'));
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const mineTab = signedIn && params.get('tab') === 'mine';
  const update = (next: Partial<Filters>) => {
    const merged = paramsFromFilters({ ...filters, ...next });
    if (mineTab) merged.set('tab', 'mine');
    setParams(merged, { replace: true });
  };
  const clear = () =>
    setParams(paramsFromFilters({ ...EMPTY_FILTERS, view: filters.view }), { replace: true });
  const showTab = (mine: boolean) => setParams(mine ? { tab: 'mine' } : {}, { replace: true });

  const reports = useFishingReports(filters);
  const mine = useMyFishingReports(mineTab);
  const remove = useDeleteFishingReport();
  const [editing, setEditing] = useState<FishingReport | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FishingReport | null>(null);
  const filtered = Boolean(filters.place || filters.species || filters.from || filters.to);

  const submitAction = signedIn ? (
    <Button onClick={() => setEditing('new')}>
      <Plus className="h-5 w-5" aria-hidden="true" />
      {t('page.submit')}
    </Button>
  ) : null;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('delete.done'));
        setDeleting(null);
      },
      onError: (error) => toast.error(t('delete.failed'), { description: errorMessage(t, error) }),
    });
  };

  const tabClass = (active: boolean) =>
    buttonClasses(active ? 'secondary' : 'ghost', 'md', active ? 'ring-1 ring-open/40' : undefined);

  return (
    <ReportColumns>
      <div className="space-y-6">
        <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={submitAction} />

        {!me.isPending && !signedIn && (
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <p className="font-medium text-deep dark:text-slate-100">{t('page.loginToSubmit')}</p>
            <Link
              to={`/auth/login?redirect=${encodeURIComponent('/fishing-reports')}`}
              className={buttonClasses('primary', 'md')}
            >
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {t('page.logIn')}
            </Link>
          </Card>
        )}

        <div className="space-y-4">
          {signedIn && (
            <div className="flex gap-2">
              <button
                type="button"
                aria-pressed={!mineTab}
                onClick={() => showTab(false)}
                className={tabClass(!mineTab)}
              >
                {t('page.all')}
              </button>
              <button
                type="button"
                aria-pressed={mineTab}
                onClick={() => showTab(true)}
                className={tabClass(mineTab)}
              >
                {t('page.mine')}
              </button>
            </div>
          )}
          {mineTab ? (
            <ReportList
              query={mine}
              empty={<EmptyState icon={FileText} title={t('list.mineEmpty')} action={submitAction} />}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ) : (
            <>
              <ReportFilters filters={filters} onChange={update} onClear={clear} />
              {filters.view === 'map' ? (
                <SpotsView />
              ) : (
                <ReportList
                  query={reports}
                  empty={
                    filtered ? (
                      <EmptyState
                        icon={SearchX}
                        title={t('list.noMatches')}
                        action={
                          <Button variant="outline" onClick={clear}>
                            {t('filters.clear')}
                          </Button>
                        }
                      />
                    ) : (
                      <EmptyState
                        icon={FileText}
                        title={t('list.empty')}
                        hint={t('list.emptyHint')}
                        action={submitAction}
                      />
                    )
                  }
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              )}
            </>
          )}
        </div>
      </div>

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? t('form.title') : t('form.editTitle')}
        closeLabel={t('form.close')}
      >
        {editing !== null && (
          <ReportForm report={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('delete.title')}
        closeLabel={t('form.close')}
      >
        <div className="space-y-4 p-4 sm:p-5">
          <p className="text-slate-700 dark:text-slate-300">{t('delete.body')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('delete.cancel')}
            </Button>
            <Button variant="danger" busy={remove.isPending} onClick={confirmDelete}>
              {t('delete.confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </ReportColumns>
  );
}
