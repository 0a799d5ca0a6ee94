import { afterEach, describe, expect, it, vi } from 'vitest';
import croatian from '#web/locales/hr/common.json';
import { createTestI18n } from '#web/test/render';
import { api, ApiRequestError } from './api-client';
import { errorMessage } from './error-message';

afterEach(() => vi.unstubAllGlobals());

const refused = (retryAfter?: number) =>
  new ApiRequestError(
    429,
    'tooManyRequests',
    'Too many attempts. Please wait a moment and try again.',
    undefined,
    retryAfter,
  );

describe('the slow-down message of a refused request', () => {
  it('reads the wait from Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'tooManyRequests', message: 'Too many' } }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '42' },
          }),
      ),
    );
    const error = await api('/posts', { method: 'POST', json: {} }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).retryAfter).toBe(42);
    const { t } = createTestI18n();
    expect(errorMessage(t, error)).toBe("You're doing that too often. Try again in 42 seconds.");
  });

  it('says the wait in seconds, minutes or hours, singular or plural', () => {
    const { t } = createTestI18n();
    expect(errorMessage(t, refused(1))).toBe("You're doing that too often. Try again in 1 second.");
    expect(errorMessage(t, refused(1800))).toBe("You're doing that too often. Try again in 30 minutes.");
    expect(errorMessage(t, refused(61))).toBe("You're doing that too often. Try again in 61 seconds.");
    expect(errorMessage(t, refused(100))).toBe("You're doing that too often. Try again in 2 minutes.");
    expect(errorMessage(t, refused(2 * 3600))).toBe("You're doing that too often. Try again in 2 hours.");
    expect(errorMessage(t, refused())).toBe("You're doing that too often. Try again later.");
  });

  it("uses the language's own plural forms", async () => {
    const i18n = createTestI18n();
    i18n.addResourceBundle('hr', 'common', croatian);
    await i18n.changeLanguage('hr');
    expect(errorMessage(i18n.t, refused(1))).toBe('To radiš prečesto. Pokušaj ponovno za 1 sekundu.');
    expect(errorMessage(i18n.t, refused(3))).toBe('To radiš prečesto. Pokušaj ponovno za 3 sekunde.');
    expect(errorMessage(i18n.t, refused(25))).toBe('To radiš prečesto. Pokušaj ponovno za 25 sekundi.');
  });
});

describe('errorMessage never shows the server its own words', () => {
  const { t } = createTestI18n();
  it('translates our codes and better-auth codes', () => {
    expect(errorMessage(t, new ApiRequestError(403, 'badOrigin', 'Request origin not allowed.'))).toBe(
      'Request origin not allowed.',
    );
    expect(errorMessage(t, new ApiRequestError(403, 'INVALID_ORIGIN', 'Invalid origin'))).toBe(
      'This address is not one the site accepts requests from. Open Tightlines at its usual address and try again.',
    );
    expect(errorMessage(t, new ApiRequestError(400, 'OTP_EXPIRED', 'OTP expired'))).toBe(
      'This code has expired. Ask for a new one.',
    );
  });
  it('reads an unknown code, a thrown Error or anything else as the generic message', () => {
    expect(errorMessage(t, new ApiRequestError(500, 'SOMETHING_ODD', 'stack trace here'))).toBe(
      'An unexpected error occurred.',
    );
    expect(errorMessage(t, new Error('relation "users" does not exist'))).toBe(
      'An unexpected error occurred.',
    );
    expect(errorMessage(t, 'boom')).toBe('An unexpected error occurred.');
  });
  it('says so when the server could not be reached', () => {
    expect(errorMessage(t, new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });
});
