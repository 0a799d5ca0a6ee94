import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { formatWeight } from '#web/lib/format/measure';
import { OptionalNumberInput } from '#web/components/ui/controlled-inputs';
import { fieldError } from '#web/lib/form-errors';
import type { RulesFormValues } from './scoring-fields';

/**
 * The rule set's penalties (an event's, or a template's): a code judges pick, a label anglers read, and what it
 * costs (grams off the weight, points off the points, or either; whichever fits the scoring).
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
  const { t } = useTranslation('director');
  const penalties = useFieldArray({ control, name: 'penalties' });
  const { errors } = useFormState({ control });
  const { i18n } = useTranslation();
  const values = useWatch({ control, name: 'penalties' });
  const gramsReadback = (index: number) => {
    const grams = values?.[index]?.grams;
    return typeof grams === 'number' && Number.isFinite(grams) && grams > 0
      ? `≈ ${formatWeight(grams, i18n.language)}`
      : undefined;
  };
  return (
    <div className="space-y-3">
      <h3 className="text-base font-bold text-deep dark:text-white">{t('penalties.heading')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('penalties.hint')}</p>
      <ul className="space-y-3">
        {penalties.fields.map((item, index) => {
          const rowErrors = errors.penalties?.[index];
          return (
            <li
              key={item.id}
              className="grid gap-2 rounded-[var(--radius-control)] border border-slate-200 p-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[8rem_minmax(0,1fr)_9rem_9rem_auto] dark:border-slate-800"
            >
              <Field
                label={t('penalties.code', { number: index + 1 })}
                required
                error={fieldError(t, rowErrors?.code)}
              >
                <Input {...register(`penalties.${index}.code`)} autoComplete="off" />
              </Field>
              <Field label={t('penalties.label')} required error={fieldError(t, rowErrors?.label)}>
                <Input {...register(`penalties.${index}.label`)} />
              </Field>
              <Field
                label={t('penalties.grams')}
                hint={gramsReadback(index)}
                error={fieldError(t, rowErrors?.grams, t('validation.wholePositive'))}
              >
                <OptionalNumberInput
                  control={control}
                  name={`penalties.${index}.grams`}
                  min={1}
                  step={1}
                  inputMode="numeric"
                />
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
                className="lg:mt-7"
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
