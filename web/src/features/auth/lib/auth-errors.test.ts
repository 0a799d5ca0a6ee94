import { describe, expect, it } from 'vitest';
import { createTestI18n } from '#web/test/render';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  const { t } = createTestI18n();
  it("shows better-auth's codes in the person's words, never its English text", () => {
    expect(authErrorMessage(t, { status: 403, code: 'INVALID_ORIGIN', message: 'Invalid origin' })).toBe(
      'This address is not one the site accepts requests from. Open Tightlines at its usual address and try again.',
    );
    expect(
      authErrorMessage(t, {
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
    ).toBe('Invalid email or password. Please try again.');
    expect(authErrorMessage(t, { status: 400, code: 'INVALID_OTP', message: 'Invalid OTP' })).toBe(
      'Invalid code. Please try again.',
    );
    expect(
      authErrorMessage(t, { status: 403, code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' }),
    ).toBe('Too many wrong codes. Ask for a new code.');
  });
  it("reads our own server's { error: { code } } answers", () => {
    expect(
      authErrorMessage(t, {
        status: 403,
        error: { code: 'badOrigin', message: 'Request origin not allowed.' },
      }),
    ).toBe('Request origin not allowed.');
    expect(authErrorMessage(t, { status: 429, error: { code: 'tooManyRequests' } })).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
  it('falls back to the generic message (or the one given) for anything unknown', () => {
    expect(authErrorMessage(t, { status: 500, code: 'WHATEVER', message: 'db exploded' })).toBe(
      'An unexpected error occurred.',
    );
    expect(authErrorMessage(t, { status: 500, message: 'db exploded' }, 'errors:verificationFailed')).toBe(
      'Verification failed',
    );
  });
});
