import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, Search } from 'lucide-react';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATES,
  type PaymentView,
} from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { formatMoney } from '#web/lib/format/money';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePayments, type PaymentFilters } from '#web/features/admin-finance/api/finance-api';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FilterSelect } from '#web/features/admin-finance/components/filter-select';
import { PaymentDrawer, ProviderLabel } from '#web/features/admin-finance/components/payment-drawer';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatWhen } from '#web/features/admin-finance/lib/format';

/** /admin/payments: every payment, filtered, page by page, with a detail drawer and refunds. */
export function PaymentsPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('payments.title'));
  const [filters, setFilters] = useState<Omit<PaymentFilters, 'q'>>({});
  const [draft, setDraft] = useState('');
  const q = useDebouncedValue(draft.trim(), 300);
  const payments = usePayments({ ...filters, q: q || undefined });
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = payments.data?.pages.flatMap((page) => page.items);

  const columns: Column<PaymentView>[] = [
    {
      key: 'payer',
      header: t('payments.payer'),
      primary: true,
      cell: (payment) => (
        <button
          type="button"
          className="text-start font-semibold text-open underline-offset-2 hover:underline focus-visible:underline dark:text-open-400"
          onClick={() => setOpenId(payment.id)}
          aria-label={t('payments.openDetail', { payer: payment.payer.displayName })}
        >
          {payment.payer.displayName}
        </button>
      ),
    },
    {
      key: 'for',
      header: t('payments.for'),
      cell: (payment) => (
        <span>
          {payment.description}
          <span className="block text-sm text-slate-500 dark:text-slate-400">
            {t(`purpose.${payment.purpose}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('payments.amount'),
      numeric: true,
      cell: (payment) => formatMoney(payment.amountMinor, payment.currency, i18n.language),
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

  const filtered = Object.values(filters).some(Boolean) || q !== '';
  return (
    <div className="space-y-5">
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('payments.search')}
            placeholder={t('payments.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="ps-10"
            autoComplete="off"
          />
        </div>
        <FilterSelect
          label={t('payments.status')}
          values={PAYMENT_STATES}
          prefix="status.payment"
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
        />
        <FilterSelect
          label={t('payments.purpose')}
          values={PAYMENT_PURPOSES}
          prefix="purpose"
          value={filters.purpose}
          onChange={(purpose) => setFilters((current) => ({ ...current, purpose }))}
        />
        <FilterSelect
          label={t('payments.provider')}
          values={PAYMENT_PROVIDERS}
          prefix="provider"
          value={filters.provider}
          onChange={(provider) => setFilters((current) => ({ ...current, provider }))}
        />
      </div>
      <DataList
        label={t('payments.title')}
        rows={rows}
        columns={columns}
        rowKey={(payment) => payment.id}
        error={payments.isError ? payments.error : undefined}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
        stale={payments.isPlaceholderData}
        empty={{
          icon: CreditCard,
          title: filtered ? t('payments.emptyFiltered') : t('payments.empty'),
          action: filtered ? (
            <Button
              variant="outline"
              onClick={() => {
                setFilters({});
                setDraft('');
              }}
            >
              {t('filters.clear')}
            </Button>
          ) : undefined,
        }}
        more={{
          hasMore: payments.hasNextPage,
          loading: payments.isFetchingNextPage,
          onMore: () => void payments.fetchNextPage(),
        }}
      />
      <PaymentDrawer paymentId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
