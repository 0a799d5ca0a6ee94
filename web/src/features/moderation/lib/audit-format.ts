import type { TFunction } from 'i18next';

/**
 * The audit actions the log names in words. Others (a later feature's) read humanised: 'team.logo_changed' →
 * 'Team logo changed'.
 */
export const KNOWN_AUDIT_ACTIONS = [
  'moderation.dismiss',
  'moderation.hide',
  'moderation.delete',
  'moderation.warn',
  'moderation.strike',
  'moderation.suspend',
  'moderation.ban',
  'moderation.restore',
  'moderation.unban',
  'moderation.auto_suspend',
  'user.role_added',
  'user.role_removed',
  'user.note',
  'settings.moderation',
  'rule_set.created',
  'rule_set.updated',
  'rule_set.deleted',
  'rule_set.archived',
] as const;

/** 'team.logo_changed' → 'Team logo changed', 'holdWords' → 'Hold words'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields of before/after records the log names in words; others read humanised. */
export const KNOWN_AUDIT_FIELDS = [
  'holdWords',
  'strikesToSuspend',
  'strikeSuspensionDays',
  'holdNewAccountLinks',
  'status',
  'state',
  'until',
  'reason',
  'role',
  'roles',
  'text',
  'activeStrikes',
  'totalStrikes',
] as const;

export function fieldName(t: TFunction, key: string): string {
  return (KNOWN_AUDIT_FIELDS as readonly string[]).includes(key)
    ? t(`moderation:audit.fields.${key}`)
    : humanise(key);
}

/** The audit key's translated name; i18next reads the dot as nesting (audit.actions.moderation.hide). */
export function auditActionName(t: TFunction, action: string): string {
  if ((KNOWN_AUDIT_ACTIONS as readonly string[]).includes(action))
    return t(`moderation:audit.actions.${action}`);
  return humanise(action);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value of a before/after record as a person reads it: lists joined, booleans as yes/no, times as dates. */
export function readableValue(t: TFunction, value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return t('moderation:audit.none');
  if (typeof value === 'boolean') return value ? t('moderation:audit.yes') : t('moderation:audit.no');
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (typeof value === 'string') {
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(value),
      );
    return value;
  }
  if (Array.isArray(value))
    return value.length === 0
      ? t('moderation:audit.none')
      : value.map((entry) => readableValue(t, entry, language)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, entry]) => `${humanise(key)}: ${readableValue(t, entry, language)}`)
      .join('; ');
  return typeof value === 'bigint' ? value.toString() : '';
}

/** A before/after record as "Key: value" lines, keys in both records once, in the order they first appear. */
export function changeLines(
  t: TFunction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  language: string,
): { key: string; label: string; before: string | null; after: string | null; changed: boolean }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const was = before ? readableValue(t, before[key], language) : null;
    const now = after ? readableValue(t, after[key], language) : null;
    return { key, label: fieldName(t, key), before: was, after: now, changed: was !== now };
  });
}
