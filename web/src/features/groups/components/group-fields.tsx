import { useMemo } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import {
  GROUP_ABOUT_MAX_CHARS,
  GROUP_NAME_MAX_CHARS,
  GROUP_PRIVACIES,
  GROUP_REGION_MAX_CHARS,
  GROUP_RULES_MAX_CHARS,
  GROUP_SPECIES_MAX,
  GROUP_TYPES,
} from '@tightlines/domain/groups/contract';
import { SPECIES_KEYS } from '@tightlines/domain/tournaments/species';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { useSpeciesName } from '#web/lib/species-name';
import { groupFieldError } from './group-form-parts';

export interface GroupFormValues {
  name: string;
  slug: string;
  about: string;
  rules: string;
  type: (typeof GROUP_TYPES)[number];
  privacy: (typeof GROUP_PRIVACIES)[number];
  region: string;
  species: string[];
}

interface GroupFieldsProps {
  register: UseFormRegister<GroupFormValues>;
  control: Control<GroupFormValues>;
  errors: FieldErrors<GroupFormValues>;
  /** Typing in the slug field stops the suggestion from the name. */
  onSlugEdited?: () => void;
  /** The create form suggests the slug from the name as it is typed. */
  onNameChange?: (name: string) => void;
  slugError?: string;
}

/** The fields of the create form and the settings tab: name, address, about, rules, type, privacy, region, species. */
export function GroupFields({
  register,
  control,
  errors,
  onSlugEdited,
  onNameChange,
  slugError,
}: GroupFieldsProps) {
  const { t, i18n } = useTranslation('groups');
  const speciesName = useSpeciesName();
  const speciesOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return SPECIES_KEYS.map((value) => ({ value, label: speciesName(value) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [speciesName, i18n.resolvedLanguage]);
  const slugField = register('slug');
  const nameField = register('name');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('form.name')} required error={groupFieldError(t, errors.name)}>
        <Input
          maxLength={GROUP_NAME_MAX_CHARS}
          autoComplete="off"
          {...nameField}
          onChange={(event) => {
            onNameChange?.(event.target.value);
            void nameField.onChange(event);
          }}
        />
      </Field>
      <Field
        label={t('form.slug')}
        hint={t('form.slugHint')}
        error={slugError ?? groupFieldError(t, errors.slug)}
      >
        <Input
          dir="ltr"
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          {...slugField}
          onChange={(event) => {
            onSlugEdited?.();
            void slugField.onChange(event);
          }}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field label={t('form.about')} hint={t('form.aboutHint')} error={groupFieldError(t, errors.about)}>
          <Textarea rows={4} maxLength={GROUP_ABOUT_MAX_CHARS} {...register('about')} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t('form.rules')} hint={t('form.rulesHint')} error={groupFieldError(t, errors.rules)}>
          <Textarea rows={4} maxLength={GROUP_RULES_MAX_CHARS} {...register('rules')} />
        </Field>
      </div>
      <Field label={t('form.type')}>
        <Select {...register('type')}>
          {GROUP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.region')} error={groupFieldError(t, errors.region)}>
        <Input
          maxLength={GROUP_REGION_MAX_CHARS}
          placeholder={t('filters.regionPlaceholder')}
          {...register('region')}
        />
      </Field>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('form.privacy')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {GROUP_PRIVACIES.map((privacy) => (
            <label
              key={privacy}
              className="flex cursor-pointer gap-3 rounded-[var(--radius-control)] border border-slate-200 p-3 has-[:checked]:border-open has-[:checked]:bg-shallows dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
            >
              <input
                type="radio"
                value={privacy}
                className="mt-1 h-4 w-4 accent-open"
                {...register('privacy')}
              />
              <span>
                <span className="block font-semibold text-deep dark:text-white">
                  {t(`privacy.${privacy}`)}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(`form.privacyHint.${privacy}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={control}
        name="species"
        render={({ field }) => (
          <div className="space-y-2 sm:col-span-2">
            <Field label={t('form.species')} hint={t('form.speciesHint', { max: GROUP_SPECIES_MAX })}>
              <Select
                value=""
                disabled={field.value.length >= GROUP_SPECIES_MAX}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value && !field.value.includes(value)) field.onChange([...field.value, value]);
                }}
              >
                <option value="">{t('form.addSpecies')}</option>
                {speciesOptions
                  .filter((option) => !field.value.includes(option.value))
                  .map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
              </Select>
            </Field>
            {field.value.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={t('form.chosenSpecies')}>
                {field.value.map((key) => (
                  <li
                    key={key}
                    className="inline-flex items-center gap-1 rounded-full bg-shallows ps-3 text-sm font-medium text-deep dark:bg-slate-800 dark:text-slate-100"
                  >
                    {speciesName(key)}
                    <button
                      type="button"
                      onClick={() => field.onChange(field.value.filter((value) => value !== key))}
                      aria-label={t('form.removeSpecies', { name: speciesName(key) })}
                      className="grid h-8 w-8 place-items-center rounded-full hover:bg-white/60 dark:hover:bg-slate-700"
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      />
    </div>
  );
}
