import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '@tightlines/domain/tournaments/events-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import { DEMO_ACCOUNTS, DEMO_ONLY, DEMO_PASSWORD } from '@tightlines/domain/demo/contract';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { user } from '#server/db/schema';
import { seedDemoIfConfigured } from '#server/seed/demo';
import { createEvent, publishEvent } from '#server/features/tournaments/director-service';
import { registerForEvent } from '#server/features/registrations/entry';
import { openTestDatabase } from './helpers/app';
import { buildUser, signIn, type BuiltUser } from './helpers/factories';

/** The real app as main.ts builds it from the environment (no test overrides of seedDemo or staff MFA). */
async function appFrom(env: Record<string, string>) {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-demo-safety-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
    },
    {
      webDistDir: path.join(dataDir, 'no-web'),
      sessionCacheMs: 0,
      checkResponses: true,
      authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
    },
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, close: async () => closeAll(app, database, drop) };
}

async function closeAll(app: FastifyInstance, database: Database, drop: () => Promise<void>) {
  await app.close();
  await database.close();
  await drop();
}

async function demoAccounts(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/demo/accounts' });
  expect(response.statusCode).toBe(200);
  return response.json<{ enabled: boolean; password: string | null; accounts: { email: string }[] }>();
}

describe('a public APP_URL without SEED_DEMO', () => {
  it('seeds no demo accounts and lists none', async () => {
    const t = await appFrom({ APP_URL: 'https://fish.example' });
    try {
      expect(await seedDemoIfConfigured(t.app)).toBe(false);
      const [row] = await t.app.db.select({ total: count() }).from(user);
      expect(row?.total).toBe(0);
      expect(await demoAccounts(t.app)).toEqual({ enabled: false, password: null, accounts: [] });
    } finally {
      await t.close();
    }
  });
});

describe('SEED_DEMO=true on a public APP_URL', () => {
  let t: Awaited<ReturnType<typeof appFrom>>;
  let warn: MockInstance;
  let seeded: boolean;
  let demoAdmin: string;
  let realAdmin: BuiltUser;
  let realAngler: BuiltUser;

  beforeAll(async () => {
    t = await appFrom({ APP_URL: 'https://fish.example', SEED_DEMO: 'true' });
    warn = vi.spyOn(t.app.log, 'warn');
    seeded = await seedDemoIfConfigured(t.app);
    demoAdmin = await signIn(t.app, 'demo-admin@tightlines.app', DEMO_PASSWORD);
    realAngler = await buildUser(t.app, { email: 'pat@bayside.example', firstName: 'Pat' });
    realAdmin = await buildUser(t.app, { roles: ['admin'] });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Lee Visitor', email: 'lee@visitor.example', message: 'Do you run events in Maine?' },
    });
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  const asDemoAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie: demoAdmin } });

  it('seeds the demo, lists its accounts and warns loudly in the start-up log', async () => {
    expect(seeded).toBe(true);
    const listed = await demoAccounts(t.app);
    expect(listed.enabled).toBe(true);
    expect(listed.accounts.map((account) => account.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(warn).toHaveBeenCalledWith(
      { appUrl: 'https://fish.example' },
      expect.stringMatching(/SEED_DEMO=true on a public address.*anyone can read/),
    );
  });

  it('marks a seeded account as demo in /api/me, and never one whose address merely starts with demo-', async () => {
    const me = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
        user: { isDemo: boolean };
      }>().user.isDemo;
    expect(await me(demoAdmin)).toBe(true);
    const lookalike = await buildUser(t.app, { email: 'demo-lookalike@bayside.example' });
    expect(await me(lookalike.cookie)).toBe(false);
    expect(await me(realAngler.cookie)).toBe(false);
  });

  it('lets the demo admin use the dashboards without a second factor, in demo mode only', async () => {
    expect(t.app.config.staffMfaRequired).toBe(true);
    expect((await asDemoAdmin('GET', '/api/admin/stats')).statusCode).toBe(200);
    const real = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: realAdmin.cookie },
    });
    expect(real.json()).toMatchObject({ error: { code: 'mfaRequired' } });

    t.app.config.seedDemo = false;
    try {
      expect((await asDemoAdmin('GET', '/api/admin/stats')).json()).toMatchObject({
        error: { code: 'mfaRequired' },
      });
    } finally {
      t.app.config.seedDemo = true;
    }
  });

  it('shows the demo admin demo accounts only: no real address in the list or the inbox', async () => {
    const list = await asDemoAdmin('GET', '/api/admin/users?limit=100');
    expect(list.statusCode).toBe(200);
    const emails = list.json<{ items: { email: string }[] }>().items.map((item) => item.email);
    // The sign-in page's accounts and the demo's readers, nobody else.
    const accounts = DEMO_ACCOUNTS.map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining(accounts));
    expect(emails.filter((email) => !accounts.includes(email))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^demo-reader-\d+@tightlines\.app$/)]),
    );
    // Seeded readers and the charter captains beside the demo captain (issue 18) are demo addresses too.
    for (const email of emails)
      expect(
        accounts.includes(email) || /^demo-(reader-\d+|captain-[a-z]+)@tightlines\.app$/.test(email),
        email,
      ).toBe(true);
    expect(list.body).not.toContain('bayside.example');

    const inbox = await asDemoAdmin('GET', '/api/admin/contact-messages');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).not.toContain('lee@visitor.example');
  });

  it('refuses the demo admin reading, granting or revoking on a real account, with a message', async () => {
    const refused = { error: { code: DEMO_ONLY.code, message: DEMO_ONLY.message } };
    const read = await asDemoAdmin('GET', `/api/admin/users/${realAngler.id}`);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual(refused);
    expect(read.body).not.toContain('bayside.example');

    const grant = await asDemoAdmin('PUT', `/api/admin/users/${realAngler.id}/roles/admin`);
    expect(grant.statusCode).toBe(403);
    expect(grant.json()).toEqual(refused);
    const revoke = await asDemoAdmin('DELETE', `/api/admin/users/${realAdmin.id}/roles/admin`);
    expect(revoke.statusCode).toBe(403);

    // Nothing changed: the real admin (with a second factor now) still sees both as they were.
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      headers: { cookie: realAdmin.cookie },
      payload: { enabled: true },
    });
    const rolesOf = async (id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users/${id}`,
          headers: { cookie: realAdmin.cookie },
        })
      ).json<{ roles: string[] }>().roles;
    expect(await rolesOf(realAngler.id)).toEqual(['user']);
    expect(await rolesOf(realAdmin.id)).toContain('admin');
  });

  it('still lets the demo admin act on demo accounts', async () => {
    const list = await asDemoAdmin('GET', '/api/admin/users?query=demo-angler');
    const angler = list.json<{ items: { id: string }[] }>().items[0];
    expect(angler).toBeDefined();
    const grant = await asDemoAdmin('PUT', `/api/admin/users/${angler?.id}/roles/publisher`);
    expect(grant.statusCode).toBe(200);
    expect(grant.json<{ roles: string[] }>().roles).toContain('publisher');
  });

  const inDays = (days: number) => {
    const date = new Date(`${todayIn('UTC')}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const eventInput = (name: string): EventInput => ({
    name,
    startDate: inDays(10),
    endDate: inDays(11),
    timeZone: 'America/New_York',
    location: 'Key West, FL',
    species: ['Tuna'],
    feeMinor: 0,
    currency: 'USD',
    divisions: [],
    schedule: [],
    dailyCodes: [],
    translations: [],
  });
  const idOf = async (email: string) => {
    const [row] = await t.app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return row!.id;
  };

  it('keeps demo staff out of the events real directors run, and in their own', async () => {
    const realDirector = await buildUser(t.app, { roles: ['tournament_director'] });
    const real = await createEvent(t.app, realDirector.id, eventInput('Harbour Open'));
    const demo = await createEvent(
      t.app,
      await idOf('demo-director@tightlines.app'),
      eventInput('Demo Derby'),
    );
    const demoDirector = await signIn(t.app, 'demo-director@tightlines.app', DEMO_PASSWORD);
    const open = (cookie: string, eventId: string) =>
      t.app.inject({ method: 'GET', url: `/api/tournament-director/events/${eventId}`, headers: { cookie } });

    expect((await open(demoAdmin, real.id)).statusCode).toBe(403);
    expect((await open(demoAdmin, demo.id)).statusCode).toBe(200);
    expect((await open(demoDirector, demo.id)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${real.id}`,
      headers: { cookie: demoAdmin },
      payload: eventInput('Taken over'),
    });
    expect(edit.statusCode).toBe(403);
  });

  it("hides a real entrant's address from the demo director's registration desk", async () => {
    const directorId = await idOf('demo-director@tightlines.app');
    const event = await createEvent(t.app, directorId, eventInput('Demo Open Day'));
    await publishEvent(t.app, event.id);
    const entrant = { entry: 'solo', waiverAccepted: true, feeShownMinor: 0 } as const;
    await registerForEvent(t.app, realAngler.id, {
      ...entrant,
      eventId: event.id,
      anglers: [{ userId: realAngler.id, name: 'Pat Rivers' }],
    });
    const anglerId = await idOf('demo-angler@tightlines.app');
    await registerForEvent(t.app, anglerId, {
      ...entrant,
      eventId: event.id,
      anglers: [{ userId: anglerId, name: 'Casey Rivers' }],
    });

    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/tournament-director/events/${event.id}/registrations`,
      headers: { cookie: await signIn(t.app, 'demo-director@tightlines.app', DEMO_PASSWORD) },
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).not.toContain('pat@bayside.example');
    const emails = desk
      .json<{ items: { registrant: { email: string } }[] }>()
      .items.map((item) => item.registrant.email);
    expect(emails.sort()).toEqual(['', 'demo-angler@tightlines.app']);
  });
});
