import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMyRegistrations, useRegistrationOptions } from '#web/features/registration/api/registrations';
import { PayPanel, type PayableRegistration } from '#web/features/payments';
import { buttonClasses } from '#web/components/ui/button';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationCard } from '#web/features/registration/components/registration-card';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';

/**
 * /complete-registration: what is left to do: drafts to finish and fees still to pay. With
 * `?registration=ID[,ID…]` (after the wizard or a series registration, or "Pay now"), the pay page for them;
 * `&cancelled=1` when the person came back from the provider's checkout without paying.
 */
export function CompleteRegistrationPage() {
  const [params] = useSearchParams();
  const ids = (params.get('registration') ?? '').split(',').filter(Boolean);
  return (
    <RequireSignIn>
      {ids.length > 0 ? <Pay ids={ids} cancelled={params.get('cancelled') === '1'} /> : <Complete />}
    </RequireSignIn>
  );
}

/** Payments (issue 17): the pay page for registrations of mine. */
function Pay({ ids, cancelled }: { ids: string[]; cancelled: boolean }) {
  const { t } = useTranslation('registration');
  const { t: tp } = useTranslation('payments');
  const list = useMyRegistrations();
  const options = useRegistrationOptions();
  const chosen =
    list.data?.items.filter((item) => ids.includes(item.id) && item.status === 'registered') ?? [];
  const unpaid = chosen.filter((item) => item.paymentStatus !== 'paid');
  const payable: PayableRegistration[] = unpaid.map((item) => ({
    id: item.id,
    eventName: item.event.name,
    entrantName: item.entrantName,
    feeMinor: item.feeMinor,
    currency: item.currency,
    holdExpiresAt: item.holdExpiresAt ?? null,
    money: options.data?.events.find((event) => event.id === item.event.id)?.money,
  }));
  const seriesId = chosen.find((item) => item.seriesId)?.seriesId ?? null;
  const successPath = (paymentId: string) =>
    chosen.length > 1 && seriesId
      ? `/series-registration/success?seriesId=${encodeURIComponent(seriesId)}&payment=${encodeURIComponent(paymentId)}`
      : `/registration-success?id=${encodeURIComponent(chosen[0]?.id ?? '')}&payment=${encodeURIComponent(paymentId)}`;
  return (
    <PageShell title={tp('pay.title')} intro={tp('pay.intro')}>
      {list.isPending ? (
        <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : chosen.length === 0 ? (
        <div className="space-y-3 py-8 text-center">
          <p className="font-semibold text-deep dark:text-slate-100">{tp('pay.notFound')}</p>
          <Link to="/registrations" className={buttonClasses('outline')}>
            {t('register.myRegistrations')}
          </Link>
        </div>
      ) : unpaid.length === 0 ? (
        <div className="space-y-3 py-8 text-center">
          <p className="font-semibold text-success">{tp('pay.alreadyPaid')}</p>
          <Link to="/registrations" className={buttonClasses('primary')}>
            {t('register.myRegistrations')}
          </Link>
        </div>
      ) : (
        <PayPanel
          registrations={payable}
          cancelled={cancelled}
          declined={cancelled && unpaid.some((item) => item.paymentStatus === 'payment_failed')}
          successPath={successPath}
        />
      )}
    </PageShell>
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
              {unpaid.some((item) => !item.canPay) && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{t('wizard.feeHint')}</p>
              )}
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
