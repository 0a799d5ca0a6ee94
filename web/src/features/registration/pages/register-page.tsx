import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRegistrationOptions } from '#web/features/registration/api/registrations';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationWizard } from '#web/features/registration/components/registration-wizard';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';
import { WizardSkeleton } from '#web/features/registration/components/wizard-skeleton';
import { emptyWizard } from '#web/features/registration/lib/wizard-form';

/** /register?eventId= and /tournament-registration: the registration wizard. */
export function RegisterPage() {
  return (
    <RequireSignIn>
      <Register />
    </RequireSignIn>
  );
}

function Register() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const wanted = params.get('eventId') ?? '';
  const options = useRegistrationOptions();
  const open = options.data?.events.some((event) => event.id === wanted) ?? false;
  return (
    <PageShell title={t('register.title')} intro={t('register.intro')}>
      {options.isPending ? (
        <WizardSkeleton />
      ) : options.isError ? (
        <QueryError error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <>
          {wanted && !open && (
            <p
              role="status"
              className="rounded-[var(--radius-control)] bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
            >
              {t('register.notOpen')}
            </p>
          )}
          <RegistrationWizard
            options={options.data}
            initial={emptyWizard(options.data, open ? wanted : '')}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Link to="/registrations" className="font-medium text-open underline">
              {t('register.myRegistrations')}
            </Link>
          </p>
        </>
      )}
    </PageShell>
  );
}
