import { useController, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type {
  PenaltyRuleSchema,
  ScoringRulesInput,
  ScoringRulesSchema,
} from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { LengthInput, WeightInput } from '#web/components/forms/measure-inputs';
import { NullableNumberInput, NumberCell } from '#web/components/ui/controlled-inputs';
import { Select } from '#web/components/ui/input';
import { SCORING_MODES } from '@tightlines/domain/tournaments/scoring';
import { NumberPairRows } from '#web/components/ui/number-pair-rows';
import { errorAt, fieldError } from '#web/lib/form-errors';
import { useSpeciesName } from '#web/lib/species-name';

/** A form with a scoring and penalties of its own: the event editor, a rules-library template. */
export interface RulesFormValues {
  scoring?: z.input<typeof ScoringRulesSchema>;
  penalties?: z.input<typeof PenaltyRuleSchema>[];
}

type Table = NonNullable<ScoringRulesInput['lengthToWeight']>;

/** A record without `key` when `value` is undefined, with it otherwise. */
function withEntry<V>(record: Record<string, V> | undefined, key: string, value: V | undefined) {
  const next = { ...record };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** How a scoring ranks (weight, length or points) and how many fish count: the first two fields of every rule set. */
export function ScoringModeFields<T extends RulesFormValues>({
  control: formControl,
}: {
  control: Control<T>;
}) {
  const control = formControl as unknown as Control<RulesFormValues>;
  const { t } = useTranslation('director');
  const mode = useController({ control, name: 'scoring.mode' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('form.scoringMode')}>
        <Select value={mode.field.value ?? 'weight'} onChange={(e) => mode.field.onChange(e.target.value)}>
          {SCORING_MODES.map((option) => (
            <option key={option} value={option}>
              {t(`form.scoring.${option}`)}
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
  );
}

/**
 * The species rules of a scoring (an event's, or a template's): which species score, each one's minimum length and
 * points, and its length-to-weight table, for `species` (the event's list, or the species a template covers).
 * Values are stored in millimetres and grams (the scorer's units) and typed that way; each shows what it is in the
 * viewer's units (lb/oz or kg, inches or cm) with the catch form's formatters. `emptyHint` and `notListedHint`
 * say where the species come from (default: the event's species).
 */
export function ScoringFields<T extends RulesFormValues>({
  control: formControl,
  species,
  emptyHint,
  notListedHint,
}: {
  control: Control<T>;
  species: readonly string[];
  emptyHint?: string;
  notListedHint?: string;
}) {
  // Only the scoring part of the form is read and written here.
  const control = formControl as unknown as Control<RulesFormValues>;
  const { t } = useTranslation('director');
  const speciesName = useSpeciesName();
  const mode = useWatch({ control, name: 'scoring.mode' }) ?? 'weight';
  const { errors } = useFormState({ control });
  const scoringErrors = errors.scoring;

  const eligible = useController({ control, name: 'scoring.eligibleSpecies' });
  const minimum = useController({ control, name: 'scoring.minimumLengthMm' });
  const perSpecies = useController({ control, name: 'scoring.points.perSpecies' });
  const perKilogram = useController({ control, name: 'scoring.points.perKilogram' });
  const tables = useController({ control, name: 'scoring.lengthToWeight' });

  const eligibleList = eligible.field.value;
  const minimumMap = minimum.field.value;
  const pointsMap = perSpecies.field.value;
  const tableMap = tables.field.value;

  // Rules for a species no longer in the list stay visible, so they can be cleared.
  const names = [
    ...new Set([
      ...species,
      ...(eligibleList ?? []),
      ...Object.keys(minimumMap ?? {}),
      ...Object.keys(pointsMap ?? {}),
      ...Object.keys(tableMap ?? {}),
    ]),
  ];

  const isEligible = (name: string) => !eligibleList || eligibleList.includes(name);
  const toggleEligible = (name: string, on: boolean) => {
    const current = eligibleList ?? species;
    const next = on ? [...new Set([...current, name])] : current.filter((item) => item !== name);
    // Every species of the event ticked is the same as no restriction.
    const everything =
      species.every((item) => next.includes(item)) && next.every((item) => species.includes(item));
    eligible.field.onChange(everything ? null : next);
  };

  const setRows = (name: string, rows: Table[string] | undefined) =>
    tables.field.onChange(withEntry(tableMap, name, rows && rows.length ? rows : undefined));

  const clearSpecies = (name: string) => {
    minimum.field.onChange(withEntry(minimumMap, name, undefined));
    perSpecies.field.onChange(withEntry(pointsMap, name, undefined));
    tables.field.onChange(withEntry(tableMap, name, undefined));
    if (eligibleList) eligible.field.onChange(eligibleList.filter((item) => item !== name));
  };

  const positiveError = t('validation.positive');
  const wholeError = t('validation.wholePositive');

  return (
    <div className="space-y-4">
      <h3 className="text-base font-bold text-deep dark:text-white">{t('scoring.speciesRules')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('editor.unitsHint')}</p>
      {mode === 'points' && (
        <Field
          label={t('scoring.perKilogram')}
          hint={t('scoring.perKilogramHint')}
          error={fieldError(t, errorAt(scoringErrors, 'points', 'perKilogram'), positiveError)}
        >
          <NumberCell
            value={perKilogram.field.value}
            onValue={perKilogram.field.onChange}
            min={0}
            step="any"
            inputMode="decimal"
          />
        </Field>
      )}
      {names.length === 0 ? (
        <p className="rounded-[var(--radius-control)] border border-dashed border-slate-300 p-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {emptyHint ?? t('scoring.noSpecies')}
        </p>
      ) : (
        <ul className="space-y-3">
          {names.map((name) => {
            const inEvent = species.includes(name);
            // Shown in the reader's language; the rules stay keyed by the stored name.
            const label = speciesName(name);
            const minimumValue = minimumMap?.[name];
            const rows = tableMap?.[name] ?? [];
            return (
              <li
                key={name}
                className="space-y-3 rounded-[var(--radius-control)] border border-slate-200 p-3 dark:border-slate-800"
              >
                <fieldset className="space-y-3">
                  <legend className="font-semibold text-deep dark:text-white">{label}</legend>
                  {inEvent ? (
                    <label className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="h-5 w-5"
                        checked={isEligible(name)}
                        onChange={(e) => toggleEligible(name, e.target.checked)}
                      />
                      {t('scoring.eligible', { species: label })}
                    </label>
                  ) : (
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {notListedHint ?? t('scoring.notInEvent')}
                      </p>
                      <Button variant="outline" size="sm" onClick={() => clearSpecies(name)}>
                        {t('scoring.clearSpecies', { species: label })}
                      </Button>
                    </div>
                  )}
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Field
                      label={t('editor.minimumLength', { species: label })}
                      error={fieldError(t, errorAt(scoringErrors, 'minimumLengthMm', name), wholeError)}
                    >
                      <LengthInput
                        value={minimumValue}
                        onValue={(value) => minimum.field.onChange(withEntry(minimumMap, name, value))}
                      />
                    </Field>
                    {mode === 'points' && (
                      <Field
                        label={t('scoring.points', { species: label })}
                        error={fieldError(
                          t,
                          errorAt(scoringErrors, 'points', 'perSpecies', name),
                          t('validation.notNegative'),
                        )}
                      >
                        <NumberCell
                          value={pointsMap?.[name]}
                          onValue={(value) => perSpecies.field.onChange(withEntry(pointsMap, name, value))}
                          min={0}
                          step="any"
                          inputMode="decimal"
                        />
                      </Field>
                    )}
                  </div>
                  <div className="space-y-2">
                    <p className="text-sm font-medium text-deep dark:text-slate-200">
                      {t('scoring.table', { species: label })}
                    </p>
                    {rows.length === 0 && (
                      <p className="text-sm text-slate-600 dark:text-slate-400">{t('scoring.tableEmpty')}</p>
                    )}
                    <NumberPairRows
                      rows={rows}
                      onChange={(next) => setRows(name, next)}
                      columns={[
                        {
                          label: (index) => t('editor.rowLength', { number: index + 1 }),
                          render: (value, onValue) => <LengthInput value={value} onValue={onValue} />,
                          error: (index) =>
                            fieldError(
                              t,
                              errorAt(scoringErrors, 'lengthToWeight', name, index, 0),
                              positiveError,
                            ),
                          input: { min: 1, step: 'any', inputMode: 'decimal' },
                        },
                        {
                          label: (index) => t('editor.rowWeight', { number: index + 1 }),
                          error: (index) =>
                            fieldError(
                              t,
                              errorAt(scoringErrors, 'lengthToWeight', name, index, 1),
                              positiveError,
                            ),
                          input: { min: 1, step: 'any', inputMode: 'decimal' },
                          render: (value, onValue) => <WeightInput value={value} onValue={onValue} />,
                        },
                      ]}
                      removeLabel={(index) => t('scoring.removeRow', { number: index + 1, species: label })}
                      addLabel={t('scoring.addRow', { species: label })}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

const nonEmpty = <V,>(record: Record<string, V> | undefined) =>
  record && Object.keys(record).length > 0 ? record : undefined;

/**
 * The scoring as saved: length-to-weight rows sorted by length, as the scorer reads them (it interpolates between
 * neighbours), without the empty records and points the editor's fields leave behind.
 */
export function tidyScoring<S extends ScoringRulesInput | undefined>(scoring: S): S {
  if (!scoring) return scoring;
  const perSpecies = nonEmpty(scoring.points?.perSpecies);
  const perKilogram = scoring.points?.perKilogram;
  const tables = nonEmpty(scoring.lengthToWeight);
  const tidy: ScoringRulesInput = {
    ...scoring,
    minimumLengthMm: nonEmpty(scoring.minimumLengthMm),
    points: perSpecies || perKilogram !== undefined ? { perSpecies, perKilogram } : undefined,
    lengthToWeight:
      tables &&
      Object.fromEntries(
        Object.entries(tables).map(([name, rows]) => [name, [...rows].sort((a, b) => a[0] - b[0])]),
      ),
  };
  return Object.fromEntries(Object.entries(tidy).filter(([, value]) => value !== undefined)) as S;
}

/** Every species a scoring names (eligible, or with a minimum, points or a table): a template's species list. */
export function speciesNamedIn(scoring: ScoringRulesInput | undefined): string[] {
  return [
    ...new Set([
      ...(scoring?.eligibleSpecies ?? []),
      ...Object.keys(scoring?.minimumLengthMm ?? {}),
      ...Object.keys(scoring?.points?.perSpecies ?? {}),
      ...Object.keys(scoring?.lengthToWeight ?? {}),
    ]),
  ];
}
