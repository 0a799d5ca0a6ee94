import type { TFunction } from 'i18next';
import { isMessageCode, MESSAGES } from '@tightlines/domain/common/messages';
import { ApiRequestError } from './api-client';

/**
 * 'You're doing that too often. Try again in 42 seconds.' for a refused (429) request, with the wait the server
 * gave in its Retry-After; undefined for any other error. Every error message shown to people goes through here.
 */
export function rateLimitMessage(t: TFunction, error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return undefined;
  const seconds = error.retryAfter;
  if (seconds === undefined) return t('common:rateLimit.later');
  if (seconds < 90) return t('common:rateLimit.seconds', { count: seconds });
  if (seconds < 90 * 60) return t('common:rateLimit.minutes', { count: Math.ceil(seconds / 60) });
  return t('common:rateLimit.hours', { count: Math.ceil(seconds / 3600) });
}

/** The translated message for an error: the spec's catalogue by code, else the server's text. */
export function errorMessage(t: TFunction, error: unknown): string {
  const slowDown = rateLimitMessage(t, error);
  if (slowDown) return slowDown;
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
