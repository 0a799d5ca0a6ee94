import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { PageHeader } from '#web/components/ui/page-header';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useRefunds, type AdminRefunds } from '#web/features/admin-finance/api/finance-api';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { OpenPaymentButton, PaymentDrawer } from '#web/features/admin-finance/components/payment-drawer';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatWhen } from '#web/features/admin-finance/lib/format';

type Refund = AdminRefunds['items'][number];

/** /admin/refunds: every refund, newest first, each opening its payment. */
export function RefundsPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('refunds.title'));
  const refunds = useRefunds();
  const [openId, setOpenId] = useState<string | null>(null);
  const columns: Column<Refund>[] = [
    {
      key: 'payer',
      header: t('payments.payer'),
      primary: true,
      cell: (refund) => (
        <OpenPaymentButton payer={refund.payerName} onOpen={() => setOpenId(refund.paymentId)} />
      ),
    },
    { key: 'for', header: t('payments.for'), cell: (refund) => refund.description },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (refund) => formatMoney(refund.amountMinor, refund.currency, i18n.language),
    },
    {
      key: 'reason',
      header: t('refunds.reason'),
      cell: (refund) => (
        <span>
          {t(`reason.${refund.reason}`)}
          {refund.note && (
            <span className="block text-sm text-slate-500 dark:text-slate-400">{refund.note}</span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (refund) => <StatusChip kind="refund" value={refund.status} />,
    },
    {
      key: 'date',
      header: t('payments.date'),
      cell: (refund) => formatWhen(refund.createdAt, i18n.language),
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader title={t('refunds.title')} subtitle={t('refunds.subtitle')} />
      <DataList
        label={t('refunds.title')}
        query={refunds}
        columns={columns}
        rowKey={(refund) => refund.id}
        empty={{ icon: Undo2, title: t('refunds.empty') }}
      />
      <PaymentDrawer paymentId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
