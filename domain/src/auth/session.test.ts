import { describe, expect, it } from 'vitest';
import { isSessionExpired } from './session';

describe('isSessionExpired (60 s margin)', () => {
  const now = 1_800_000_000;
  it('counts no session as expired', () => {
    expect(isSessionExpired(null, now)).toBe(true);
    expect(isSessionExpired(undefined, now)).toBe(true);
  });
  it('does not expire a session without expires_at', () => {
    expect(isSessionExpired({}, now)).toBe(false);
    expect(isSessionExpired({ expiresAt: null }, now)).toBe(false);
  });
  it('expires only more than 60 s past expires_at', () => {
    expect(isSessionExpired({ expiresAt: now + 10 }, now)).toBe(false);
    expect(isSessionExpired({ expiresAt: now - 60 }, now)).toBe(false);
    expect(isSessionExpired({ expiresAt: now - 61 }, now)).toBe(true);
  });
});

describe('sessionRefreshDueAt', () => {
  it('is due a day after the last refresh of a 7-day session', async () => {
    const { sessionRefreshDueAt, SESSION_EXPIRES_IN_SECONDS } = await import('./session');
    const refreshedAt = 1_800_000_000;
    expect(sessionRefreshDueAt(refreshedAt + SESSION_EXPIRES_IN_SECONDS)).toBe(refreshedAt + 24 * 60 * 60);
  });
});
