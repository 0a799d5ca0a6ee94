import { useState } from 'react';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  Download,
  FileText,
  Receipt,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Invoice, PaymentView, Plan, Subscription } from '@tightlines/domain/payments/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { PagedList } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { shortDate } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  invoicePdfUrl,
  redirectTo,
  useCancelSubscription,
  useChangePlan,
  useMyInvoices,
  useMyPayments,
  useMySubscriptions,
  usePlans,
} from '#web/features/payments/api/payments';
import { PaymentStatePill, StatusPill } from '#web/features/payments/components/money-status';
import { PlanPrice } from '#web/features/payments/components/plan-price';

/** /settings/billing (signed in): my subscription (change, cancel), my payments and my receipts and invoices. */
export function BillingPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('billing.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t('billing.title')} subtitle={t('billing.subtitle')} />
      <div className="mt-8 space-y-6">
        <SubscriptionSection />
        <PaymentsSection />
        <InvoicesSection />
      </div>
    </div>
  );
}

const subscriptionPill = {
  active: ['good', CircleCheck],
  incomplete: ['wait', Clock],
  past_due: ['bad', CircleAlert],
  cancelled: ['quiet', CircleX],
} as const;

function SubscriptionSection() {
  const { t } = useTranslation('payments');
  const subscriptions = useMySubscriptions();
  const current =
    subscriptions.data?.items.find((item) => item.status !== 'cancelled') ?? subscriptions.data?.items[0];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="subscription-heading" className="space-y-3">
        <h2 id="subscription-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('billing.subscription')}
        </h2>
        {subscriptions.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : subscriptions.isError ? (
          <QueryError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
        ) : !current ? (
          <EmptyState
            icon={CreditCard}
            title={t('billing.noSubscription')}
            hint={t('billing.noSubscriptionHint')}
            action={
              <Link to="/pricing" className={buttonClasses('primary')}>
                {t('billing.seePlans')}
              </Link>
            }
          />
        ) : (
          <SubscriptionDetails subscription={current} />
        )}
      </section>
    </Card>
  );
}

function SubscriptionDetails({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('payments');
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const [tone, icon] = subscriptionPill[subscription.status];
  const live = subscription.status !== 'cancelled';
  const periodEnd = subscription.currentPeriodEnd && shortDate(subscription.currentPeriodEnd, i18n.language);
  const doCancel = () =>
    cancel.mutate(subscription.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('billing.cancelDone'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-base font-semibold text-deep dark:text-slate-100">{subscription.plan.name}</p>
          <PlanPrice plan={subscription.plan} className="text-sm text-slate-600 dark:text-slate-400" />
        </div>
        <StatusPill tone={tone} icon={icon} label={t(`subscriptionStatus.${subscription.status}`)} />
      </div>
      {periodEnd && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {subscription.cancelAtPeriodEnd || !live
            ? t('billing.endsOn', { date: periodEnd })
            : t('billing.renewsOn', { date: periodEnd })}
        </p>
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setChanging((open) => !open)}
            aria-expanded={changing}
          >
            {t('billing.changePlan')}
          </Button>
          {!subscription.cancelAtPeriodEnd && (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              {t('billing.cancel')}
            </Button>
          )}
        </div>
      )}
      {!live && (
        <Link to="/pricing" className={buttonClasses('primary', 'sm')}>
          {t('billing.seePlans')}
        </Link>
      )}
      {changing && <ChangePlan subscription={subscription} onDone={() => setChanging(false)} />}
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('billing.cancelTitle')}
        closeLabel={t('billing.close')}
      >
        <div className="space-y-4 p-4">
          <p className="text-[15px] text-slate-700 dark:text-slate-300">
            {periodEnd ? t('billing.cancelBody', { date: periodEnd }) : t('billing.cancelBodyNow')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('billing.keep')}
            </Button>
            <Button variant="danger" busy={cancel.isPending} onClick={doCancel}>
              {t('billing.confirmCancel')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}

function ChangePlan({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const plans = usePlans();
  const change = useChangePlan();
  const choose = (plan: Plan) =>
    change.mutate(
      { subscriptionId: subscription.id, planId: plan.id },
      {
        onSuccess: (result) => {
          if (result?.checkoutUrl) {
            redirectTo.assign(result.checkoutUrl);
            return;
          }
          toast.success(t('billing.changed', { plan: plan.name }));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  const others = plans.data?.items.filter((plan) => plan.active && plan.id !== subscription.plan.id) ?? [];
  return (
    <div className="space-y-2 rounded-[var(--radius-control)] border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-sm font-semibold text-deep dark:text-slate-100">{t('billing.choosePlan')}</p>
      {plans.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('billing.noOtherPlans')}</p>
      ) : (
        <ul className="space-y-2">
          {others.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium text-deep dark:text-slate-100">{plan.name}</p>
                <PlanPrice plan={plan} className="text-sm text-slate-600 dark:text-slate-400" />
              </div>
              <Button
                size="sm"
                busy={change.isPending && change.variables?.planId === plan.id}
                disabled={change.isPending}
                onClick={() => choose(plan)}
              >
                {t('billing.switchTo', { plan: plan.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const listSkeleton = (
  <div className="space-y-2" aria-busy="true">
    <Skeleton className="h-14 w-full" />
    <Skeleton className="h-14 w-full" />
  </div>
);

function PaymentsSection() {
  const { t } = useTranslation('payments');
  const payments = useMyPayments();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="payments-heading" className="space-y-3">
        <h2 id="payments-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('billing.payments')}
        </h2>
        <PagedList
          query={payments}
          errorTitle={t('billing.paymentsFailed')}
          empty={t('billing.noPayments')}
          skeleton={listSkeleton}
        >
          {(items) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </Card>
  );
}

function PaymentRow({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0">
        <p className="font-medium text-deep dark:text-slate-100">
          {payment.description || t(`purpose.${payment.purpose}`)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {payment.description && `${t(`purpose.${payment.purpose}`)} · `}
          {shortDate(payment.paidAt ?? payment.createdAt, i18n.language)}
          {payment.refundedMinor > 0 &&
            ` · ${t('billing.refunded', { amount: formatMoney(payment.refundedMinor, payment.currency, i18n.language) })}`}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-deep dark:text-slate-100">
          {formatMoney(payment.amountMinor, payment.currency, i18n.language)}
        </span>
        <PaymentStatePill status={payment.status} />
        {payment.receipt && (
          <a
            href={invoicePdfUrl(payment.receipt.id)}
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('billing.receiptPdf', { number: payment.receipt.number })}
          >
            <Receipt className="h-4 w-4" aria-hidden="true" />
            {t('billing.pdf')}
          </a>
        )}
      </div>
    </li>
  );
}

const invoiceTone = { open: ['wait', Clock], paid: ['good', CircleCheck], void: ['quiet', CircleX] } as const;

function InvoicesSection() {
  const { t } = useTranslation('payments');
  const invoices = useMyInvoices();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="invoices-heading" className="space-y-3">
        <h2 id="invoices-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('billing.invoices')}
        </h2>
        <PagedList
          query={invoices}
          errorTitle={t('billing.invoicesFailed')}
          empty={t('billing.noInvoices')}
          skeleton={listSkeleton}
        >
          {(items) => (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </Card>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('payments');
  const [tone, icon] = invoiceTone[invoice.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="flex min-w-0 items-start gap-2">
        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div>
          <p className="font-medium text-deep dark:text-slate-100">
            {t(`invoiceKind.${invoice.kind}`)} <span dir="ltr">{invoice.number}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {shortDate(invoice.issuedAt, i18n.language)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-deep dark:text-slate-100">
          {formatMoney(invoice.totalMinor, invoice.currency, i18n.language)}
        </span>
        <StatusPill tone={tone} icon={icon} label={t(`invoiceStatus.${invoice.status}`)} />
        <a
          href={invoicePdfUrl(invoice.id)}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('billing.invoicePdf', { number: invoice.number })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('billing.pdf')}
        </a>
      </div>
    </li>
  );
}
