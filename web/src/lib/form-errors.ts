import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { translateValidation } from './error-message';

/** The contract's English validation texts, translated through director:validation. */
const VALIDATION_KEYS: Record<string, string> = {
  'Name is required': 'nameRequired',
  'Enter a valid date (YYYY-MM-DD)': 'date',
  'End date must be on or after the start date': 'endBeforeStart',
  'Choose a valid time zone': 'timeZone',
  'Amounts cannot be negative': 'negative',
  'Whole amounts only': 'negative',
  'The cap must be at least 1': 'cap',
  'Division name is required': 'divisionName',
  'Code is required': 'code',
  'One code per day': 'oneCodePerDay',
  'One translation per language': 'oneTranslation',
  'Enter a valid date and time': 'dateTime',
  'Use a three-letter currency code such as USD': 'currency',
  'Penalty code is required': 'penaltyCode',
  'Penalty label is required': 'penaltyLabel',
  'A boundary needs at least three points': 'boundaryPoints',
};

/**
 * The translated message of a field's error. The contract's own texts are translated by key; zod's generic
 * ones ("Too small: expected number to be >0") become `fallback` when given, which names what the field needs.
 */
export function fieldError(
  t: TFunction,
  error: FieldError | undefined,
  fallback?: string,
): string | undefined {
  if (!error) return undefined;
  if (!error.message) return fallback ?? t('director:validation.invalid');
  const key = VALIDATION_KEYS[error.message];
  if (key) return t(`director:validation.${key}`);
  const translated = translateValidation(t, error.message);
  if (translated !== error.message) return translated;
  return fallback ?? error.message;
}

/** The error at a path of a nested error tree (records and tuples the resolver nested), if there is one. */
export function errorAt(tree: unknown, ...path: (string | number)[]): FieldError | undefined {
  let node: unknown = tree;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[String(key)];
  }
  if (node && typeof node === 'object' && ('message' in node || 'type' in node)) return node as FieldError;
  return undefined;
}
