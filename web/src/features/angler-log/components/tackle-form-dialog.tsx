import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  TACKLE_BRAND_MAX,
  TACKLE_CATEGORIES,
  TACKLE_NAME_MAX,
  TACKLE_NOTES_MAX,
  TACKLE_QUANTITY_MAX,
  type TackleItem,
} from '@tightlines/domain/angler-log/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useAddTackle, useEditTackle } from '#web/features/angler-log/api/tackle';

/** The form's values as typed; the name rule is the spec's (§5): required, 'Name required'. */
const TackleFormSchema = z.object({
  name: z.string().trim().min(1).max(TACKLE_NAME_MAX),
  category: z.enum(TACKLE_CATEGORIES),
  brand: z.string().max(TACKLE_BRAND_MAX),
  quantity: z.coerce.number().int().min(0).max(TACKLE_QUANTITY_MAX),
  notes: z.string().max(TACKLE_NOTES_MAX),
});
type TackleFormInput = z.input<typeof TackleFormSchema>;
type TackleFormValues = z.output<typeof TackleFormSchema>;

/** Add or edit a tackle item; failures and the missing name are toasts in the spec's words. */
export function TackleFormDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item?: TackleItem;
}) {
  const { t } = useTranslation(['angler-log', 'errors']);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t('tackle.editTitle') : t('tackle.addTitle')}
      closeLabel={t('actions.close')}
    >
      {open && <TackleForm item={item} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function TackleForm({ item, onDone }: { item?: TackleItem; onDone: () => void }) {
  const { t } = useTranslation(['angler-log', 'errors']);
  const add = useAddTackle();
  const edit = useEditTackle();
  const form = useForm<TackleFormInput, unknown, TackleFormValues>({
    resolver: zodResolver(TackleFormSchema),
    defaultValues: {
      name: item?.name ?? '',
      category: item?.category ?? 'lure',
      brand: item?.brand ?? '',
      quantity: item?.quantity ?? 1,
      notes: item?.notes ?? '',
    },
  });
  const { register, formState } = form;

  const nameMissing = () =>
    toast.error(t('tackle.nameRequired'), { description: t('errors:tackleNameRequired') });

  const submit = form.handleSubmit(
    (values) => {
      const body = { ...values, brand: values.brand || null, notes: values.notes || null };
      const failed = (error: unknown) => {
        if (error instanceof ApiRequestError && error.code === 'tackleNameRequired') return nameMissing();
        toast.error(item ? errorMessage(t, error) : t('errors:tackleAddFailed'), {
          description: item ? undefined : errorMessage(t, error),
        });
      };
      const done = () => {
        toast.success(item ? t('toast.tackleUpdated') : t('toast.tackleAdded'));
        onDone();
      };
      if (item) edit.mutate({ id: item.id, changes: body }, { onSuccess: done, onError: failed });
      else add.mutate(body, { onSuccess: done, onError: failed });
    },
    (errors) => {
      if (errors.name) nameMissing();
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-4">
      <Field
        label={t('tackle.name')}
        required
        error={formState.errors.name ? t('tackle.nameRequired') : undefined}
      >
        <Input {...register('name')} autoComplete="off" />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('tackle.category')}>
          <Select {...register('category')}>
            {TACKLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('tackle.quantity')} error={formState.errors.quantity ? t('form.invalid') : undefined}>
          <Input
            type="number"
            min={0}
            max={TACKLE_QUANTITY_MAX}
            inputMode="numeric"
            {...register('quantity')}
          />
        </Field>
      </div>
      <Field label={t('tackle.brand')} hint={t('tackle.optional')}>
        <Input {...register('brand')} autoComplete="off" />
      </Field>
      <Field label={t('tackle.notes')} hint={t('tackle.optional')}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={add.isPending || edit.isPending}>
          {item ? t('tackle.save') : t('tackle.add')}
        </Button>
      </div>
    </form>
  );
}
