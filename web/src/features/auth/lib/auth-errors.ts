import type { TFunction } from 'i18next';
import { codeMessage } from '#web/lib/error-message';

/** The error better-auth's client returns: its JSON body plus the HTTP status. Our own limiter answers `{ error: { code } }`. */
export interface AuthClientError {
  status: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

/**
 * The spec's words for an auth failure, by better-auth's code or our own server's (`{ error: { code } }`);
 * anything unknown reads `fallback`, never the server's English text.
 */
export function authErrorMessage(
  t: TFunction,
  error: AuthClientError | null | undefined,
  fallback = 'errors:unexpected',
): string {
  if (!error) return t(fallback);
  if (error.status === 429) return t('errors:tooManyRequests');
  switch (error.code ?? '') {
    case 'INVALID_TWO_FACTOR_COOKIE':
      return t('auth:twoFactor.expired');
    case 'INVALID_PASSWORD':
      return t('auth:mfa.wrongPassword');
    default:
      return codeMessage(t, error.code) ?? codeMessage(t, error.error?.code) ?? t(fallback);
  }
}
