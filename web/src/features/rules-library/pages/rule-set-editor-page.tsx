import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowLeft } from 'lucide-react';
import { PageSpinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { useRuleSet, useSaveRuleSet } from '#web/features/rules-library/api/rule-sets';
import { RuleSetForm } from '#web/features/rules-library/components/rule-set-form';
import { PageHeader } from '#web/components/ui/page-header';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

function BackLink() {
  const { t } = useTranslation('rules');
  return (
    <Link
      to="/admin/rules-library"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-open hover:underline"
    >
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      {t('library.title')}
    </Link>
  );
}

/** /admin/rules-library/create */
export function CreateRuleSetPage() {
  usePreloadSpeciesNames();
  const { t } = useTranslation('rules');
  useDocumentTitle(t('editor.createTitle'));
  const navigate = useNavigate();
  const save = useSaveRuleSet();
  return (
    <>
      <BackLink />
      <PageHeader title={t('editor.createTitle')} />
      <RuleSetForm
        initial={{ title: '', body: '', scoring: { mode: 'weight' }, penalties: [], isTemplate: true }}
        busy={save.isPending}
        submitLabel={t('editor.create')}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: () => {
              toast.success(t('editor.saved'));
              void navigate('/admin/rules-library');
            },
            onError: (error) => toast.error(t('editor.failed'), { description: errorMessage(t, error) }),
          })
        }
      />
    </>
  );
}

/** /admin/rules-library/edit/{id} */
export function EditRuleSetPage() {
  usePreloadSpeciesNames();
  const { id = '' } = useParams();
  const { t } = useTranslation('rules');
  const query = useRuleSet(id);
  const save = useSaveRuleSet(id);
  useDocumentTitle(query.data?.title ?? null);
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <BackLink />
      <PageHeader title={t('editor.editTitle')} />
      <RuleSetForm
        initial={query.data}
        busy={save.isPending}
        submitLabel={t('editor.save')}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: () => toast.success(t('editor.saved')),
            onError: (error) => toast.error(t('editor.failed'), { description: errorMessage(t, error) }),
          })
        }
      />
    </>
  );
}
