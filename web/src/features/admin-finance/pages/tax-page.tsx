import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Pencil, Percent, Plus, Trash2 } from 'lucide-react';
import { TaxRateInputSchema, type TaxRate } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDeleteTaxRate, useSaveTaxRate, useTaxRates } from '#web/features/admin-finance/api/finance-api';
import { ConfirmDialog } from '#web/features/admin-finance/components/confirm-dialog';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import { bpToPercentText, formatPercent, percentToBp } from '#web/features/admin-finance/lib/format';

/** /admin/tax: the tax rates quotes use, by country and region. */
export function TaxPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('tax.title'));
  const rates = useTaxRates();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const columns: Column<TaxRate>[] = [
    { key: 'name', header: t('tax.name'), primary: true, cell: (rate) => rate.name },
    { key: 'country', header: t('tax.country'), cell: (rate) => rate.country },
    { key: 'region', header: t('tax.region'), cell: (rate) => rate.region ?? t('tax.wholeCountry') },
    {
      key: 'rate',
      header: t('tax.rate'),
      numeric: true,
      cell: (rate) => formatPercent(rate.rateBp, i18n.language),
    },
    {
      key: 'inclusive',
      header: t('tax.kind'),
      cell: (rate) => (rate.inclusive ? t('tax.inclusive') : t('tax.exclusive')),
    },
    {
      key: 'active',
      header: t('payments.status'),
      cell: (rate) => <StatusChip kind="active" value={String(rate.active)} />,
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('tax.title')}
        subtitle={t('tax.subtitle')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('tax.new')}
          </Button>
        }
      />
      <DataList
        label={t('tax.title')}
        rows={rates.data}
        columns={columns}
        rowKey={(rate) => rate.id}
        error={rates.isError ? rates.error : undefined}
        onRetry={() => void rates.refetch()}
        retrying={rates.isFetching}
        empty={{ icon: Percent, title: t('tax.empty'), hint: t('tax.emptyHint') }}
        actions={(rate) => (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('actions.editNamed', { name: rate.name })}
              onClick={() => setEditing(rate)}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('actions.deleteNamed', { name: rate.name })}
              onClick={() => setDeleting(rate)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </>
        )}
      />
      {editing && (
        <TaxRateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('tax.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('tax.deleted'));
              setDeleting(null);
            },
            onError: (e) => toast.error(errorMessage(t, e)),
          })
        }
      />
    </div>
  );
}

interface TaxForm {
  country: string;
  region: string;
  name: string;
  rate: string;
  inclusive: boolean;
  active: boolean;
}

function TaxRateDialog({ rate, onClose }: { rate: TaxRate | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const save = useSaveTaxRate();
  const { register, handleSubmit, setError, formState } = useForm<TaxForm>({
    defaultValues: {
      country: rate?.country ?? '',
      region: rate?.region ?? '',
      name: rate?.name ?? '',
      rate: rate ? bpToPercentText(rate.rateBp) : '',
      inclusive: rate?.inclusive ?? false,
      active: rate?.active ?? true,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const parsed = TaxRateInputSchema.safeParse({
      country: values.country,
      region: values.region.trim() || null,
      name: values.name,
      rateBp: percentToBp(values.rate),
      inclusive: values.inclusive,
      active: values.active,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'rateBp' ? 'rate' : (issue.path[0] as keyof TaxForm);
        setError(field, { message: t(`tax.invalid.${field}`) });
      }
      return;
    }
    save.mutate(
      { taxRateId: rate?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('tax.saved'));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={rate ? t('tax.edit') : t('tax.new')}
      closeLabel={t('actions.close')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 p-4 sm:grid-cols-2">
        <Field label={t('tax.name')} error={errors.name?.message} required>
          <Input maxLength={80} {...register('name')} />
        </Field>
        <Field label={t('tax.rate')} hint={t('tax.rateHint')} error={errors.rate?.message} required>
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={50}
            dir="ltr"
            {...register('rate')}
          />
        </Field>
        <Field label={t('tax.country')} hint={t('tax.countryHint')} error={errors.country?.message} required>
          <Input maxLength={2} autoCapitalize="characters" dir="ltr" {...register('country')} />
        </Field>
        <Field label={t('tax.region')} hint={t('tax.regionHint')} error={errors.region?.message}>
          <Input maxLength={80} {...register('region')} />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-[15px] sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-open" {...register('inclusive')} />
          {t('tax.inclusiveLabel')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-[15px] sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-open" {...register('active')} />
          {t('tax.activeLabel')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
