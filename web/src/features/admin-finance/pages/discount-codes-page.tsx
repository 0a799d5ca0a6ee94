import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TicketPercent } from 'lucide-react';
import {
  DISCOUNT_KINDS,
  DiscountCodeInputSchema,
  type DiscountCode,
  type DiscountKind,
} from '@tightlines/domain/payments/contract';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { formatCount } from '#web/lib/format/numbers';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useDeleteDiscountCode,
  useDiscountCodes,
  useSaveDiscountCode,
  useScopeEvents,
} from '#web/features/admin-finance/api/finance-api';
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
  amountToMinor,
  bpToPercentText,
  currencyDigits,
  formatDay,
  formatPercent,
  fromLocalInput,
  minorToAmountText,
  percentToBp,
  toLocalInput,
} from '#web/features/admin-finance/lib/format';

/** /admin/discount-codes: every code, for one event, one series or all events. */
export function DiscountCodesPage() {
  const { t, i18n } = useTranslation('admin-finance');
  useDocumentTitle(t('codes.title'));
  const codes = useDiscountCodes();
  const remove = useDeleteDiscountCode();
  const crud = useCrud<DiscountCode>();
  const columns: Column<DiscountCode>[] = [
    {
      key: 'code',
      header: t('codes.code'),
      primary: true,
      cell: (code) => (
        <span dir="ltr" className="font-mono font-semibold">
          {code.code}
        </span>
      ),
    },
    {
      key: 'off',
      header: t('codes.off'),
      cell: (code) =>
        code.kind === 'percent'
          ? formatPercent(code.percentBp ?? 0, i18n.language)
          : formatMoney(code.amountMinor ?? 0, code.currency ?? 'USD', i18n.language),
    },
    {
      key: 'scope',
      header: t('codes.scope'),
      cell: (code) => code.event?.name ?? code.series?.name ?? t('codes.scopeAll'),
    },
    {
      key: 'window',
      header: t('codes.window'),
      cell: (code) =>
        code.startsAt || code.endsAt
          ? `${code.startsAt ? formatDay(code.startsAt, i18n.language) : '…'} – ${code.endsAt ? formatDay(code.endsAt, i18n.language) : '…'}`
          : t('codes.always'),
    },
    {
      key: 'uses',
      header: t('codes.uses'),
      numeric: true,
      cell: (code) =>
        code.maxUses === null
          ? formatCount(code.usedCount, i18n.language)
          : t('codes.usesOf', {
              used: formatCount(code.usedCount, i18n.language),
              max: formatCount(code.maxUses, i18n.language),
            }),
    },
    {
      key: 'active',
      header: t('payments.status'),
      cell: (code) => <StatusChip kind="active" value={String(code.active)} />,
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('codes.title')}
        subtitle={t('codes.subtitle')}
        actions={<CreateButton label={t('codes.new')} onClick={crud.create} />}
      />
      <DataList
        label={t('codes.title')}
        query={codes}
        columns={columns}
        rowKey={(code) => code.id}
        empty={{ icon: TicketPercent, title: t('codes.empty'), hint: t('codes.emptyHint') }}
        actions={(code) => <EditDeleteActions crud={crud} row={code} name={code.code} />}
      />
      <CrudDialogs
        crud={crud}
        editor={(code, onClose) => <CodeDialog code={code} onClose={onClose} />}
        remove={{
          mutation: remove,
          title: (code) => t('codes.deleteConfirm', { code: code.code }),
          done: t('codes.deleted'),
        }}
      />
    </div>
  );
}

interface CodeForm {
  code: string;
  kind: DiscountKind;
  percent: string;
  amount: string;
  currency: string;
  /** '' all events, 'event:<id>' or 'series:<id>'. */
  scope: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  perPersonLimit: string;
  active: boolean;
}

const FIELD_OF: Record<string, keyof CodeForm> = {
  percentBp: 'percent',
  amountMinor: 'amount',
  eventId: 'scope',
  seriesId: 'scope',
};

const optionalInt = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function CodeDialog({ code, onClose }: { code: DiscountCode | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const save = useSaveDiscountCode();
  const events = useScopeEvents();
  const series = useMemo(() => {
    const seen = new Map<string, string>();
    for (const event of events.data ?? []) if (event.series) seen.set(event.series.id, event.series.name);
    return [...seen];
  }, [events.data]);
  const { register, handleSubmit, setError, formState, control } = useForm<CodeForm>({
    defaultValues: {
      code: code?.code ?? '',
      kind: code?.kind ?? 'percent',
      percent: code?.percentBp ? bpToPercentText(code.percentBp) : '',
      amount: code?.amountMinor ? minorToAmountText(code.amountMinor, code.currency ?? 'USD') : '',
      currency: code?.currency ?? 'USD',
      scope: code?.event ? `event:${code.event.id}` : code?.series ? `series:${code.series.id}` : '',
      startsAt: toLocalInput(code?.startsAt ?? null),
      endsAt: toLocalInput(code?.endsAt ?? null),
      maxUses: code?.maxUses ? String(code.maxUses) : '',
      perPersonLimit: code ? (code.perPersonLimit ? String(code.perPersonLimit) : '') : '1',
      active: code?.active ?? true,
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  const submit = handleSubmit((values) => {
    const [scopeKind, scopeId] = values.scope.split(':');
    const currency = values.currency.trim().toUpperCase();
    const parsed = DiscountCodeInputSchema.safeParse({
      code: values.code,
      kind: values.kind,
      percentBp: values.kind === 'percent' ? percentToBp(values.percent) : null,
      amountMinor: values.kind === 'amount' ? amountToMinor(values.amount, currencyDigits(currency)) : null,
      currency: values.kind === 'amount' ? currency : null,
      eventId: scopeKind === 'event' ? scopeId : null,
      seriesId: scopeKind === 'series' ? scopeId : null,
      startsAt: fromLocalInput(values.startsAt),
      endsAt: fromLocalInput(values.endsAt),
      maxUses: optionalInt(values.maxUses),
      perPersonLimit: optionalInt(values.perPersonLimit),
      active: values.active,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field =
          FIELD_OF[key] ??
          (key === 'kind' ? (values.kind === 'percent' ? 'percent' : 'amount') : (key as keyof CodeForm));
        setError(field, { message: t(`codes.invalid.${field}`) });
      }
      return;
    }
    save.mutate(
      { codeId: code?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.success(t('codes.saved'));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  });
  return (
    <FormDialog
      title={code ? t('codes.edit') : t('codes.new')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('actions.save')}
      busy={save.isPending}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label={t('codes.code')} hint={t('codes.codeHint')} error={errors.code?.message} required>
        <Input
          maxLength={40}
          dir="ltr"
          autoCapitalize="characters"
          className="font-mono"
          {...register('code')}
        />
      </Field>
      <Field label={t('codes.kind')}>
        <Select {...register('kind')}>
          {DISCOUNT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`codes.kinds.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {kind === 'percent' ? (
        <Field label={t('codes.percent')} error={errors.percent?.message} required>
          <Input
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={100}
            dir="ltr"
            {...register('percent')}
          />
        </Field>
      ) : (
        <>
          <Field label={t('codes.amount')} error={errors.amount?.message} required>
            <Input type="number" inputMode="decimal" step="any" min={0} dir="ltr" {...register('amount')} />
          </Field>
          <Field label={t('fields.currency')} error={errors.currency?.message} required>
            <Input maxLength={3} dir="ltr" autoCapitalize="characters" {...register('currency')} />
          </Field>
        </>
      )}
      <div className="sm:col-span-2">
        <Field label={t('codes.scope')} error={errors.scope?.message}>
          <Select {...register('scope')}>
            <option value="">{t('codes.scopeAll')}</option>
            {(events.data ?? []).length > 0 && (
              <optgroup label={t('codes.events')}>
                {(events.data ?? []).map((event) => (
                  <option key={event.id} value={`event:${event.id}`}>
                    {event.name}
                  </option>
                ))}
              </optgroup>
            )}
            {series.length > 0 && (
              <optgroup label={t('codes.series')}>
                {series.map(([id, name]) => (
                  <option key={id} value={`series:${id}`}>
                    {name}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        </Field>
      </div>
      <Field label={t('codes.startsAt')} error={errors.startsAt?.message}>
        <Input type="datetime-local" {...register('startsAt')} />
      </Field>
      <Field label={t('codes.endsAt')} error={errors.endsAt?.message}>
        <Input type="datetime-local" {...register('endsAt')} />
      </Field>
      <Field label={t('codes.maxUses')} hint={t('codes.unlimitedHint')} error={errors.maxUses?.message}>
        <Input type="number" inputMode="numeric" min={1} dir="ltr" {...register('maxUses')} />
      </Field>
      <Field
        label={t('codes.perPerson')}
        hint={t('codes.unlimitedHint')}
        error={errors.perPersonLimit?.message}
      >
        <Input type="number" inputMode="numeric" min={1} dir="ltr" {...register('perPersonLimit')} />
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-[15px] sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-open" {...register('active')} />
        {t('codes.activeLabel')}
      </label>
    </FormDialog>
  );
}
