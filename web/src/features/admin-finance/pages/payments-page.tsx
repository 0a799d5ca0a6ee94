import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  type PaymentView,
} from '@tightlines/domain/payments/contract';
import { PageHeader } from '#web/components/ui/page-header';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePayments, type PaymentFilters } from '#web/features/admin-finance/api/finance-api';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FilterSelect } from '#web/features/admin-finance/components/filter-select';
import { FilterBar, useListFilters } from '#web/features/admin-finance/components/list-filters';
import {
  OpenPaymentButton,
  PaymentDrawer,
  ProviderLabel,
} from '#web/features/admin-finance/components/payment-drawer';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatWhen } from '#web/features/admin-finance/lib/format';

/** /admin/payments: every payment, filtered, page by page, with a detail drawer and refunds. */
export function PaymentsPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('payments.title'));
  const list = useListFilters<Omit<PaymentFilters, 'q'>>();
  const payments = usePayments(list.query);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: Column<PaymentView>[] = [
    {
      key: 'payer',
      header: t('payments.payer'),
      primary: true,
      cell: (payment) => (
        <OpenPaymentButton payer={payment.payer.displayName} onOpen={() => setOpenId(payment.id)} />
      ),
    },
    {
      key: 'for',
      header: t('payments.for'),
      cell: (payment) => (
        <span>
          {payment.description || t(`purpose.${payment.purpose}`)}
          {payment.description && (
            <span className="block text-sm text-slate-500 dark:text-slate-400">
              {t(`purpose.${payment.purpose}`)}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (payment) => (
        <span>
          {formatMoney(payment.amountMinor, payment.currency, i18n.language)}
          {payment.refundedMinor > 0 && (
            <span className="block text-sm text-slate-500 dark:text-slate-400">
              {t('payments.refunded', {
                amount: formatMoney(payment.refundedMinor, payment.currency, i18n.language),
              })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (payment) => <StatusChip kind="payment" value={payment.status} />,
    },
    {
      key: 'provider',
      header: t('payments.provider'),
      cell: (payment) => <ProviderLabel payment={payment} />,
    },
    {
      key: 'date',
      header: t('payments.date'),
      cell: (payment) => formatWhen(payment.paidAt ?? payment.createdAt, i18n.language),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <FilterBar filters={list} searchLabel={t('payments.search')}>
        <FilterSelect
          label={t('payments.status')}
          values={PAYMENT_STATES}
          prefix="status.payment"
          value={list.filters.status}
          onChange={(status) => list.set('status', status)}
        />
        <FilterSelect
          label={t('payments.purpose')}
          values={PAYMENT_PURPOSES}
          prefix="purpose"
          value={list.filters.purpose}
          onChange={(purpose) => list.set('purpose', purpose)}
        />
        <FilterSelect
          label={t('payments.provider')}
          values={PAYMENT_PROVIDERS}
          prefix="provider"
          value={list.filters.provider}
          onChange={(provider) => list.set('provider', provider)}
        />
      </FilterBar>
      <DataList
        label={t('payments.title')}
        query={payments}
        columns={columns}
        rowKey={(payment) => payment.id}
        empty={{ icon: CreditCard, title: t('payments.empty') }}
        filters={{ ...list, filteredTitle: t('payments.emptyFiltered') }}
      />
      <PaymentDrawer paymentId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
