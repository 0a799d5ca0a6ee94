import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FileText, ReceiptText } from 'lucide-react';
import {
  INVOICE_KINDS,
  INVOICE_STATES,
  OFFLINE_METHODS,
  type Invoice,
  type OfflineMethod,
} from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select, Textarea } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  invoicePdfHref,
  useInvoices,
  useMarkInvoicePaid,
  useVoidInvoice,
  type InvoiceFilters,
} from '#web/features/admin-finance/api/finance-api';
import { ConfirmDialog } from '#web/features/admin-finance/components/confirm-dialog';
import { CreateButton } from '#web/features/admin-finance/components/crud';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FilterSelect } from '#web/features/admin-finance/components/filter-select';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { FilterBar, useListFilters } from '#web/features/admin-finance/components/list-filters';
import { InvoiceForm } from '#web/features/admin-finance/components/invoice-form';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { formatDay } from '#web/features/admin-finance/lib/format';

/** /admin/invoices: receipts, invoices and credit notes; manual invoices, marked paid or voided. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('invoices.title'));
  const list = useListFilters<Omit<InvoiceFilters, 'q'>>();
  const invoices = useInvoices(list.query);
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

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('invoices.title')}
        subtitle={t('invoices.subtitle')}
        actions={<CreateButton label={t('invoices.new')} onClick={() => setCreating(true)} />}
      />
      <FilterBar filters={list} searchLabel={t('invoices.search')}>
        <FilterSelect
          label={t('invoices.kind')}
          values={INVOICE_KINDS}
          prefix="invoiceKind"
          value={list.filters.kind}
          onChange={(kind) => list.set('kind', kind)}
        />
        <FilterSelect
          label={t('payments.status')}
          values={INVOICE_STATES}
          prefix="status.invoice"
          value={list.filters.status}
          onChange={(status) => list.set('status', status)}
        />
      </FilterBar>
      <DataList
        label={t('invoices.title')}
        query={invoices}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        empty={{ icon: ReceiptText, title: t('invoices.empty') }}
        filters={{ ...list, filteredTitle: t('invoices.emptyFiltered') }}
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
    <FormDialog
      title={t('invoices.markPaidTitle', { number: invoice.number })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('invoices.markPaid')}
      busy={markPaid.isPending}
    >
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
    </FormDialog>
  );
}
