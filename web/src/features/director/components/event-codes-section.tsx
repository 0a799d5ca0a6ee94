import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { LANGUAGES } from '@tightlines/domain/i18n/languages';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { fieldError } from '#web/lib/form-errors';
import { Section, type EventFormApi } from './event-form-section';

/** The day-by-day codes anglers show in their catch photos. */
export function EventCodesSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    getValues,
    formState: { errors },
  } = form;
  const codes = useFieldArray({ control, name: 'dailyCodes' });
  return (
    <Section id="codes" title={t('form.codes')} hint={t('form.codesHint')}>
      <ul className="space-y-2">
        {codes.fields.map((item, index) => (
          <li key={item.id} className="flex items-end gap-2">
            <div className="flex-1">
              <Field label={t('form.day')} error={fieldError(t, errors.dailyCodes?.[index]?.day)}>
                <Input type="date" {...register(`dailyCodes.${index}.day`)} />
              </Field>
            </div>
            <div className="flex-1">
              <Field label={t('form.code')} error={fieldError(t, errors.dailyCodes?.[index]?.code)}>
                <Input {...register(`dailyCodes.${index}.code`)} autoComplete="off" />
              </Field>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('form.remove')}
              onClick={() => codes.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => codes.append({ day: getValues('startDate'), code: '' })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('form.addCode')}
      </Button>
    </Section>
  );
}

/** The event's name and venue in other languages. */
export function EventTranslationsSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const translations = useFieldArray({ control, name: 'translations' });
  return (
    <Section id="translations" title={t('form.translations')} hint={t('form.translationsHint')}>
      <ul className="space-y-3">
        {translations.fields.map((item, index) => (
          <li key={item.id} className="grid gap-2 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end">
            <Field label={t('form.language')} error={fieldError(t, errors.translations?.[index]?.language)}>
              <Select {...register(`translations.${index}.language`)}>
                {LANGUAGES.filter((language) => language.code !== 'en').map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.nativeName}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('form.name')} error={fieldError(t, errors.translations?.[index]?.name)}>
              <Input {...register(`translations.${index}.name`)} />
            </Field>
            <Field label={t('form.location')}>
              <Input {...register(`translations.${index}.location`)} />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('form.remove')}
              onClick={() => translations.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => translations.append({ language: 'es', name: '', location: '' })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('form.addTranslation')}
      </Button>
    </Section>
  );
}
