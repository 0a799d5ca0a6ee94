import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMyRegistrations } from '#web/features/registration/api/registrations';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationCard } from '#web/features/registration/components/registration-card';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';
import { PaymentOutcome } from '#web/features/payments';

/** /series-registration/success?seriesId=: the registrations the series registration made. */
export function SeriesSuccessPage() {
  return (
    <RequireSignIn>
      <SeriesSuccess />
    </RequireSignIn>
  );
}

function SeriesSuccess() {
  const { t } = useTranslation('registration');
  const [params] = useSearchParams();
  const seriesId = params.get('seriesId');
  const paymentId = params.get('payment');
  const list = useMyRegistrations();
  const items =
    list.data?.items.filter((item) => item.seriesId === seriesId && item.status === 'registered') ?? [];
  return (
    <PageShell title={t('series.successTitle')} intro={t('series.successIntro')}>
      {paymentId && <PaymentOutcome paymentId={paymentId} />}
      {list.isPending ? (
        <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <RegistrationCard registration={item} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/registrations" className={buttonClasses('primary')}>
          {t('register.myRegistrations')}
        </Link>
        {seriesId && (
          <Link to={`/series/${seriesId}/leaderboard`} className={buttonClasses('outline')}>
            {t('series.leaderboard')}
          </Link>
        )}
      </div>
    </PageShell>
  );
}
