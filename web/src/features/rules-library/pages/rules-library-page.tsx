import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BookOpen, Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { useDeleteRuleSet, useRuleSets } from '#web/features/rules-library/api/rule-sets';
import { PageHeader } from '#web/components/ui/page-header';

const primaryLink =
  'inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-open px-4 text-[15px] font-semibold text-white hover:bg-open-600';

/** /admin/rules-library: rule sets and templates directors start events from. */
export function RulesLibraryPage() {
  const { t } = useTranslation('rules');
  useDocumentTitle(t('library.title'));
  const query = useRuleSets();
  const remove = useDeleteRuleSet();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('library.title')}
        subtitle={t('library.subtitle')}
        actions={
          <Link to="/admin/rules-library/create" className={primaryLink}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('library.create')}
          </Link>
        }
      />
      <Card>
        {query.isPending ? (
          <div className="space-y-3 p-4" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-5 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={BookOpen} title={t('library.emptyTitle')} hint={t('library.emptyHint')} />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {query.data.items.map((ruleSet) => (
              <li key={ruleSet.id} className="flex flex-wrap items-center gap-3 p-4">
                <Link
                  to={`/admin/rules-library/edit/${ruleSet.id}`}
                  className="min-w-0 flex-1 font-semibold text-deep hover:underline dark:text-white"
                >
                  {ruleSet.title}
                </Link>
                {ruleSet.isTemplate && (
                  <span className="rounded-full bg-shallows px-2.5 py-0.5 text-xs font-semibold text-deep dark:bg-slate-800 dark:text-slate-100">
                    {t('library.template')}
                  </span>
                )}
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`form.modes.${ruleSet.scoring.mode}`)}
                </span>
                {confirming === ruleSet.id ? (
                  <Button
                    variant="danger"
                    size="sm"
                    busy={remove.isPending}
                    onClick={() =>
                      remove.mutate(ruleSet.id, {
                        onSuccess: () => {
                          setConfirming(null);
                          toast.success(t('library.deleted'));
                        },
                        onError: (error) =>
                          toast.error(t('library.deleteFailed'), { description: errorMessage(t, error) }),
                      })
                    }
                  >
                    {t('library.confirmDelete')}
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('library.delete', { title: ruleSet.title })}
                    onClick={() => setConfirming(ruleSet.id)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
