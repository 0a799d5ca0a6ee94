import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RuleSet } from '@tightlines/domain/tournaments/events-contract';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { NullableSelect } from '#web/components/ui/controlled-inputs';
import { PenaltyFields } from '#web/components/rules/penalty-fields';
import { ScoringFields, ScoringModeFields } from '#web/components/rules/scoring-fields';
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
    <Section id="rules" title={t('form.rules')} hint={t('form.rulesHint')}>
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
      <ScoringModeFields control={control} />
      <ScoringFields control={control} species={species} />
      <PenaltyFields control={control} register={register} />
    </Section>
  );
}
