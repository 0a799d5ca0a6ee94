import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RuleSetInputSchema } from '@tightlines/domain/tournaments/events-contract';
import { SCORING_MODES } from '@tightlines/domain/tournaments/scoring';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';

type FormIn = z.input<typeof RuleSetInputSchema>;
type FormOut = z.output<typeof RuleSetInputSchema>;

/** Title, rules text, scoring mode and best-N, and whether directors may start events from it. */
export function RuleSetForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: FormIn;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: FormOut) => void;
}) {
  const { t } = useTranslation('rules');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(RuleSetInputSchema),
    defaultValues: initial,
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Card className="space-y-4 p-5">
        <Field label={t('form.title')} required error={errors.title ? t('form.titleRequired') : undefined}>
          <Input {...register('title')} autoComplete="off" />
        </Field>
        <Field label={t('form.body')} hint={t('form.bodyHint')}>
          <Textarea {...register('body')} className="min-h-64" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.mode')}>
            <Select {...register('scoring.mode')}>
              {SCORING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`form.modes.${mode}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.bestN')} hint={t('form.bestNHint')}>
            <Controller
              control={control}
              name="scoring.bestN"
              render={({ field }) => (
                <Input
                  type="number"
                  min={1}
                  inputMode="numeric"
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
                />
              )}
            />
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-3 text-[15px] font-medium text-deep dark:text-slate-100">
          <input type="checkbox" className="h-5 w-5" {...register('isTemplate')} />
          {t('form.isTemplate')}
        </label>
        <div className="flex justify-end">
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
