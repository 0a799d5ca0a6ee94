import { DEFAULT_LANGUAGE, isLanguageCode } from '@tightlines/domain/i18n/languages';
import { isPayloadType, type NotificationValues } from '@tightlines/domain/notifications/payload';
import { CATALOGUES, type NotificationCatalogue } from './messages';

/** The catalogue of a stored language preference; English when there is none or it is not one we speak. */
export function catalogueOf(language: string | null | undefined): NotificationCatalogue {
  return CATALOGUES[language && isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

/** Fills `{{name}}` placeholders; a missing value reads as empty rather than as the placeholder. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export interface StoredNotification {
  type: string;
  params: NotificationValues | null;
  title: string | null;
  message: string | null;
}

/**
 * A notification's title and message in the reader's language, as the web renders them (notifications:kinds):
 * from its type and params, or the English text stored before notifications carried params.
 */
export function renderNotification(
  row: StoredNotification,
  catalogue: NotificationCatalogue,
): { title: string; message: string } {
  if (!row.params || !isPayloadType(row.type))
    return { title: row.title || catalogue.fallback, message: row.message ?? '' };
  const kind = catalogue.kinds[row.type];
  const values: Record<string, string | number> = {
    ...row.params,
    actorName: row.params.actorName || catalogue.someone,
  };
  const quote = typeof row.params.excerpt === 'string' ? row.params.excerpt : '';
  return {
    title: fill(kind.title, values),
    message: kind.body ? fill(kind.body, values) : quote || kind.empty || '',
  };
}
