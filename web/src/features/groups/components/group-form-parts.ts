import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';

/** A slug suggested from a name: "Tampa Bay Kayak Club!" → "tampa-bay-kayak-club". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The contract's English validation texts, by the groups namespace key that translates them. */
const VALIDATION_KEYS: Record<string, string> = {
  'Use at least 3 characters': 'validation.min3',
  'Use at most 60 characters': 'validation.max60',
  'Use lowercase letters, digits and hyphens': 'validation.slug',
};

/** A form field's error in the reader's language (zod's generic texts become `fallback`). */
export function groupFieldError(
  t: TFunction,
  error: FieldError | undefined,
  fallback?: string,
): string | undefined {
  if (!error) return undefined;
  const key = error.message ? VALIDATION_KEYS[error.message] : undefined;
  if (key) return t(`groups:${key}`);
  return fallback ?? t('groups:validation.invalid');
}

/** A refused save: the taken slug belongs beside the slug field, anything else is a toast. */
export function isSlugTaken(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'groupSlugTaken';
}

export function groupErrorMessage(t: TFunction, error: unknown): string {
  if (isSlugTaken(error)) return t('groups:form.slugTaken');
  return errorMessage(t, error);
}
