import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useRegistrationOptions, useResumeDraft } from '#web/features/registration/api/registrations';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationWizard } from '#web/features/registration/components/registration-wizard';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';
import { WizardSkeleton } from '#web/features/registration/components/wizard-skeleton';
import { fromDraft } from '#web/features/registration/lib/wizard-form';

/** /resume-registration/{token}: the e-mailed link opens the saved draft in the wizard (its owner only). */
export function ResumeRegistrationPage() {
  return (
    <RequireSignIn>
      <Resume />
    </RequireSignIn>
  );
}

function Resume() {
  const { t } = useTranslation('registration');
  const { token = '' } = useParams();
  const draft = useResumeDraft(token);
  const options = useRegistrationOptions();
  const refused = draft.error instanceof ApiRequestError && [403, 404].includes(draft.error.status);
  return (
    <PageShell title={t('resume.title')} intro={t('resume.intro')}>
      {draft.isPending || options.isPending ? (
        <WizardSkeleton />
      ) : refused ? (
        <div
          role="alert"
          className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 p-6 dark:border-slate-800"
        >
          <p className="font-semibold text-deep dark:text-slate-100">{errorMessage(t, draft.error)}</p>
          <Link to="/registrations" className="font-medium text-open underline">
            {t('register.myRegistrations')}
          </Link>
        </div>
      ) : draft.isError || options.isError ? (
        <QueryError
          error={draft.error ?? options.error}
          onRetry={() => {
            void draft.refetch();
            void options.refetch();
          }}
        />
      ) : draft.data.draft ? (
        <RegistrationWizard
          options={options.data}
          initial={fromDraft(draft.data.draft)}
          initialStep={draft.data.draft.step}
          draftId={draft.data.id}
        />
      ) : (
        <QueryError error={null} onRetry={() => void draft.refetch()} />
      )}
    </PageShell>
  );
}
