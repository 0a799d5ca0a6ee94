import { useTranslation } from 'react-i18next';
import { Repeat } from 'lucide-react';
import type { Subscription } from '@tightlines/domain/payments/contract';
import { PageHeader } from '#web/components/ui/page-header';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSubscriptions } from '#web/features/admin-finance/api/finance-api';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatDay } from '#web/features/admin-finance/lib/format';

/** /admin/subscriptions: who is on which plan, and until when. */
export function SubscriptionsPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('subscriptions.title'));
  const subscriptions = useSubscriptions();
  const columns: Column<Subscription>[] = [
    {
      key: 'user',
      header: t('subscriptions.subscriber'),
      primary: true,
      cell: (sub) => sub.user.displayName,
    },
    { key: 'plan', header: t('subscriptions.plan'), cell: (sub) => sub.plan.name },
    {
      key: 'price',
      header: t('plans.price'),
      numeric: true,
      cell: (sub) =>
        t(`plans.per.${sub.plan.interval}`, {
          price: formatMoney(sub.plan.priceMinor, sub.plan.currency, i18n.language),
        }),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (sub) => <StatusChip kind="subscription" value={sub.status} />,
    },
    { key: 'provider', header: t('payments.provider'), cell: (sub) => t(`provider.${sub.provider}`) },
    {
      key: 'period',
      header: t('subscriptions.periodEnd'),
      cell: (sub) =>
        sub.currentPeriodEnd
          ? sub.cancelAtPeriodEnd
            ? t('subscriptions.endsOn', { date: formatDay(sub.currentPeriodEnd, i18n.language) })
            : t('subscriptions.renewsOn', { date: formatDay(sub.currentPeriodEnd, i18n.language) })
          : '—',
    },
    {
      key: 'since',
      header: t('subscriptions.since'),
      cell: (sub) => formatDay(sub.createdAt, i18n.language),
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader title={t('subscriptions.title')} subtitle={t('subscriptions.subtitle')} />
      <DataList
        label={t('subscriptions.title')}
        query={subscriptions}
        columns={columns}
        rowKey={(sub) => sub.id}
        empty={{ icon: Repeat, title: t('subscriptions.empty') }}
      />
    </div>
  );
}
