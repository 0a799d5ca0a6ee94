import {
  useController,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { PENALTY_TYPES, isPenaltyType, otherPenaltyCode } from '@tightlines/domain/tournaments/penalty-types';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { OptionalNumberInput } from '#web/components/ui/controlled-inputs';
import { WeightInput } from '#web/components/forms/measure-inputs';
import { fieldError } from '#web/lib/form-errors';
import type { RulesFormValues } from './scoring-fields';

const OTHER = 'other';

/**
 * The weight a penalty takes off, typed in the person's units and kept in grams. The value comes from the
 * watched list: a controller would answer the saved default for a cleared (undefined) weight.
 */
function PenaltyWeight({
  control,
  index,
  value,
  ...props
}: {
  control: Control<RulesFormValues>;
  index: number;
  value: number | undefined;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  const { field } = useController({ control, name: `penalties.${index}.grams` });
  return <WeightInput {...props} value={value} onValue={field.onChange} onBlur={field.onBlur} />;
}

/**
 * The rule set's penalties (an event's, or a template's): a type picked from the list (its name translated for
 * every reader), the wording on the rules, and what it costs (weight off, points off, or either). The stored code
 * stays behind the scenes.
 */
export function PenaltyFields<T extends RulesFormValues>({
  control: formControl,
  register: formRegister,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
}) {
  // Only the penalties part of the form is read and written here.
  const control = formControl as unknown as Control<RulesFormValues>;
  const register = formRegister as unknown as UseFormRegister<RulesFormValues>;
  const { t } = useTranslation(['director', 'rules']);
  const penalties = useFieldArray({ control, name: 'penalties' });
  const { errors } = useFormState({ control });
  const values = useWatch({ control, name: 'penalties' }) ?? [];
  const codes = values.map((penalty) => penalty?.code ?? '');

  const pick = (index: number, type: string) => {
    const current = values[index];
    const wasNamed =
      current && isPenaltyType(current.code) && current.label === t(`rules:penalties.types.${current.code}`);
    const code = type === OTHER ? otherPenaltyCode(codes) : type;
    // The wording follows the type until the director writes their own.
    const label =
      type === OTHER
        ? wasNamed || !current?.label
          ? ''
          : current.label
        : !current?.label || wasNamed
          ? t(`rules:penalties.types.${type}`)
          : current.label;
    penalties.update(index, { ...current, code, label });
  };

  return (
    <div className="space-y-3">
      <h3 className="text-base font-bold text-deep dark:text-white">{t('penalties.heading')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('penalties.hint')}</p>
      <ul className="space-y-3">
        {penalties.fields.map((item, index) => {
          const rowErrors = errors.penalties?.[index];
          const code = codes[index] ?? '';
          const type = code === '' ? '' : isPenaltyType(code) ? code : OTHER;
          return (
            <li
              key={item.id}
              className="grid gap-2 rounded-[var(--radius-control)] border border-slate-200 p-3 sm:grid-cols-2 sm:items-start dark:border-slate-800"
            >
              <Field
                label={t('rules:penalties.type', { number: index + 1 })}
                required
                error={rowErrors?.code ? t('rules:penalties.pickType') : undefined}
              >
                <Select value={type} onChange={(e) => pick(index, e.target.value)}>
                  <option value="" disabled>
                    {t('rules:penalties.choose')}
                  </option>
                  {PENALTY_TYPES.map((option) => (
                    <option key={option} value={option} disabled={option !== code && codes.includes(option)}>
                      {t(`rules:penalties.types.${option}`)}
                    </option>
                  ))}
                  <option value={OTHER}>{t('rules:penalties.other')}</option>
                </Select>
              </Field>
              <Field label={t('rules:penalties.wording')} required error={fieldError(t, rowErrors?.label)}>
                <Input {...register(`penalties.${index}.label`)} />
              </Field>
              <Field
                label={t('rules:penalties.weightOff')}
                error={fieldError(t, rowErrors?.grams, t('validation.wholePositive'))}
              >
                <PenaltyWeight control={control} index={index} value={values[index]?.grams} />
              </Field>
              <Field
                label={t('penalties.points')}
                error={fieldError(t, rowErrors?.points, t('validation.positive'))}
              >
                <OptionalNumberInput
                  control={control}
                  name={`penalties.${index}.points`}
                  min={0}
                  step="any"
                  inputMode="decimal"
                />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="justify-self-end sm:col-span-2"
                aria-label={t('penalties.remove', { number: index + 1 })}
                onClick={() => penalties.remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="sm" onClick={() => penalties.append({ code: '', label: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('penalties.add')}
      </Button>
    </div>
  );
}
