import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMyRegistrations } from '#web/features/registration/api/registrations';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { RegistrationCard } from '#web/features/registration/components/registration-card';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';

/** /registrations: my registrations (drafts to finish, entries with their payment status, cancelled ones). */
export function RegistrationsPage() {
  return (
    <RequireSignIn>
      <Registrations />
    </RequireSignIn>
  );
}

function Registrations() {
  const { t } = useTranslation('registration');
  const list = useMyRegistrations();
  return (
    <PageShell title={t('list.title')}>
      <div className="flex justify-end">
        <Link to="/register" className={buttonClasses('primary')}>
          {t('list.new')}
        </Link>
      </div>
      {list.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-32 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <ClipboardList className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-deep dark:text-slate-100">{t('list.empty')}</p>
          <Link to="/tournaments" className={buttonClasses('outline')}>
            {t('list.browse')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((registration) => (
            <li key={registration.id}>
              <RegistrationCard registration={registration} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
