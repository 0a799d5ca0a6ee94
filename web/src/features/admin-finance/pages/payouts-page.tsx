import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banknote, Send } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePayouts, useRunPayouts, type AdminPayouts } from '#web/features/admin-finance/api/finance-api';
import { ConfirmDialog } from '#web/features/admin-finance/components/confirm-dialog';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatWhen } from '#web/features/admin-finance/lib/format';

type Payout = AdminPayouts['items'][number];

/** /admin/payouts: money sent to payees, and a run now (the schedule runs them otherwise). */
export function PayoutsPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('payouts.title'));
  const payouts = usePayouts();
  const run = useRunPayouts();
  const [confirming, setConfirming] = useState(false);
  const columns: Column<Payout>[] = [
    { key: 'payee', header: t('payouts.payee'), primary: true, cell: (payout) => payout.payee.displayName },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (payout) => formatMoney(payout.amountMinor, payout.currency, i18n.language),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (payout) => (
        <span>
          <StatusChip kind="payout" value={payout.status} />
          {payout.failureReason && <span className="block text-sm text-danger">{payout.failureReason}</span>}
        </span>
      ),
    },
    {
      key: 'created',
      header: t('payouts.created'),
      cell: (payout) => formatWhen(payout.createdAt, i18n.language),
    },
    {
      key: 'paid',
      header: t('payouts.paid'),
      cell: (payout) => (payout.paidAt ? formatWhen(payout.paidAt, i18n.language) : '—'),
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('payouts.title')}
        subtitle={t('payouts.subtitle')}
        actions={
          <Button onClick={() => setConfirming(true)}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {t('payouts.run')}
          </Button>
        }
      />
      <DataList
        label={t('payouts.title')}
        query={payouts}
        columns={columns}
        rowKey={(payout) => payout.id}
        empty={{ icon: Banknote, title: t('payouts.empty') }}
      />
      <ConfirmDialog
        open={confirming}
        title={t('payouts.runConfirm')}
        body={t('payouts.runBody')}
        confirmLabel={t('payouts.run')}
        busy={run.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('payouts.ran'));
              setConfirming(false);
            },
            onError: (e) => toast.error(errorMessage(t, e)),
          })
        }
      />
    </div>
  );
}
