import { useState } from 'react';
import { Check, MailCheck, Tags } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Plan } from '@tightlines/domain/payments/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  invoicePdfUrl,
  redirectTo,
  useMySubscriptions,
  usePlans,
  useSubscribe,
} from '#web/features/payments/api/payments';
import { PlanPrice } from '#web/features/payments/components/plan-price';
import { formatBasisPoints } from '#web/features/payments/components/quote-summary';

/** /pricing (public): the plans as cards; Subscribe goes to the provider's checkout, or offline e-mails an invoice. */
export function PricingPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('plans.title'));
  const plans = usePlans();
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const subscriptions = useMySubscriptions(signedIn);
  const current = subscriptions.data?.items.find((item) => item.status !== 'cancelled') ?? null;
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const active = plans.data?.items.filter((plan) => plan.active) ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      <div className="mt-8 space-y-6">
        {invoiceId && (
          <Card role="status" className="flex items-start gap-3 p-4">
            <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-open" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-semibold text-deep dark:text-slate-100">{t('plans.invoiceSent')}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('plans.invoiceSentBody')}</p>
              <div className="flex flex-wrap gap-3 text-sm">
                <a href={invoicePdfUrl(invoiceId)} className="font-medium text-open underline">
                  {t('plans.downloadInvoice')}
                </a>
                <Link to="/settings/billing" className="font-medium text-open underline">
                  {t('billing.title')}
                </Link>
              </div>
            </div>
          </Card>
        )}
        {plans.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-72 w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : plans.isError ? (
          <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
        ) : active.length === 0 ? (
          <EmptyState icon={Tags} title={t('plans.empty')} hint={t('plans.emptyHint')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {active.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard
                  plan={plan}
                  signedIn={signedIn}
                  currentPlanId={current?.plan.id ?? null}
                  hasSubscription={Boolean(current)}
                  onInvoice={setInvoiceId}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  signedIn,
  currentPlanId,
  hasSubscription,
  onInvoice,
}: {
  plan: Plan;
  signedIn: boolean;
  currentPlanId: string | null;
  hasSubscription: boolean;
  onInvoice: (invoiceId: string) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const isCurrent = currentPlanId === plan.id;
  const headingId = `plan-${plan.id}`;
  const start = () => {
    if (!signedIn) {
      void navigate(`/auth/login?redirect=${encodeURIComponent('/pricing')}`);
      return;
    }
    subscribe.mutate(plan.id, {
      onSuccess: (result) => {
        if (result.checkoutUrl) redirectTo.assign(result.checkoutUrl);
        else if (result.invoiceId) onInvoice(result.invoiceId);
        else toast.success(t('plans.subscribed', { plan: plan.name }));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  return (
    <Card className="flex w-full flex-col gap-4 p-5" aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-bold text-deep dark:text-white">
          {plan.name}
        </h2>
        <PlanPrice plan={plan} className="text-2xl font-bold tabular-nums text-deep dark:text-slate-100" />
        {plan.description && (
          <p className="text-[15px] text-slate-600 dark:text-slate-400">{plan.description}</p>
        )}
      </div>
      {plan.features.length > 0 && (
        <ul className="space-y-1.5 text-[15px]">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-deep dark:text-slate-100">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {plan.platformFeeBp === null
          ? t('plans.standardFee')
          : t('plans.fee', { percent: formatBasisPoints(plan.platformFeeBp, i18n.language) })}
      </p>
      <div className="mt-auto">
        {isCurrent ? (
          <Link to="/settings/billing" className={buttonClasses('outline', 'md', 'w-full')}>
            {t('plans.current')}
          </Link>
        ) : hasSubscription ? (
          <Link to="/settings/billing" className={buttonClasses('outline', 'md', 'w-full')}>
            {t('plans.changeInBilling')}
          </Link>
        ) : (
          <Button className="w-full" busy={subscribe.isPending} onClick={start}>
            {signedIn ? t('plans.subscribe') : t('plans.signInToSubscribe')}
          </Button>
        )}
      </div>
    </Card>
  );
}
