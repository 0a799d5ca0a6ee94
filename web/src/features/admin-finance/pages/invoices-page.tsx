import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileText, Plus, ReceiptText, Search } from 'lucide-react';
import {
  INVOICE_KINDS,
  INVOICE_STATES,
  OFFLINE_METHODS,
  type Invoice,
  type OfflineMethod,
} from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  invoicePdfHref,
  useInvoices,
  useMarkInvoicePaid,
  useVoidInvoice,
  type InvoiceFilters,
} from '#web/features/admin-finance/api/finance-api';
import { ConfirmDialog } from '#web/features/admin-finance/components/confirm-dialog';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FilterSelect } from '#web/features/admin-finance/components/filter-select';
import { InvoiceForm } from '#web/features/admin-finance/components/invoice-form';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatDay } from '#web/features/admin-finance/lib/format';

/** /admin/invoices: receipts, invoices and credit notes; manual invoices, marked paid or voided. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('invoices.title'));
  const [filters, setFilters] = useState<Omit<InvoiceFilters, 'q'>>({});
  const [draft, setDraft] = useState('');
  const q = useDebouncedValue(draft.trim(), 300);
  const invoices = useInvoices({ ...filters, q: q || undefined });
  const voidInvoice = useVoidInvoice();
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);

  const columns: Column<Invoice>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      primary: true,
      cell: (invoice) => (
        <span dir="ltr" className="font-mono font-semibold">
          {invoice.number}
        </span>
      ),
    },
    {
      key: 'customer',
      header: t('invoices.customer'),
      cell: (invoice) => (
        <span>
          {invoice.customer.name}
          <span className="block text-sm text-slate-500 dark:text-slate-400">{invoice.customer.email}</span>
        </span>
      ),
    },
    { key: 'kind', header: t('invoices.kind'), cell: (invoice) => t(`invoiceKind.${invoice.kind}`) },
    {
      key: 'total',
      header: t('invoices.total'),
      numeric: true,
      cell: (invoice) => formatMoney(invoice.totalMinor, invoice.currency, i18n.language),
    },
    {
      key: 'status',
      header: t('payments.status'),
      cell: (invoice) => <StatusChip kind="invoice" value={invoice.status} />,
    },
    {
      key: 'issued',
      header: t('invoices.issued'),
      cell: (invoice) => formatDay(invoice.issuedAt, i18n.language),
    },
    {
      key: 'due',
      header: t('invoices.due'),
      cell: (invoice) =>
        invoice.paidAt
          ? t('invoices.paidOn', { date: formatDay(invoice.paidAt, i18n.language) })
          : invoice.dueAt
            ? formatDay(invoice.dueAt, i18n.language)
            : '—',
    },
  ];

  const filtered = Object.values(filters).some(Boolean) || q !== '';
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('invoices.new')}
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative w-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('invoices.search')}
            placeholder={t('invoices.search')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="ps-10"
            autoComplete="off"
          />
        </div>
        <FilterSelect
          label={t('invoices.kind')}
          values={INVOICE_KINDS}
          prefix="invoiceKind"
          value={filters.kind}
          onChange={(kind) => setFilters((current) => ({ ...current, kind }))}
        />
        <FilterSelect
          label={t('payments.status')}
          values={INVOICE_STATES}
          prefix="status.invoice"
          value={filters.status}
          onChange={(status) => setFilters((current) => ({ ...current, status }))}
        />
      </div>
      <DataList
        label={t('invoices.title')}
        rows={invoices.data?.pages.flatMap((page) => page.items)}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        error={invoices.isError ? invoices.error : undefined}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
        stale={invoices.isPlaceholderData}
        empty={{
          icon: ReceiptText,
          title: filtered ? t('invoices.emptyFiltered') : t('invoices.empty'),
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
        actions={(invoice) => (
          <>
            <a
              href={invoicePdfHref(invoice.id)}
              target="_blank"
              rel="noreferrer"
              aria-label={t('invoices.pdfFor', { number: invoice.number })}
              className="inline-flex h-9 items-center gap-1.5 rounded-[var(--radius-control)] px-3 text-sm font-semibold text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              {t('invoices.pdf')}
            </a>
            {invoice.status === 'open' && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('invoices.markPaidFor', { number: invoice.number })}
                  onClick={() => setPaying(invoice)}
                >
                  {t('invoices.markPaid')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('invoices.voidFor', { number: invoice.number })}
                  onClick={() => setVoiding(invoice)}
                >
                  {t('invoices.void')}
                </Button>
              </>
            )}
          </>
        )}
        more={{
          hasMore: invoices.hasNextPage,
          loading: invoices.isFetchingNextPage,
          onMore: () => void invoices.fetchNextPage(),
        }}
      />
      {creating && <InvoiceForm onClose={() => setCreating(false)} />}
      {paying && <MarkPaidDialog invoice={paying} onClose={() => setPaying(null)} />}
      <ConfirmDialog
        open={voiding !== null}
        title={t('invoices.voidConfirm', { number: voiding?.number ?? '' })}
        confirmLabel={t('invoices.void')}
        danger
        busy={voidInvoice.isPending}
        onClose={() => setVoiding(null)}
        onConfirm={() =>
          voiding &&
          voidInvoice.mutate(voiding.id, {
            onSuccess: () => {
              toast.success(t('invoices.voided', { number: voiding.number }));
              setVoiding(null);
            },
            onError: (e) => toast.error(errorMessage(t, e)),
          })
        }
      />
    </div>
  );
}

function MarkPaidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-finance');
  const markPaid = useMarkInvoicePaid();
  const [method, setMethod] = useState<OfflineMethod>('transfer');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    markPaid.mutate(
      { invoiceId: invoice.id, method, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(t('invoices.markedPaid', { number: invoice.number }));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invoices.markPaidTitle', { number: invoice.number })}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={submit} noValidate className="space-y-4 p-4">
        <p className="text-[15px] text-slate-600 dark:text-slate-300">
          {invoice.customer.name} · {formatMoney(invoice.totalMinor, invoice.currency, i18n.language)}
        </p>
        <Field label={t('invoices.method')}>
          <Select value={method} onChange={(event) => setMethod(event.target.value as OfflineMethod)}>
            {OFFLINE_METHODS.map((value) => (
              <option key={value} value={value}>
                {t(`method.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('refund.note')}>
          <Textarea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={markPaid.isPending}>
            {t('invoices.markPaid')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
