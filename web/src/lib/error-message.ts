import type { TFunction } from 'i18next';
import { isMessageCode, MESSAGES } from '@tightlines/domain/common/messages';
import { ApiRequestError } from './api-client';

/** The translated message for an error: the spec's catalogue by code, else the server's text. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError && isMessageCode(error.code)) return t(`errors:${error.code}`);
  if (error instanceof Error && error.message) return error.message;
  return t('errors:unexpected');
}

/** Form validators carry the spec's English text; this finds its catalogue entry and translates it. */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const code = Object.entries(MESSAGES).find(([, text]) => text === message)?.[0];
  return code ? t(`errors:${code}`) : message;
}
