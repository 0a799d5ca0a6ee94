import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { disputeReasonKey, formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDisputes, type AdminDisputes } from '#web/features/admin-finance/api/finance-api';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { EvidenceDialog } from '#web/features/admin-finance/components/evidence-dialog';
import { OpenPaymentButton, PaymentDrawer } from '#web/features/admin-finance/components/payment-drawer';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatDay, formatWhen } from '#web/features/admin-finance/lib/format';

type Dispute = AdminDisputes['items'][number];

/** /admin/chargebacks: disputes, what is due when, and the evidence sent to the provider. */
export function ChargebacksPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('chargebacks.title'));
  const disputes = useDisputes();
  const [openId, setOpenId] = useState<string | null>(null);
  const [evidenceFor, setEvidenceFor] = useState<string | null>(null);
  const columns: Column<Dispute>[] = [
    {
      key: 'payer',
      header: t('payments.payer'),
      primary: true,
      cell: (dispute) => (
        <OpenPaymentButton payer={dispute.payerName} onOpen={() => setOpenId(dispute.paymentId)} />
      ),
    },
    {
      key: 'for',
      header: t('payments.for'),
      cell: (dispute) => (
        <span>
          {dispute.description}
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {t(`common:${disputeReasonKey(dispute.reason)}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (dispute) => formatMoney(dispute.amountMinor, dispute.currency, i18n.language),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (dispute) => <StatusChip kind="dispute" value={dispute.status} />,
    },
    {
      key: 'due',
      header: t('chargebacks.due'),
      cell: (dispute) =>
        dispute.evidenceSubmittedAt
          ? t('chargebacks.submitted', { date: formatDay(dispute.evidenceSubmittedAt, i18n.language) })
          : dispute.evidenceDueBy
            ? formatWhen(dispute.evidenceDueBy, i18n.language)
            : '—',
    },
    {
      key: 'date',
      header: t('chargebacks.opened'),
      cell: (dispute) => formatDay(dispute.createdAt, i18n.language),
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader title={t('chargebacks.title')} subtitle={t('chargebacks.subtitle')} />
      <DataList
        label={t('chargebacks.title')}
        query={disputes}
        columns={columns}
        rowKey={(dispute) => dispute.id}
        empty={{ icon: ShieldAlert, title: t('chargebacks.empty') }}
        actions={(dispute) =>
          dispute.status === 'needs_response' && !dispute.evidenceSubmittedAt ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEvidenceFor(dispute.id)}
              aria-label={t('evidence.openFor', { payer: dispute.payerName })}
            >
              {t('evidence.open')}
            </Button>
          ) : null
        }
      />
      <PaymentDrawer paymentId={openId} onClose={() => setOpenId(null)} />
      {evidenceFor && <EvidenceDialog disputeId={evidenceFor} onClose={() => setEvidenceFor(null)} />}
    </div>
  );
}
