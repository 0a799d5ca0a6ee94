import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Layers, Pencil } from 'lucide-react';
import {
  PAYOUT_SCHEDULES,
  PLAN_INTERVALS,
  PaymentSettingsSchema,
  PlanInputSchema,
  type PaymentSettings,
  type Plan,
  type PlanInterval,
  type PayoutSchedule,
} from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { formatCount } from '#web/lib/format/numbers';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  usePaymentSettings,
  usePlans,
  useSavePaymentSettings,
  useSavePlan,
} from '#web/features/admin-finance/api/finance-api';
import { CreateButton, CrudDialogs, useCrud } from '#web/features/admin-finance/components/crud';
import { DataList, type Column } from '#web/features/admin-finance/components/data-list';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { StatusChip } from '#web/features/admin-finance/components/status-chip';
import {
  amountToMinor,
  bpToPercentText,
  currencyDigits,
  formatPercent,
  minorToAmountText,
  percentToBp,
} from '#web/features/admin-finance/lib/format';

/** /admin/pricing: subscription plans, and the platform's payment settings. */
export function PricingPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('pricing.title'));
  const plans = usePlans();
  const crud = useCrud<Plan>();
  const columns: Column<Plan>[] = [
    { key: 'name', header: t('plans.name'), primary: true, cell: (plan) => plan.name },
    {
      key: 'price',
      header: t('plans.price'),
      numeric: true,
      cell: (plan) =>
        t(`plans.per.${plan.interval}`, {
          price: formatMoney(plan.priceMinor, plan.currency, i18n.language),
        }),
    },
    {
      key: 'fee',
      header: t('plans.fee'),
      numeric: true,
      cell: (plan) =>
        plan.platformFeeBp === null
          ? t('plans.feeDefault')
          : formatPercent(plan.platformFeeBp, i18n.language),
    },
    {
      key: 'subscribers',
      header: t('plans.subscribers'),
      numeric: true,
      cell: (plan) => formatCount(plan.subscriberCount, i18n.language),
    },
    {
      key: 'active',
      header: t('payments.status'),
      cell: (plan) => <StatusChip kind="active" value={String(plan.active)} />,
    },
  ];
  return (
    <div className="space-y-8">
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <section aria-labelledby="plans-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans-heading" className="text-xl font-bold text-deep dark:text-white">
            {t('plans.title')}
          </h2>
          <CreateButton label={t('plans.new')} onClick={crud.create} />
        </div>
        <DataList
          label={t('plans.title')}
          query={plans}
          columns={columns}
          rowKey={(plan) => plan.id}
          empty={{ icon: Layers, title: t('plans.empty'), hint: t('plans.emptyHint') }}
          actions={(plan) => (
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('actions.editNamed', { name: plan.name })}
              onClick={() => crud.edit(plan)}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        />
      </section>
      <SettingsSection />
      <CrudDialogs crud={crud} editor={(plan, onClose) => <PlanDialog plan={plan} onClose={onClose} />} />
    </div>
  );
}

interface PlanForm {
  name: string;
  description: string;
  features: string;
  price: string;
  currency: string;
  interval: PlanInterval;
  fee: string;
  active: boolean;
}

function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const save = useSavePlan();
  const { register, handleSubmit, setError, formState } = useForm<PlanForm>({
    defaultValues: {
      name: plan?.name ?? '',
      description: plan?.description ?? '',
      features: plan?.features.join('\n') ?? '',
      price: plan ? minorToAmountText(plan.priceMinor, plan.currency) : '',
      currency: plan?.currency ?? 'USD',
      interval: plan?.interval ?? 'month',
      fee: plan?.platformFeeBp === null || !plan ? '' : bpToPercentText(plan.platformFeeBp),
      active: plan?.active ?? true,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const currency = values.currency.trim().toUpperCase();
    const parsed = PlanInputSchema.safeParse({
      name: values.name,
      description: values.description,
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      priceMinor: amountToMinor(values.price, currencyDigits(currency)),
      currency,
      interval: values.interval,
      platformFeeBp: values.fee.trim() === '' ? null : percentToBp(values.fee),
      active: values.active,
    });
    if (!parsed.success) {
      const fields: Record<string, keyof PlanForm> = { priceMinor: 'price', platformFeeBp: 'fee' };
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = fields[key] ?? (key as keyof PlanForm);
        setError(field, { message: t(`plans.invalid.${field}`) });
      }
      return;
    }
    save.mutate(
      { planId: plan?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('plans.saved'));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  });
  return (
    <FormDialog
      title={plan ? t('plans.edit') : t('plans.new')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('actions.save')}
      busy={save.isPending}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field label={t('plans.name')} error={errors.name?.message} required>
          <Input maxLength={80} {...register('name')} />
        </Field>
      </div>
      <Field label={t('plans.priceAmount')} error={errors.price?.message} required>
        <Input type="number" inputMode="decimal" step="any" min={0} dir="ltr" {...register('price')} />
      </Field>
      <Field label={t('fields.currency')} error={errors.currency?.message} required>
        <Input maxLength={3} dir="ltr" autoCapitalize="characters" {...register('currency')} />
      </Field>
      <Field label={t('plans.interval')}>
        <Select {...register('interval')}>
          {PLAN_INTERVALS.map((value) => (
            <option key={value} value={value}>
              {t(`plans.intervals.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('plans.fee')} hint={t('plans.feeHint')} error={errors.fee?.message}>
        <Input type="number" inputMode="decimal" step="any" min={0} max={50} dir="ltr" {...register('fee')} />
      </Field>
      <div className="sm:col-span-2">
        <Field label={t('plans.description')} error={errors.description?.message}>
          <Textarea rows={2} maxLength={1000} {...register('description')} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t('plans.features')} hint={t('plans.featuresHint')} error={errors.features?.message}>
          <Textarea rows={4} {...register('features')} />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-[15px] sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-open" {...register('active')} />
        {t('plans.activeLabel')}
      </label>
    </FormDialog>
  );
}

function SettingsSection() {
  const { t } = useTranslation('admin-finance');
  const settings = usePaymentSettings();
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-xl font-bold text-deep dark:text-white">
        {t('settings.title')}
      </h2>
      <Card className="p-4 sm:p-6">
        {settings.isError ? (
          <QueryError
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !settings.data ? (
          <div className="grid gap-4 sm:grid-cols-2" role="status" aria-label={t('states.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Card>
    </section>
  );
}

interface SettingsFormValues {
  fee: string;
  holdMinutes: string;
  payoutSchedule: PayoutSchedule;
  payoutMinimum: string;
}

/** The payout minimum is in the platform's currency (settings.currency): shown and typed in its units. */
function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('admin-finance');
  const save = useSavePaymentSettings();
  const { register, handleSubmit, setError, formState } = useForm<SettingsFormValues>({
    defaultValues: {
      fee: bpToPercentText(settings.platformFeeBp),
      holdMinutes: String(settings.holdMinutes),
      payoutSchedule: settings.payoutSchedule,
      payoutMinimum: minorToAmountText(settings.payoutMinimumMinor, settings.currency),
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const parsed = PaymentSettingsSchema.safeParse({
      platformFeeBp: percentToBp(values.fee),
      holdMinutes: Number(values.holdMinutes),
      payoutSchedule: values.payoutSchedule,
      currency: settings.currency,
      payoutMinimumMinor: amountToMinor(values.payoutMinimum, currencyDigits(settings.currency)),
    });
    if (!parsed.success) {
      const fields: Record<string, keyof SettingsFormValues> = {
        platformFeeBp: 'fee',
        holdMinutes: 'holdMinutes',
        payoutMinimumMinor: 'payoutMinimum',
        payoutSchedule: 'payoutSchedule',
      };
      for (const issue of parsed.error.issues) {
        const field = fields[String(issue.path[0])] ?? 'fee';
        setError(field, { message: t(`settings.invalid.${field}`) });
      }
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (e) => toast.error(errorMessage(t, e)),
    });
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label={t('settings.fee')} hint={t('settings.feeHint')} error={errors.fee?.message} required>
        <Input type="number" inputMode="decimal" step="any" min={0} max={50} dir="ltr" {...register('fee')} />
      </Field>
      <Field
        label={t('settings.hold')}
        hint={t('settings.holdHint')}
        error={errors.holdMinutes?.message}
        required
      >
        <Input type="number" inputMode="numeric" min={5} max={120} dir="ltr" {...register('holdMinutes')} />
      </Field>
      <Field label={t('settings.schedule')}>
        <Select {...register('payoutSchedule')}>
          {PAYOUT_SCHEDULES.map((value) => (
            <option key={value} value={value}>
              {t(`settings.schedules.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('settings.minimum')}
        hint={t('settings.minimumHint', { currency: settings.currency })}
        error={errors.payoutMinimum?.message}
        required
      >
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          dir="ltr"
          {...register('payoutMinimum')}
        />
      </Field>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
