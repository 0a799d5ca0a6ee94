import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RuleSet } from '@tightlines/domain/tournaments/events-contract';
import { SCORING_MODES } from '@tightlines/domain/tournaments/scoring';
import { Field } from '#web/components/ui/field';
import { Select, Textarea } from '#web/components/ui/input';
import { NullableNumberInput, NullableSelect } from '#web/components/ui/controlled-inputs';
import { PenaltyFields } from '#web/components/rules/penalty-fields';
import { ScoringFields } from '#web/components/rules/scoring-fields';
import { Section, type EventFormApi } from './event-form-section';

/** The rules text, scoring and penalties, which a rule-set template fills in one pick. */
export function EventRulesSection({ form, templates }: { form: EventFormApi; templates?: RuleSet[] }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const { register, control, setValue } = form;
  const species = useWatch({ control, name: 'species' }) ?? [];

  const applyTemplate = (id: string) => {
    setValue('ruleSetId', id || null);
    const template = templates?.find((item) => item.id === id);
    if (!template) return;
    setValue('rulesText', template.body, { shouldDirty: true });
    setValue('scoring', template.scoring, { shouldDirty: true });
    setValue('penalties', template.penalties, { shouldDirty: true });
  };

  return (
    <Section title={t('form.rules')} hint={t('form.rulesHint')}>
      {templates && templates.length > 0 && (
        <Field label={t('form.template')}>
          <NullableSelect control={control} name="ruleSetId" onValue={applyTemplate}>
            <option value="">{t('form.noTemplate')}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.title}
              </option>
            ))}
          </NullableSelect>
        </Field>
      )}
      <Field label={t('form.rulesText')}>
        <Textarea {...register('rulesText')} className="min-h-48" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.scoringMode')}>
          <Select {...register('scoring.mode')}>
            {SCORING_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`form.scoring.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.bestN')} hint={t('form.bestNHint')}>
          <NullableNumberInput
            control={control}
            name="scoring.bestN"
            type="number"
            min={1}
            inputMode="numeric"
          />
        </Field>
      </div>
      <ScoringFields control={control} species={species} />
      <PenaltyFields control={control} register={register} />
    </Section>
  );
}
