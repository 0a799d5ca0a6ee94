import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RuleSetInputSchema } from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { SpeciesPicker } from '#web/components/forms/species-picker';
import { PenaltyFields } from '#web/components/rules/penalty-fields';
import {
  ScoringFields,
  ScoringModeFields,
  tidyScoring,
  speciesNamedIn,
} from '#web/components/rules/scoring-fields';

type FormIn = z.input<typeof RuleSetInputSchema>;
type FormOut = z.output<typeof RuleSetInputSchema>;

/**
 * Title, rules text, scoring (mode, best N, species rules, length-to-weight tables), penalties, and whether directors
 * may start events from it. A rule set has no species of its own: the species typed here only say which species'
 * rules to edit, and come back from the rules saved (every species they name).
 */
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
  const { t } = useTranslation(['rules', 'director']);
  const [species, setSpecies] = useState(() => speciesNamedIn(initial.scoring));
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
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit({ ...values, scoring: tidyScoring(values.scoring) }))(event)
      }
    >
      <Card className="space-y-4 p-5">
        <Field label={t('form.title')} required error={errors.title ? t('form.titleRequired') : undefined}>
          <Input {...register('title')} autoComplete="off" />
        </Field>
        <Field label={t('form.body')} hint={t('form.bodyHint')}>
          <Textarea {...register('body')} className="min-h-64" />
        </Field>
        <ScoringModeFields control={control} />
        <Field label={t('form.species')} hint={t('director:editor.speciesHint')}>
          <SpeciesPicker value={species} onChange={setSpecies} />
        </Field>
        <ScoringFields
          control={control}
          species={species}
          emptyHint={t('form.noSpecies')}
          notListedHint={t('form.notListed')}
        />
        <PenaltyFields control={control} register={register} />
        <label className="flex min-h-11 items-center gap-3 text-[15px] font-medium text-deep dark:text-slate-100">
          <input type="checkbox" className="h-5 w-5" {...register('isTemplate')} />
          {t('form.isTemplate')}
        </label>
        <div className="flex items-center justify-end gap-2">
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="me-auto text-sm font-medium text-danger">
              {t('director:form.fixErrors')}
            </p>
          )}
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </Card>
    </form>
  );
}
