import type { TFunction } from 'i18next';

/** The error better-auth's client returns: its JSON body plus the HTTP status. Our own limiter answers `{ error: { code } }`. */
export interface AuthClientError {
  status: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

/** The spec's words for an auth failure; anything unknown falls back to the server's message or `fallback`. */
export function authErrorMessage(
  t: TFunction,
  error: AuthClientError | null | undefined,
  fallback = 'errors:unexpected',
): string {
  if (!error) return t(fallback);
  if (error.status === 429) return t('errors:tooManyRequests');
  switch (error.code ?? '') {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return t('errors:invalidCredentials');
    case 'EMAIL_NOT_VERIFIED':
      return t('errors:confirmEmailFirst');
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
    case 'INVALID_OTP':
    case 'OTP_EXPIRED':
    case 'OTP_HAS_EXPIRED':
      return t('errors:invalidCode');
    case 'INVALID_TWO_FACTOR_COOKIE':
      return t('auth:twoFactor.expired');
    case 'INVALID_PASSWORD':
      return t('auth:mfa.wrongPassword');
    default:
      return error.message || error.error?.message || t(fallback);
  }
}
