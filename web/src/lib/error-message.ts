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

/**
 * better-auth's error codes (its own and its plugins') that a person can meet, by the words we show. Its
 * English messages ('Invalid origin') are for developers and never shown.
 */
const AUTH_CODE_KEYS: Readonly<Record<string, string>> = {
  INVALID_EMAIL_OR_PASSWORD: 'errors:invalidCredentials',
  EMAIL_NOT_VERIFIED: 'errors:confirmEmailFirst',
  INVALID_EMAIL: 'errors:emailInvalid',
  PASSWORD_TOO_SHORT: 'errors:passwordTooShort',
  PASSWORD_TOO_LONG: 'common:serverErrors.passwordTooLong',
  USER_ALREADY_EXISTS: 'errors:accountExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'errors:accountExists',
  INVALID_OTP: 'errors:invalidCode',
  INVALID_CODE: 'errors:invalidCode',
  INVALID_BACKUP_CODE: 'errors:invalidCode',
  OTP_EXPIRED: 'common:serverErrors.codeExpired',
  OTP_HAS_EXPIRED: 'common:serverErrors.codeExpired',
  TOO_MANY_ATTEMPTS: 'common:serverErrors.requestNewCode',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'common:serverErrors.requestNewCode',
  ACCOUNT_TEMPORARILY_LOCKED: 'common:serverErrors.accountLocked',
  SESSION_EXPIRED: 'common:serverErrors.signInAgain',
  SESSION_NOT_FRESH: 'common:serverErrors.signInAgain',
  FAILED_TO_GET_SESSION: 'common:serverErrors.signInAgain',
  INVALID_TOKEN: 'common:serverErrors.linkExpired',
  TOKEN_EXPIRED: 'common:serverErrors.linkExpired',
  INVALID_ORIGIN: 'common:serverErrors.invalidOrigin',
  MISSING_OR_NULL_ORIGIN: 'common:serverErrors.invalidOrigin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'common:serverErrors.invalidOrigin',
  INVALID_CALLBACK_URL: 'common:serverErrors.invalidOrigin',
  INVALID_REDIRECT_URL: 'common:serverErrors.invalidOrigin',
  INVALID_ERROR_CALLBACK_URL: 'common:serverErrors.invalidOrigin',
  INVALID_NEW_USER_CALLBACK_URL: 'common:serverErrors.invalidOrigin',
  VALIDATION_ERROR: 'errors:invalidInput',
};

/**
 * The translated message for an error code from our server (the spec's catalogue) or from better-auth, or
 * undefined for a code we do not know.
 */
export function codeMessage(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (isMessageCode(code)) return t(`errors:${code}`);
  const key = AUTH_CODE_KEYS[code];
  return key ? t(key) : undefined;
}

/** A request that never got an answer (offline, the server down): fetch rejects with a TypeError. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The translated message for an error: by its code (ours or better-auth's), a network failure as such, and
 * anything else as the generic message (a server's own text is never shown).
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const slowDown = rateLimitMessage(t, error);
  if (slowDown) return slowDown;
  if (error instanceof ApiRequestError) return codeMessage(t, error.code) ?? t('errors:unexpected');
  if (isNetworkFailure(error)) return t('common:serverErrors.network');
  return t('errors:unexpected');
}

/** Form validators carry the spec's English text; this finds its catalogue entry and translates it. */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const code = Object.entries(MESSAGES).find(([, text]) => text === message)?.[0];
  return code ? t(`errors:${code}`) : message;
}
