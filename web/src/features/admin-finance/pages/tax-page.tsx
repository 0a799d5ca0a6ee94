import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Percent } from 'lucide-react';
import { TaxRateInputSchema, type TaxRate } from '@tightlines/domain/payments/contract';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useDeleteTaxRate, useSaveTaxRate, useTaxRates } from '#web/features/admin-finance/api/finance-api';
import {
  CreateButton,
  CrudDialogs,
  EditDeleteActions,
  useCrud,
} from '#web/features/admin-finance/components/crud';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import {
  bpToPercentText,
  countryName,
  formatPercent,
  percentToBp,
} from '#web/features/admin-finance/lib/format';

/** /admin/tax: the tax rates quotes use, by country and region. */
export function TaxPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('tax.title'));
  const rates = useTaxRates();
  const remove = useDeleteTaxRate();
  const crud = useCrud<TaxRate>();
  const columns: Column<TaxRate>[] = [
    { key: 'name', header: t('tax.name'), primary: true, cell: (rate) => rate.name },
    { key: 'country', header: t('tax.country'), cell: (rate) => countryName(rate.country, i18n.language) },
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
        actions={<CreateButton label={t('tax.new')} onClick={crud.create} />}
      />
      <DataList
        label={t('tax.title')}
        query={rates}
        columns={columns}
        rowKey={(rate) => rate.id}
        empty={{ icon: Percent, title: t('tax.empty'), hint: t('tax.emptyHint') }}
        actions={(rate) => <EditDeleteActions crud={crud} row={rate} name={rate.name} />}
      />
      <CrudDialogs
        crud={crud}
        editor={(rate, onClose) => <TaxRateDialog rate={rate} onClose={onClose} />}
        remove={{
          mutation: remove,
          title: (rate) => t('tax.deleteConfirm', { name: rate.name }),
          done: t('tax.deleted'),
        }}
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
    <FormDialog
      title={rate ? t('tax.edit') : t('tax.new')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('actions.save')}
      busy={save.isPending}
      className="grid gap-4 sm:grid-cols-2"
    >
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
    </FormDialog>
  );
}
