import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditPage,
  ModerationHealth,
  ModerationSettings,
  StaffNote,
  UserModeration,
} from '@tightlines/domain/moderation/contract';
import type { RuleSet } from '@tightlines/domain/tournaments/events-contract';
import { DEFAULT_MODERATION_SETTINGS } from '@tightlines/domain/moderation/contract';
import {
  accountStandings,
  auditLog,
  moderationActions,
  moderationAppeals,
  moderationItems,
  reports,
  staffNotes,
} from '#server/db/schema';
import { markDemoAccount } from '#server/features/demo/service';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

let t: TestApp;
let admin: BuiltUser;
let moderator: BuiltUser;
let angler: BuiltUser;
/** The person whose content is reported and acted on. */
let author: BuiltUser;
let reporterA: BuiltUser;
let reporterB: BuiltUser;
const MISSING = '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  admin = await buildUser(t.app, { firstName: 'Morgan', lastName: 'Harbor', roles: ['admin'] });
  moderator = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed', roles: ['moderator'] });
  angler = await buildUser(t.app, { firstName: 'Dana', lastName: 'Shore' });
  author = await buildUser(t.app, { firstName: 'Rowan', lastName: 'Gill' });
  reporterA = await buildUser(t.app, { firstName: 'Alex', lastName: 'Pike' });
  reporterB = await buildUser(t.app, { firstName: 'Blair', lastName: 'Perch' });
});
afterAll(async () => {
  await t.close();
});

// ── seeding: the queue is written by another part, so its rows go in directly ──────────────────────────

interface SeedItem {
  source?: 'report' | 'hold' | 'appeal';
  targetType?: string;
  targetId?: string;
  authorId?: string | null;
  severity?: number;
  firstReportedAt: Date;
  claimedBy?: string;
  resolvedAt?: Date;
  resolution?: string;
  reports?: { reporterId: string; reason: string; at: Date; note?: string }[];
}

async function seedItem(item: SeedItem): Promise<string> {
  const resolved = item.resolvedAt !== undefined;
  const [row] = await t.app.db
    .insert(moderationItems)
    .values({
      source: item.source ?? 'report',
      targetType: item.targetType ?? 'post',
      targetId: item.targetId ?? crypto.randomUUID(),
      authorId: item.authorId ?? null,
      status: resolved ? 'resolved' : 'open',
      severity: item.severity ?? 1,
      reportCount: item.reports?.length ?? 0,
      firstReportedAt: item.firstReportedAt,
      lastReportedAt: item.reports?.at(-1)?.at ?? item.firstReportedAt,
      claimedBy: item.claimedBy ?? null,
      claimedAt: item.claimedBy ? new Date() : null,
      resolvedAt: item.resolvedAt ?? null,
      resolution: resolved ? (item.resolution ?? 'dismiss') : null,
    })
    .returning({
      id: moderationItems.id,
      targetType: moderationItems.targetType,
      targetId: moderationItems.targetId,
    });
  for (const report of item.reports ?? [])
    await t.app.db.insert(reports).values({
      itemId: row!.id,
      reporterId: report.reporterId,
      targetType: row!.targetType,
      targetId: row!.targetId,
      reason: report.reason,
      note: report.note ?? null,
      status: resolved ? 'resolved' : 'open',
      createdAt: report.at,
    });
  return row!.id;
}

async function get<T>(who: BuiltUser, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: as(who) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function auditOf(query: string): Promise<AuditEntry[]> {
  return (await get<AuditPage>(admin, `/api/admin/audit?${query}`)).entries;
}

const endpoints = () =>
  [
    { method: 'GET', url: '/api/admin/moderation/health' },
    { method: 'GET', url: '/api/admin/moderation/settings' },
    { method: 'PUT', url: '/api/admin/moderation/settings', payload: DEFAULT_MODERATION_SETTINGS },
    { method: 'GET', url: '/api/admin/audit' },
    { method: 'GET', url: `/api/admin/users/${angler.id}/moderation` },
    { method: 'POST', url: `/api/admin/users/${angler.id}/notes`, payload: { text: 'Watch this one' } },
  ] as const;

describe('the guard on the admin moderation routes', () => {
  it('answers 401 to a visitor on every route', async () => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(errorOf(response).code).toBe('notAuthenticated');
    }
  });

  it.each([
    ['a plain user', () => angler],
    ['a moderator', () => moderator],
  ])('answers 403 to %s on every route and writes nothing', async (_name, who) => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject({ ...endpoint, headers: as(who()) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(errorOf(response).code).toBe('forbidden');
    }
    expect(await t.app.db.select().from(staffNotes)).toEqual([]);
    expect(await t.app.db.select().from(auditLog)).toEqual([]);
  });

  it('answers 400 to bad queries, params and bodies', async () => {
    const bad = [
      { method: 'GET', url: '/api/admin/audit?limit=0' },
      { method: 'GET', url: '/api/admin/audit?limit=101' },
      { method: 'GET', url: '/api/admin/audit?actorId=not-a-uuid' },
      { method: 'GET', url: '/api/admin/audit?cursor=bm90LWEtY3Vyc29y' },
      { method: 'GET', url: '/api/admin/users/not-a-uuid/moderation' },
      { method: 'POST', url: `/api/admin/users/${angler.id}/notes`, payload: { text: '   ' } },
      { method: 'POST', url: `/api/admin/users/${angler.id}/notes`, payload: { text: 'x'.repeat(2001) } },
      { method: 'POST', url: `/api/admin/users/${angler.id}/notes`, payload: {} },
      {
        method: 'PUT',
        url: '/api/admin/moderation/settings',
        payload: { ...DEFAULT_MODERATION_SETTINGS, strikesToSuspend: 0 },
      },
      {
        method: 'PUT',
        url: '/api/admin/moderation/settings',
        payload: { ...DEFAULT_MODERATION_SETTINGS, holdWords: ['x'.repeat(61)] },
      },
      { method: 'PUT', url: '/api/admin/moderation/settings', payload: { holdWords: [] } },
    ] as const;
    for (const request of bad) {
      const response = await t.app.inject({ ...request, headers: as(admin) });
      expect(response.statusCode, `${request.method} ${request.url} ${response.body}`).toBe(400);
    }
    expect(await t.app.db.select().from(staffNotes)).toEqual([]);
    expect(await t.app.db.select().from(auditLog)).toEqual([]);
  });

  it('answers 404 for an unknown person', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${MISSING}/moderation`,
      headers: as(admin),
    });
    expect(read.statusCode).toBe(404);
    expect(errorOf(read).code).toBe('userNotFound');
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${MISSING}/notes`,
      headers: as(admin),
      payload: { text: 'Nobody' },
    });
    expect(note.statusCode).toBe(404);
    expect(await t.app.db.select().from(staffNotes)).toEqual([]);
  });
});

describe('GET /api/admin/moderation/health', () => {
  it('answers zeros and nulls on an empty queue', async () => {
    expect(await get<ModerationHealth>(admin, '/api/admin/moderation/health')).toEqual({
      openItems: 0,
      openBySource: [
        { source: 'report', count: 0 },
        { source: 'hold', count: 0 },
        { source: 'appeal', count: 0 },
      ],
      openByReason: [],
      claimedItems: 0,
      oldestOpenAt: null,
      medianMinutesToAction: null,
      resolvedLast7Days: 0,
      reportsLast7Days: 0,
      activeSuspensions: 0,
      bans: 0,
    } satisfies ModerationHealth);
  });

  it('counts open items by source and reason, claims, the oldest, the median time to action and standings', async () => {
    const oldest = minutesAgo(180);
    await seedItem({
      severity: 5,
      firstReportedAt: oldest,
      claimedBy: moderator.id,
      reports: [
        { reporterId: reporterA.id, reason: 'violence', at: oldest },
        { reporterId: reporterB.id, reason: 'hate', at: minutesAgo(120) },
      ],
    });
    await seedItem({
      severity: 2,
      firstReportedAt: minutesAgo(100),
      reports: [{ reporterId: reporterA.id, reason: 'hate', at: minutesAgo(100) }],
    });
    await seedItem({ source: 'hold', firstReportedAt: minutesAgo(60) });
    // Resolved after 30 and 90 minutes (median 60); one 40 days ago counts for nothing.
    await seedItem({
      firstReportedAt: new Date(daysAgo(1).getTime() - 30 * 60_000),
      resolvedAt: daysAgo(1),
      reports: [{ reporterId: reporterA.id, reason: 'spam', at: daysAgo(1) }],
    });
    await seedItem({
      firstReportedAt: new Date(daysAgo(2).getTime() - 90 * 60_000),
      resolvedAt: daysAgo(2),
      reports: [{ reporterId: reporterB.id, reason: 'other', at: daysAgo(10) }],
    });
    await seedItem({
      firstReportedAt: new Date(daysAgo(40).getTime() - 600 * 60_000),
      resolvedAt: daysAgo(40),
    });
    await t.app.db.insert(accountStandings).values([
      { userId: author.id, suspendedUntil: new Date(Date.now() + 3 * 86_400_000), suspensionReason: 'Spam' },
      { userId: reporterA.id, suspendedUntil: daysAgo(1), suspensionReason: 'Over' },
      { userId: reporterB.id, bannedAt: daysAgo(3), banReason: 'Poaching' },
    ]);

    const health = await get<ModerationHealth>(admin, '/api/admin/moderation/health');
    expect(health).toEqual({
      openItems: 3,
      openBySource: [
        { source: 'report', count: 2 },
        { source: 'hold', count: 1 },
        { source: 'appeal', count: 0 },
      ],
      openByReason: [
        { reason: 'hate', count: 2 },
        { reason: 'violence', count: 1 },
      ],
      claimedItems: 1,
      oldestOpenAt: oldest.toISOString(),
      medianMinutesToAction: 60,
      resolvedLast7Days: 2,
      reportsLast7Days: 4,
      activeSuspensions: 1,
      bans: 1,
    } satisfies ModerationHealth);

    // Leave the standings as they were for the rest of the file.
    await t.app.db.delete(accountStandings);
  });
});

describe('moderation settings', () => {
  it('answers the defaults before an admin saved them', async () => {
    expect(await get<ModerationSettings>(admin, '/api/admin/moderation/settings')).toEqual(
      DEFAULT_MODERATION_SETTINGS,
    );
  });

  it('saves normalised hold words, reads them back and records the change with before and after', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/settings',
      headers: as(admin),
      payload: {
        holdWords: ['  Poach ', 'poach', 'bait  dump', 'apple', 'POACH', 'Zander run', 'Bait dump'],
        strikesToSuspend: 4,
        strikeSuspensionDays: 14,
        holdNewAccountLinks: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected: ModerationSettings = {
      holdWords: ['apple', 'bait dump', 'Poach', 'Zander run'],
      strikesToSuspend: 4,
      strikeSuspensionDays: 14,
      holdNewAccountLinks: false,
    };
    expect(response.json<ModerationSettings>()).toEqual(expected);
    expect(await get<ModerationSettings>(admin, '/api/admin/moderation/settings')).toEqual(expected);

    const [entry] = await auditOf('action=settings.moderation');
    expect(entry).toMatchObject({
      action: 'settings.moderation',
      actor: { id: admin.id, displayName: 'Morgan Harbor' },
      subject: null,
      before: { ...DEFAULT_MODERATION_SETTINGS },
      after: { ...expected },
    });
  });
});

describe('the audit log', () => {
  it('records a role grant and a revoke with the roles before and after, and nothing for a grant that changes nothing', async () => {
    const grant = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${angler.id}/roles/publisher`,
        headers: as(admin),
      });
    expect((await grant()).statusCode).toBe(200);
    expect((await grant()).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${angler.id}/roles/publisher`,
      headers: as(admin),
    });
    expect(revoke.statusCode).toBe(200);

    const entries = await auditOf(`subjectId=${angler.id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['user.role_removed', 'user.role_added']);
    const [removed, added] = entries;
    expect(added).toMatchObject({
      actor: { id: admin.id, firstName: 'Morgan', lastName: 'Harbor' },
      subject: { id: angler.id, firstName: 'Dana', lastName: 'Shore' },
      targetType: 'user',
      targetId: angler.id,
      before: { roles: ['user'] },
      after: { roles: ['publisher', 'user'] },
    });
    expect(removed).toMatchObject({ before: { roles: ['publisher', 'user'] }, after: { roles: ['user'] } });
  });

  it('records creating, changing and deleting a rule set', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rule-sets',
      headers: as(admin),
      payload: { title: 'House rules' },
    });
    expect(created.statusCode).toBe(201);
    const ruleSet = created.json<RuleSet>();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/rule-sets/${ruleSet.id}`,
      headers: as(admin),
      payload: { title: 'Lake rules' },
    });
    expect(patched.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/rule-sets/${ruleSet.id}`,
      headers: as(admin),
    });
    expect(deleted.statusCode).toBe(204);

    const entries = (await auditOf(`actorId=${admin.id}`)).filter((entry) => entry.targetId === ruleSet.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'rule_set.deleted',
      'rule_set.updated',
      'rule_set.created',
    ]);
    expect(entries[2]).toMatchObject({
      targetType: 'rule_set',
      before: null,
      after: { title: 'House rules' },
    });
    expect(entries[1]).toMatchObject({ before: { title: 'House rules' }, after: { title: 'Lake rules' } });
    expect(entries[0]).toMatchObject({ before: { title: 'Lake rules' }, after: null });
  });

  it('pages newest first with a cursor, without gaps or repeats, and filters by actor and action', async () => {
    for (const text of ['one', 'two', 'three', 'four', 'five'])
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${reporterA.id}/notes`,
        headers: as(admin),
        payload: { text },
      });
    const all = await auditOf('limit=100');
    expect(all.length).toBeGreaterThanOrEqual(10);
    const times = all.map((entry) => entry.createdAt);
    expect(times.every((time, index) => index === 0 || times[index - 1]! >= time)).toBe(true);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = await get<AuditPage>(
        admin,
        `/api/admin/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));

    const notes = await auditOf(`action=user.note&subjectId=${reporterA.id}`);
    expect(notes).toHaveLength(5);
    expect(notes.map((entry) => entry.after)).toEqual(
      ['five', 'four', 'three', 'two', 'one'].map((text) => ({ text })),
    );
    expect(await auditOf(`actorId=${moderator.id}`)).toEqual([]);
  });

  it('refuses to change or remove an entry, whoever asks the database', async () => {
    const before = await t.app.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    // drizzle wraps the database's error: the trigger's message is its cause.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.app.db.execute(statement).then(
        () => null,
        (thrown: unknown) => thrown as Error & { cause?: Error },
      );
      return error?.cause?.message ?? error?.message ?? 'not refused';
    };
    expect(await refusal(sql`update audit_log set action = 'rewritten'`)).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only');
    expect(await refusal(sql`truncate audit_log`)).toBe('audit_log is append-only');
    expect(await t.app.db.select().from(auditLog)).toEqual(before);
  });
});

describe("a person's moderation record", () => {
  it('answers an active standing with no strikes and empty lists for a person never reported', async () => {
    expect(await get<UserModeration>(admin, `/api/admin/users/${angler.id}/moderation`)).toEqual({
      standing: { status: 'active', until: null, reason: null, activeStrikes: 0, totalStrikes: 0 },
      reports: [],
      actions: [],
      notes: [],
    } satisfies UserModeration);
  });

  it('reads an ended suspension as active and a ban as banned', async () => {
    await t.app.db.insert(accountStandings).values([
      {
        userId: reporterA.id,
        suspendedUntil: daysAgo(1),
        suspensionReason: 'Old',
        activeStrikes: 1,
        totalStrikes: 4,
      },
      { userId: reporterB.id, bannedAt: daysAgo(1), banReason: 'Poaching' },
    ]);
    const ended = await get<UserModeration>(admin, `/api/admin/users/${reporterA.id}/moderation`);
    expect(ended.standing).toEqual({
      status: 'active',
      until: null,
      reason: null,
      activeStrikes: 1,
      totalStrikes: 4,
    });
    const banned = await get<UserModeration>(admin, `/api/admin/users/${reporterB.id}/moderation`);
    expect(banned.standing).toMatchObject({ status: 'banned', until: null, reason: 'Poaching' });
  });

  it("lists the standing, reports against the person's content with reporters, actions and notes, newest first", async () => {
    const until = new Date(Date.now() + 5 * 86_400_000);
    await t.app.db.insert(accountStandings).values({
      userId: author.id,
      suspendedUntil: until,
      suspensionReason: 'Three strikes',
      activeStrikes: 0,
      totalStrikes: 3,
    });
    const postItem = await seedItem({
      authorId: author.id,
      severity: 3,
      firstReportedAt: minutesAgo(50),
      reports: [
        {
          reporterId: reporterA.id,
          reason: 'illegal_fishing',
          at: minutesAgo(50),
          note: 'Undersized walleye',
        },
        { reporterId: reporterB.id, reason: 'spam', at: minutesAgo(40) },
      ],
    });
    const profileItem = await seedItem({
      authorId: author.id,
      targetType: 'profile',
      targetId: author.id,
      firstReportedAt: minutesAgo(30),
      resolvedAt: minutesAgo(5),
      resolution: 'warn',
      reports: [{ reporterId: reporterB.id, reason: 'harassment', at: minutesAgo(30) }],
    });
    // Someone else's reported content stays off this page.
    await seedItem({
      authorId: angler.id,
      firstReportedAt: minutesAgo(10),
      reports: [{ reporterId: reporterA.id, reason: 'other', at: minutesAgo(10) }],
    });
    const [strike, suspension] = await t.app.db
      .insert(moderationActions)
      .values([
        {
          itemId: postItem,
          action: 'strike',
          moderatorId: moderator.id,
          subjectId: author.id,
          targetType: 'post',
          reason: 'Undersized fish kept',
          createdAt: minutesAgo(20),
        },
        {
          itemId: profileItem,
          action: 'suspend',
          moderatorId: null,
          subjectId: author.id,
          reason: 'Three strikes',
          until,
          createdAt: minutesAgo(19),
        },
        {
          action: 'warn',
          moderatorId: moderator.id,
          subjectId: angler.id,
          reason: 'Not them',
          createdAt: minutesAgo(18),
        },
      ])
      .returning();
    await t.app.db
      .insert(moderationAppeals)
      .values({ actionId: strike!.id, userId: author.id, itemId: postItem, text: 'It was legal size' });
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${author.id}/notes`,
      headers: as(admin),
      payload: { text: '  Talked to them about slot limits.  ' },
    });
    expect(note.statusCode).toBe(201);
    const created = note.json<StaffNote>();
    expect(created).toMatchObject({
      text: 'Talked to them about slot limits.',
      author: { id: admin.id, displayName: 'Morgan Harbor' },
    });

    const record = await get<UserModeration>(admin, `/api/admin/users/${author.id}/moderation`);
    expect(record.standing).toEqual({
      status: 'suspended',
      until: until.toISOString(),
      reason: 'Three strikes',
      activeStrikes: 0,
      totalStrikes: 3,
    });
    expect(record.reports.map((report) => [report.reason, report.reporter.id, report.itemId])).toEqual([
      ['harassment', reporterB.id, profileItem],
      ['spam', reporterB.id, postItem],
      ['illegal_fishing', reporterA.id, postItem],
    ]);
    expect(record.reports[0]).toMatchObject({ targetType: 'profile', targetId: author.id });
    expect(record.reports[2]).toMatchObject({
      note: 'Undersized walleye',
      reporter: { firstName: 'Alex', lastName: 'Pike' },
    });
    expect(record.actions).toEqual([
      expect.objectContaining({
        id: suspension!.id,
        action: 'suspend',
        moderator: null,
        until: until.toISOString(),
        appealed: false,
        subject: expect.objectContaining({ id: author.id }),
      }),
      expect.objectContaining({
        id: strike!.id,
        action: 'strike',
        moderator: expect.objectContaining({ id: moderator.id, displayName: 'Jordan Reed' }),
        targetType: 'post',
        reason: 'Undersized fish kept',
        appealed: true,
      }),
    ]);
    expect(record.notes).toEqual([created]);

    const [entry] = await auditOf(`action=user.note&subjectId=${author.id}`);
    expect(entry).toMatchObject({
      actor: { id: admin.id },
      subject: { id: author.id },
      targetType: 'staff_note',
      targetId: created.id,
      after: { text: 'Talked to them about slot limits.' },
    });
  });

  it('keeps a demo admin to demo accounts', async () => {
    const demoAdmin = await buildUser(t.app, { firstName: 'Demo', lastName: 'Admin', roles: ['admin'] });
    await markDemoAccount(t.app.db, demoAdmin.id);
    const real = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${author.id}/moderation`,
      headers: as(demoAdmin),
    });
    expect(real.statusCode).toBe(403);
    expect(errorOf(real).code).toBe('demoOnly');
    // Real admins' entries are not a demo admin's to read.
    expect((await get<AuditPage>(demoAdmin, '/api/admin/audit')).entries).toEqual([]);
    // The hold rules apply to everyone: a demo admin reads them but cannot change them.
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/moderation/settings',
      headers: as(demoAdmin),
      payload: {
        holdWords: ['anything'],
        strikesToSuspend: 3,
        strikeSuspensionDays: 7,
        holdNewAccountLinks: true,
      },
    });
    expect(save.statusCode).toBe(403);
    expect(errorOf(save).code).toBe('demoOnly');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/moderation/settings', headers: as(demoAdmin) }))
        .statusCode,
    ).toBe(200);
  });
});
