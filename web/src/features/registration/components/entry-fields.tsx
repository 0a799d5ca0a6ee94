import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BOAT_NAME_MAX } from '@tightlines/domain/teams/contract';
import {
  ANGLER_NAME_MAX,
  ANGLERS_MAX,
  type RegistrationOptions,
} from '@tightlines/domain/tournaments/registration-contract';
import { Select } from '#web/components/ui/input';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { anglersFor, type WizardValues } from '#web/features/registration/lib/wizard-form';

/** Team or solo, which team (only teams I captain), and the boat: one of mine, or a new one by name. */
export function EntryFields({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation('registration');
  const { register, setValue, control, formState } = useFormContext<WizardValues>();
  const [entry, teamId, boatId] = useWatch({ control, name: ['entry', 'teamId', 'boatId'] });
  const boats = options.boats.filter(
    (boat) => boat.teamId === null || (entry === 'team' && boat.teamId === teamId),
  );

  const handleEntry = (next: 'team' | 'solo') => {
    setValue('entry', next);
    const nextTeam = next === 'team' ? teamId || options.teams[0]?.id || '' : '';
    setValue('teamId', nextTeam);
    setValue('anglers', anglersFor(options, next, nextTeam));
  };

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-deep dark:text-slate-200">
          {t('wizard.entryLegend')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['team', 'solo'] as const).map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-slate-300 px-3 py-2 has-[:checked]:border-open has-[:checked]:bg-shallows dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
            >
              <input
                type="radio"
                name="entry"
                value={value}
                checked={entry === value}
                onChange={() => handleEntry(value)}
                className="h-4 w-4 accent-[var(--color-open)]"
              />
              <span>{t(`wizard.entry.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {entry === 'team' &&
        (options.teams.length === 0 ? (
          <p className="rounded-[var(--radius-control)] bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
            {t('wizard.noTeams')}{' '}
            <Link to="/profile/my-team" className="font-semibold text-open underline">
              {t('wizard.createTeam')}
            </Link>
          </p>
        ) : (
          <Field
            label={t('wizard.team')}
            required
            error={formState.errors.teamId && t(formState.errors.teamId.message ?? '')}
          >
            <Select
              {...register('teamId', {
                onChange: (event: { target: { value: string } }) =>
                  setValue('anglers', anglersFor(options, 'team', event.target.value)),
              })}
            >
              {options.teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          </Field>
        ))}

      <Field label={t('wizard.boat')} hint={t('wizard.boatHint')}>
        <Select {...register('boatId')}>
          <option value="">{t('wizard.newBoatOption')}</option>
          {boats.map((boat) => (
            <option key={boat.id} value={boat.id}>
              {boat.name}
            </option>
          ))}
        </Select>
      </Field>
      {!boatId && (
        <Field label={t('wizard.newBoatName')} hint={t('wizard.newBoatHint')}>
          <Input autoComplete="off" maxLength={BOAT_NAME_MAX} {...register('newBoatName')} />
        </Field>
      )}
    </div>
  );
}

/** The anglers fishing under the entry: members with an account, or guests by name. */
export function AnglersFields() {
  const { t } = useTranslation('registration');
  const { register, control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'anglers' });
  const listError = formState.errors.anglers?.message ?? formState.errors.anglers?.root?.message;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('wizard.anglersHint')}</p>
      <ul className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-end gap-2">
            <div className="flex-1">
              <Field
                label={
                  field.userId ? t('wizard.member', { n: index + 1 }) : t('wizard.guest', { n: index + 1 })
                }
                error={
                  formState.errors.anglers?.[index]?.name &&
                  t(formState.errors.anglers[index].name.message ?? '')
                }
              >
                <Input
                  maxLength={ANGLER_NAME_MAX}
                  readOnly={Boolean(field.userId)}
                  {...register(`anglers.${index}.name`)}
                />
              </Field>
            </div>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => remove(index)}
              aria-label={t('wizard.removeAngler', { name: field.name || index + 1 })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {t(listError)}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={() => append({ userId: null, name: '' })}
        disabled={fields.length >= ANGLERS_MAX}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('wizard.addGuest')}
      </Button>
    </div>
  );
}

/** The waiver (rules as published) and the fee to pay at check-in. */
export function WaiverFields({ rulesText, fee }: { rulesText: string; fee: string }) {
  const { t } = useTranslation('registration');
  const { register, formState } = useFormContext<WizardValues>();
  const error = formState.errors.waiverAccepted?.message;
  return (
    <div className="space-y-4">
      {rulesText && (
        <div className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded-[var(--radius-control)] bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {rulesText}
        </div>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('wizard.waiverText')}</p>
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5 accent-[var(--color-open)]"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'waiver-error' : undefined}
          {...register('waiverAccepted')}
        />
        <span className="font-medium text-deep dark:text-slate-100">{t('wizard.waiverAccept')}</span>
      </label>
      {error && (
        <p id="waiver-error" role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {t(error)}
        </p>
      )}
      <div className="flex items-baseline justify-between rounded-[var(--radius-control)] bg-shallows p-3 dark:bg-slate-800">
        <span className="font-medium text-deep dark:text-slate-100">{t('wizard.fee')}</span>
        <span className="text-lg font-bold tabular-nums text-deep dark:text-slate-100">{fee}</span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('wizard.feeHint')}</p>
    </div>
  );
}
