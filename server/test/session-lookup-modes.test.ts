import { describe, expect, it } from 'vitest';
import type { Me } from '@tightlines/domain/auth/contract';
import type { Config } from '#server/config';
import { createTestApp } from './helpers/app';
import { buildUser } from './helpers/factories';

// ADR 014 measures better-auth's own session lookups against ours; each must find the same person and let
// them go at sign-out, or the measurement compares a broken path.
const modes: { mode: Config['sessionLookup']; redis?: boolean }[] = [
  { mode: 'custom' },
  { mode: 'better-auth' },
  { mode: 'better-auth-cookie-cache' },
  { mode: 'better-auth-redis', redis: true },
];

describe.each(modes)('SESSION_LOOKUP=$mode', ({ mode, redis }) => {
  it.skipIf(redis && !process.env.TEST_REDIS_URL)(
    'finds the signed-in person and forgets them at sign-out',
    async () => {
      const t = await createTestApp({
        sessionLookup: mode,
        ...(redis && { redisUrl: process.env.TEST_REDIS_URL }),
      });
      try {
        const angler = await buildUser(t.app, { firstName: 'Robin', roles: ['tournament_director'] });
        const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: angler.cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json<Me>().user).toMatchObject({ id: angler.id, email: angler.email, firstName: 'Robin' });
        expect(me.json<Me>().roles).toContain('tournament_director');

        const out = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: angler.cookie, origin: 'http://localhost:3000' },
          payload: {},
        });
        expect(out.statusCode).toBe(200);
        // better-auth's cookie cache trusts its signed session_data cookie until it expires: a copy of the old
        // cookies outlives the sign-out by up to its maxAge (one reason ADR 014 keeps the custom lookup).
        if (mode === 'better-auth-cookie-cache') return;
        const after = await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie: angler.cookie },
        });
        expect(after.json<Me>().user).toBeNull();
      } finally {
        await t.close();
      }
    },
  );
});
