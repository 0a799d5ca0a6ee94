import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  CHARTER_LIMITS,
  PackageInputSchema,
  PRICING_MODES,
  type PackageInput,
  type PricingMode,
} from '@tightlines/domain/charters/contract';
import type { CharterPackage, OwnerListing } from '@tightlines/domain/charters/views';
import { MoneyAmountField, useMoneyAmount } from '#web/components/forms/money-amount-field';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useDeletePackage, useSavePackage } from '#web/features/charters/owner/api/listings';
import { useDuration } from './duration';

/** Packages: what can be booked (length, price, deposit, party size); retired ones stay for their bookings. */
export function PackagesTab({ listing }: { listing: OwnerListing }) {
  const { t, i18n } = useTranslation(['charter-listings', 'charter-terms', 'errors']);
  const duration = useDuration();
  const [editing, setEditing] = useState<CharterPackage | 'new' | null>(null);
  const remove = useDeletePackage(listing.id);
  const active = listing.packages.filter((each) => each.active);
  const percent = (bp: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(bp / 10_000);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('packages.hint')}</p>
        <Button disabled={active.length >= CHARTER_LIMITS.packagesMax} onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('packages.add')}
        </Button>
      </div>
      {listing.packages.length === 0 ? (
        <EmptyState icon={Package} title={t('packages.empty')} hint={t('packages.emptyHint')} />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {listing.packages.map((pkg) => (
            <li key={pkg.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold text-deep dark:text-white">
                  {pkg.name}
                  {!pkg.active && (
                    <span className="ms-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                      {t('packages.retired')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('packages.summary', {
                    price: formatMoney(pkg.priceMinor, listing.currency, i18n.language),
                    mode: t(`charter-terms:pricingMode.${pkg.pricingMode}`),
                    duration: duration(pkg.durationMinutes),
                    deposit: percent(pkg.depositBp),
                    party: pkg.maxParty,
                  })}
                </p>
              </div>
              {pkg.active && (
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('packages.edit', { name: pkg.name })}
                    onClick={() => setEditing(pkg)}
                  >
                    <Pencil className="h-5 w-5" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={remove.isPending}
                    aria-label={t('packages.delete', { name: pkg.name })}
                    onClick={() =>
                      remove.mutate(pkg.id, {
                        onSuccess: ({ outcome }) => toast.success(t(`packages.outcome.${outcome}`)),
                        onError: (error) => toast.error(errorMessage(t, error)),
                      })
                    }
                  >
                    <Trash2 className="h-5 w-5" aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PackageDialog
          listing={listing}
          pkg={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

interface PackageForm {
  name: string;
  description: string;
  hours: string;
  pricingMode: PricingMode;
  depositPercent: string;
  maxParty: string;
  includes: string;
}

function PackageDialog({
  listing,
  pkg,
  onClose,
}: {
  listing: OwnerListing;
  pkg: CharterPackage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['charter-listings', 'charter-terms', 'errors']);
  const save = useSavePackage(listing.id);
  const price = useMoneyAmount({
    currency: listing.currency,
    min: 1,
    ...(pkg ? { initialMinor: pkg.priceMinor } : {}),
  });
  const { register, handleSubmit, setError, formState } = useForm<PackageForm>({
    defaultValues: {
      name: pkg?.name ?? '',
      description: pkg?.description ?? '',
      hours: pkg ? String(pkg.durationMinutes / 60) : '4',
      pricingMode: pkg?.pricingMode ?? 'per_trip',
      depositPercent: pkg ? String(pkg.depositBp / 100) : '25',
      maxParty: String(pkg?.maxParty ?? listing.capacity),
      includes: pkg?.includes.join('\n') ?? '',
    },
  });
  const errors = formState.errors;
  const invalid = (field: keyof PackageForm) => (errors[field] ? t(`packages.invalid.${field}`) : undefined);
  const submit = handleSubmit((values) => {
    const priceMinor = price.read();
    const input: PackageInput = {
      name: values.name,
      description: values.description,
      durationMinutes: Math.round(Number(values.hours) * 60),
      pricingMode: values.pricingMode,
      priceMinor: priceMinor ?? 0,
      depositBp: Math.round(Number(values.depositPercent) * 100),
      maxParty: Number(values.maxParty),
      includes: values.includes
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const parsed = PackageInputSchema.safeParse(input);
    let ok = priceMinor !== null;
    if (!parsed.success) {
      const map: Record<string, keyof PackageForm> = {
        durationMinutes: 'hours',
        depositBp: 'depositPercent',
        maxParty: 'maxParty',
        name: 'name',
        description: 'description',
        includes: 'includes',
      };
      for (const issue of parsed.error.issues) {
        const field = map[String(issue.path[0])];
        if (field) {
          setError(field, { message: field });
          ok = false;
        }
      }
    }
    if (Number(values.maxParty) > listing.capacity) {
      setError('maxParty', { message: 'maxParty' });
      ok = false;
    }
    if (!ok) return;
    save.mutate(
      { packageId: pkg?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t('packages.saved'));
          onClose();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={pkg ? t('packages.editTitle') : t('packages.newTitle')}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 overflow-y-auto p-4">
        <Field label={t('packages.name')} error={invalid('name')} required>
          <Input maxLength={CHARTER_LIMITS.nameMax} {...register('name')} />
        </Field>
        <Field label={t('packages.description')} error={invalid('description')}>
          <Textarea maxLength={1_000} {...register('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('packages.hours')} hint={t('packages.hoursHint')} error={invalid('hours')} required>
            <Input type="number" inputMode="decimal" step="0.5" min={1} {...register('hours')} />
          </Field>
          <Field label={t('packages.pricingMode')} required>
            <Select {...register('pricingMode')}>
              {PRICING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`charter-terms:pricingMode.${mode}`)}
                </option>
              ))}
            </Select>
          </Field>
          <MoneyAmountField label={t('packages.price')} amount={price} required />
          <Field
            label={t('packages.deposit')}
            hint={t('packages.depositHint')}
            error={invalid('depositPercent')}
            required
          >
            <Input type="number" inputMode="numeric" min={10} max={100} {...register('depositPercent')} />
          </Field>
          <Field
            label={t('packages.maxParty')}
            hint={t('packages.maxPartyHint', { capacity: listing.capacity })}
            error={invalid('maxParty')}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={listing.capacity}
              {...register('maxParty')}
            />
          </Field>
        </div>
        <Field label={t('packages.includes')} hint={t('packages.includesHint')} error={invalid('includes')}>
          <Textarea {...register('includes')} />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('packages.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('packages.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
