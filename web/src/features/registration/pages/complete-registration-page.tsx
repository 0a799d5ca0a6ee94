import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMyRegistrations } from '#web/features/registration/api/registrations';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationCard } from '#web/features/registration/components/registration-card';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';

/** /complete-registration: what is left to do: drafts to finish and fees still to pay at check-in. */
export function CompleteRegistrationPage() {
  return (
    <RequireSignIn>
      <Complete />
    </RequireSignIn>
  );
}

function Complete() {
  const { t } = useTranslation('registration');
  const list = useMyRegistrations();
  const drafts = list.data?.items.filter((item) => item.status === 'draft' && item.isMine) ?? [];
  const unpaid =
    list.data?.items.filter(
      (item) => item.status === 'registered' && item.paymentStatus !== 'paid' && item.isMine,
    ) ?? [];
  return (
    <PageShell title={t('complete.title')} intro={t('complete.intro')}>
      {list.isPending ? (
        <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : drafts.length === 0 && unpaid.length === 0 ? (
        <div className="space-y-3 py-8 text-center">
          <p className="font-semibold text-deep dark:text-slate-100">{t('complete.allDone')}</p>
          <Link to="/registrations" className="font-medium text-open underline">
            {t('register.myRegistrations')}
          </Link>
        </div>
      ) : (
        <>
          {drafts.length > 0 && (
            <section className="space-y-3" aria-labelledby="drafts-heading">
              <h2 id="drafts-heading" className="text-lg font-bold text-deep dark:text-slate-100">
                {t('complete.drafts')}
              </h2>
              <ul className="space-y-3">
                {drafts.map((item) => (
                  <li key={item.id}>
                    <RegistrationCard registration={item} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {unpaid.length > 0 && (
            <section className="space-y-3" aria-labelledby="unpaid-heading">
              <h2 id="unpaid-heading" className="text-lg font-bold text-deep dark:text-slate-100">
                {t('complete.unpaid')}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('wizard.feeHint')}</p>
              <ul className="space-y-3">
                {unpaid.map((item) => (
                  <li key={item.id}>
                    <RegistrationCard registration={item} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </PageShell>
  );
}
