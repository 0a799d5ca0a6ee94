import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ActionResult,
  MyStanding,
  QueueItemDetail,
  QueuePage,
  ReportCreated,
} from '@tightlines/domain/moderation/contract';
import type { StartDirectResult, Message } from '@tightlines/domain/messages/contract';
import {
  accountStandings,
  auditLog,
  moderationItems,
  notifications,
  postComments,
  userPosts,
} from '#server/db/schema';
import { DEFAULT_RATE_LIMITS } from '#server/lib/rate-limits';
import { createTestApp, REAL_RATE_LIMITS, type TestApp } from './helpers/app';
import { buildUser, errorOf, lastMailTo, signIn, type BuiltUser } from './helpers/factories';
import { as, createPost } from './fixtures/posts';

let t: TestApp;
let author: BuiltUser;
let r1: BuiltUser;
let r2: BuiltUser;
let r3: BuiltUser;
let mod: BuiltUser;
let mod2: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [author, r1, r2, r3, mod, mod2, admin] = await Promise.all([
    buildUser(t.app, { firstName: 'Aaron', lastName: 'Author' }),
    buildUser(t.app, { firstName: 'Rita', lastName: 'One' }),
    buildUser(t.app, { firstName: 'Rob', lastName: 'Two' }),
    buildUser(t.app, { firstName: 'Ray', lastName: 'Three' }),
    buildUser(t.app, { firstName: 'Mona', lastName: 'Mod', roles: ['moderator'] }),
    buildUser(t.app, { firstName: 'Milo', lastName: 'Mod', roles: ['moderator'] }),
    buildUser(t.app, { firstName: 'Ada', lastName: 'Admin', roles: ['admin'] }),
  ]);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const report = (who: BuiltUser, targetType: string, targetId: string, reason = 'spam', note?: string) =>
  call(who, 'POST', '/api/reports', { targetType, targetId, reason, ...(note ? { note } : {}) });

const act = (who: BuiltUser, itemId: string, body: object) =>
  call(who, 'POST', `/api/moderation/items/${itemId}/actions`, body);

async function reportedPost(text: string, by: BuiltUser = r1, who: BuiltUser = author) {
  const post = await createPost(t.app, who, text);
  const response = await report(by, 'post', post.id, 'harassment');
  expect(response.statusCode).toBe(201);
  return { post, itemId: response.json<ReportCreated>().itemId };
}

describe('POST /api/reports', () => {
  it('401 signed out, 400 bad input, 404 unknown target, 400 own content', async () => {
    const post = await createPost(t.app, author, 'A fine bass');
    expect(
      (await call(null, 'POST', '/api/reports', { targetType: 'post', targetId: post.id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
    const bad = await call(r1, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: post.id,
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await report(r1, 'post', '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('reportTargetNotFound');
    const own = await report(author, 'post', post.id);
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).code).toBe('cannotReportSelf');
  });

  it('groups three people’s reports of one post into one item with the count and the reasons', async () => {
    const post = await createPost(t.app, author, 'Buy cheap lures at example dot com');
    const ids: string[] = [];
    for (const [who, reason] of [
      [r1, 'spam'],
      [r2, 'spam'],
      [r3, 'hate'],
    ] as const) {
      const response = await report(who, 'post', post.id, reason, 'note');
      expect(response.statusCode).toBe(201);
      ids.push(response.json<ReportCreated>().itemId);
    }
    expect(new Set(ids).size).toBe(1);
    const page = await call(mod, 'GET', '/api/moderation/queue?limit=50');
    expect(page.statusCode).toBe(200);
    const item = page.json<QueuePage>().items.find((entry) => entry.id === ids[0]);
    expect(item).toMatchObject({
      reportCount: 3,
      severity: 5,
      source: 'report',
      target: { type: 'post', id: post.id, excerpt: 'Buy cheap lures at example dot com' },
    });
    expect(item!.reasons).toEqual([
      { reason: 'spam', count: 2 },
      { reason: 'hate', count: 1 },
    ]);
    expect(item!.reporters.map((person) => person.firstName)).toEqual(['Rita', 'Rob', 'Ray']);
    expect(item!.target.author?.id).toBe(author.id);
  });

  it('one open report per item per person: 409 alreadyReported', async () => {
    const post = await createPost(t.app, author, 'Twice reported');
    expect((await report(r1, 'post', post.id)).statusCode).toBe(201);
    const again = await report(r1, 'post', post.id, 'other');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('alreadyReported');
  });

  it('a message is reportable only by a participant of its conversation', async () => {
    const started = await call(author, 'POST', '/api/conversations/direct', { userId: r1.id });
    const { conversation } = started.json<StartDirectResult>();
    const sent = await call(author, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'nasty words',
    });
    const message = sent.json<Message>();
    const outsider = await report(r2, 'message', message.id, 'harassment');
    expect(outsider.statusCode).toBe(404);
    expect(errorOf(outsider).code).toBe('reportTargetNotFound');
    const inside = await report(r1, 'message', message.id, 'harassment');
    expect(inside.statusCode).toBe(201);
    const detail = await call(mod, 'GET', `/api/moderation/items/${inside.json<ReportCreated>().itemId}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<QueueItemDetail>();
    expect(body.target).toMatchObject({ type: 'message', url: null, excerpt: 'nasty words' });
    expect(body.context.entries.find((entry) => entry.isTarget)?.text).toBe('nasty words');
  });

  it('a profile and a comment can be reported; the comment shows with its post', async () => {
    const post = await createPost(t.app, r2, 'My catch today');
    const comment = await call(author, 'POST', `/api/posts/${post.id}/comments`, { content: 'ugly fish' });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json<{ id: string }>().id;
    const response = await report(r3, 'comment', commentId, 'harassment');
    expect(response.statusCode).toBe(201);
    const detail = (
      await call(mod, 'GET', `/api/moderation/items/${response.json<ReportCreated>().itemId}`)
    ).json<QueueItemDetail>();
    expect(detail.context.heading).toBe('My catch today');
    expect(detail.context.entries.map((entry) => entry.text)).toEqual(['My catch today', 'ugly fish']);
    expect(detail.availableActions).toEqual(
      expect.arrayContaining(['dismiss', 'hide', 'delete', 'warn', 'strike']),
    );
    expect((await report(r3, 'profile', author.id, 'other', 'fake account')).statusCode).toBe(201);
  });
});

describe('the queue', () => {
  it('401 signed out, 403 for a user, 400 for a bad filter', async () => {
    expect((await call(null, 'GET', '/api/moderation/queue')).statusCode).toBe(401);
    expect((await call(r1, 'GET', '/api/moderation/queue')).statusCode).toBe(403);
    expect((await call(mod, 'GET', '/api/moderation/queue?reason=boring')).statusCode).toBe(400);
    expect((await call(mod, 'GET', '/api/moderation/queue?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(r1, 'GET', `/api/moderation/items/${author.id}`)).statusCode).toBe(403);
    expect((await call(mod, 'GET', '/api/moderation/items/not-a-uuid')).statusCode).toBe(400);
  });

  it('sorts by severity then age, pages with a cursor, filters by reason and type', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    let open = 0;
    do {
      const page: QueuePage = (
        await call(mod, 'GET', `/api/moderation/queue?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json<QueuePage>();
      all.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      open = page.openCount;
    } while (cursor);
    expect(all.length).toBe(open);
    expect(new Set(all).size).toBe(all.length);
    const whole = (await call(mod, 'GET', '/api/moderation/queue?limit=50')).json<QueuePage>();
    expect(whole.items.map((item) => item.id)).toEqual(all);
    const severities = whole.items.map((item) => item.severity);
    expect(severities).toEqual([...severities].sort((a, b) => b - a));
    const hate = (await call(mod, 'GET', '/api/moderation/queue?reason=hate')).json<QueuePage>();
    expect(hate.items.length).toBeGreaterThan(0);
    expect(hate.items.every((item) => item.reasons.some((entry) => entry.reason === 'hate'))).toBe(true);
    const messagesOnly = (
      await call(mod, 'GET', '/api/moderation/queue?targetType=message')
    ).json<QueuePage>();
    expect(messagesOnly.items.every((item) => item.target.type === 'message')).toBe(true);
    expect(messagesOnly.openCount).toBe(messagesOnly.items.length);
  });

  it('claims: another moderator’s live claim answers 409 to claims and actions; release frees it', async () => {
    const { itemId } = await reportedPost('Claim me');
    expect((await call(null, 'POST', `/api/moderation/items/${itemId}/claim`)).statusCode).toBe(401);
    expect((await call(r1, 'POST', `/api/moderation/items/${itemId}/claim`)).statusCode).toBe(403);
    const claimed = await call(mod, 'POST', `/api/moderation/items/${itemId}/claim`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json<{ claimedBy: { id: string } }>().claimedBy.id).toBe(mod.id);
    const other = await call(mod2, 'POST', `/api/moderation/items/${itemId}/claim`);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).code).toBe('itemClaimedByOther');
    const blocked = await act(mod2, itemId, { action: 'dismiss' });
    expect(blocked.statusCode).toBe(409);
    const mine = (await call(mod, 'GET', '/api/moderation/queue?claim=mine&limit=50')).json<QueuePage>();
    expect(mine.items.map((item) => item.id)).toContain(itemId);
    expect((await call(mod, 'DELETE', `/api/moderation/items/${itemId}/claim`)).statusCode).toBe(200);
    expect((await act(mod2, itemId, { action: 'dismiss' })).statusCode).toBe(200);
  });
});

describe('actions', () => {
  it('401, 403, 400 missing reason, 400 not available, 409 resolved', async () => {
    const { itemId } = await reportedPost('Act on me');
    expect(
      (await call(null, 'POST', `/api/moderation/items/${itemId}/actions`, { action: 'dismiss' })).statusCode,
    ).toBe(401);
    expect((await act(r1, itemId, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await act(mod, itemId, { action: 'hide' })).statusCode).toBe(400);
    expect((await act(mod, itemId, { action: 'suspend', reason: 'x' })).statusCode).toBe(400);
    const unban = await act(mod, itemId, { action: 'unban' });
    expect(unban.statusCode).toBe(400);
    expect(errorOf(unban).code).toBe('actionNotAvailable');
    expect((await act(mod, itemId, { action: 'dismiss' })).statusCode).toBe(200);
    const again = await act(mod, itemId, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('itemAlreadyResolved');
  });

  it('hide: the post is hidden in the database, content-hidden goes to every socket, the reporter hears back, audit is written', async () => {
    const { post, itemId } = await reportedPost('Hide me', r2);
    const emit = vi.spyOn(t.app.realtime.io, 'emit');
    const response = await act(mod, itemId, { action: 'hide', reason: 'Personal attack' });
    expect(response.statusCode).toBe(200);
    const result = response.json<ActionResult>();
    expect(result.item).toMatchObject({ status: 'resolved', resolution: 'hide' });
    expect(result.action).toMatchObject({ action: 'hide', reason: 'Personal attack' });
    const [row] = await t.app.db.select().from(userPosts).where(eq(userPosts.id, post.id));
    expect(row!.moderation).toBe('hidden');
    expect(row!.deletedAt).toBeNull();
    expect(emit).toHaveBeenCalledWith('content-hidden', {
      targetType: 'post',
      targetId: post.id,
      parentId: null,
    });
    emit.mockRestore();
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, r2.id), eq(notifications.type, 'report_actioned')));
    expect(told.length).toBe(1);
    const authorTold = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'content_hidden')));
    expect(authorTold.at(-1)?.params).toMatchObject({
      reason: 'Personal attack',
      actionId: result.action.id,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, post.id), eq(auditLog.action, 'moderation.hide')));
    expect(audit).toMatchObject({ actorId: mod.id, subjectId: author.id, reason: 'Personal attack' });
    expect(audit!.before).toMatchObject({ content: { state: null } });
    expect(audit!.after).toMatchObject({ content: { state: 'hidden' } });
    // The audit log is append-only: the table refuses an update.
    await expect(
      t.app.db.execute(sql`update audit_log set reason = 'changed' where id = ${audit!.id}`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_log where id = ${audit!.id}`)).rejects.toThrow();
  });

  it('dismiss tells the reporter nothing broke the rules; restore brings hidden content back', async () => {
    const { post, itemId } = await reportedPost('Dismiss me', r3);
    expect((await act(mod, itemId, { action: 'dismiss' })).statusCode).toBe(200);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, r3.id), eq(notifications.type, 'report_dismissed')));
    expect(told.length).toBeGreaterThan(0);
    await t.app.db.update(userPosts).set({ moderation: 'held' }).where(eq(userPosts.id, post.id));
    const again = await report(r1, 'post', post.id);
    // Held content is seen by its author and staff only: others cannot report it.
    expect(again.statusCode).toBe(404);
    await t.app.db.update(userPosts).set({ moderation: null }).where(eq(userPosts.id, post.id));
    const reopened = (await report(r1, 'post', post.id)).json<ReportCreated>();
    expect(reopened.itemId).not.toBe(itemId);
    await act(mod, reopened.itemId, { action: 'hide', reason: 'Spam' });
    const third = (await report(r2, 'post', post.id)).statusCode;
    expect(third).toBe(404);
  });

  it('delete soft-deletes a comment and lowers the post’s count', async () => {
    const post = await createPost(t.app, r1, 'Thread');
    const comment = (await call(author, 'POST', `/api/posts/${post.id}/comments`, { content: 'rude' })).json<{
      id: string;
    }>();
    const { itemId } = (await report(r1, 'comment', comment.id, 'harassment')).json<ReportCreated>();
    expect((await act(mod, itemId, { action: 'delete', reason: 'Rude' })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(postComments).where(eq(postComments.id, comment.id));
    expect(row!.deletedAt).not.toBeNull();
    const [parent] = await t.app.db.select().from(userPosts).where(eq(userPosts.id, post.id));
    expect(parent!.commentsCount).toBe(0);
  });

  it('warn sends a notification and an e-mail with the reason', async () => {
    const { itemId } = await reportedPost('Warn me');
    expect((await act(mod, itemId, { action: 'warn', reason: 'Keep it civil' })).statusCode).toBe(200);
    const mail = await lastMailTo(t.app, author.email, 'moderation-moderation_warning');
    expect(mail?.text).toContain('Keep it civil');
    expect(mail?.subject).toContain('A warning from the moderators');
  });

  it('a hold shows its rule in the queue; dismissing it shows the content to everyone and tells the author', async () => {
    const post = await createPost(t.app, author, 'Held for a word');
    await t.app.db.update(userPosts).set({ moderation: 'held' }).where(eq(userPosts.id, post.id));
    const [item] = await t.app.db
      .insert(moderationItems)
      .values({
        source: 'hold',
        targetType: 'post',
        targetId: post.id,
        authorId: author.id,
        holdRule: 'word',
        holdMatch: 'poach',
      })
      .returning();
    const page = (await call(mod, 'GET', '/api/moderation/queue?source=hold')).json<QueuePage>();
    expect(page.items.find((entry) => entry.id === item!.id)).toMatchObject({
      hold: { rule: 'word', match: 'poach' },
      target: { state: 'held' },
    });
    const emit = vi.spyOn(t.app.realtime.io, 'emit');
    expect((await act(mod, item!.id, { action: 'dismiss' })).statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith('content-restored', {
      targetType: 'post',
      targetId: post.id,
      parentId: null,
    });
    emit.mockRestore();
    const [row] = await t.app.db.select().from(userPosts).where(eq(userPosts.id, post.id));
    expect(row!.moderation).toBeNull();
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'content_restored')));
    expect(told.length).toBe(1);
  });

  it('moderators may not strike, suspend or ban staff: 403 cannotModerateStaff', async () => {
    const { itemId } = await reportedPost('Staff post', r1, mod2);
    const response = await act(mod, itemId, { action: 'ban', reason: 'no' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('cannotModerateStaff');
  });
});

describe('strikes, suspension, ban and appeals', () => {
  let striker: BuiltUser;

  beforeAll(async () => {
    striker = await buildUser(t.app, { firstName: 'Stan', lastName: 'Striker' });
  });

  it('the third strike suspends (default settings); the suspended person cannot post but reads the feed; they appeal once', async () => {
    let last: ActionResult | undefined;
    for (let strike = 1; strike <= 3; strike++) {
      const { itemId } = await reportedPost(`Strike ${strike}`, r1, striker);
      const response = await act(mod, itemId, { action: 'strike', reason: `Strike reason ${strike}` });
      expect(response.statusCode).toBe(200);
      last = response.json<ActionResult>();
      if (strike < 3) expect(last.autoSuspension).toBeNull();
    }
    expect(last!.autoSuspension).toMatchObject({ action: 'suspend', moderator: null });
    const [standing] = await t.app.db
      .select()
      .from(accountStandings)
      .where(eq(accountStandings.userId, striker.id));
    expect(standing).toMatchObject({ activeStrikes: 0, totalStrikes: 3 });
    const days = (standing!.suspendedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const refused = await call(striker, 'POST', '/api/posts', { content: 'let me post' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('accountSuspended');
    expect((await call(striker, 'GET', '/api/feed')).statusCode).toBe(200);

    const mine = await call(striker, 'GET', '/api/moderation/standing');
    expect(mine.statusCode).toBe(200);
    const body = mine.json<MyStanding>();
    expect(body).toMatchObject({
      status: 'suspended',
      reason: 'Strike reason 3',
      activeStrikes: 0,
      totalStrikes: 3,
    });
    expect(body.actions.map((action) => action.action)).toEqual(['suspend', 'strike', 'strike', 'strike']);
    expect(await lastMailTo(t.app, striker.email, 'moderation-account_suspended')).toBeDefined();

    const suspensionId = last!.autoSuspension!.id;
    expect(
      (await call(null, 'POST', `/api/moderation/actions/${suspensionId}/appeal`, { text: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await call(striker, 'POST', `/api/moderation/actions/${suspensionId}/appeal`, { text: '' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(r1, 'POST', `/api/moderation/actions/${suspensionId}/appeal`, { text: 'not mine' }))
        .statusCode,
    ).toBe(404);
    const appealed = await call(striker, 'POST', `/api/moderation/actions/${suspensionId}/appeal`, {
      text: 'I was quoting someone else',
    });
    expect(appealed.statusCode).toBe(201);
    const again = await call(striker, 'POST', `/api/moderation/actions/${suspensionId}/appeal`, {
      text: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('alreadyAppealed');

    const { itemId } = appealed.json<{ itemId: string }>();
    const page = (await call(mod, 'GET', '/api/moderation/queue?source=appeal')).json<QueuePage>();
    const item = page.items.find((entry) => entry.id === itemId);
    expect(item?.appeal).toMatchObject({
      actionId: suspensionId,
      action: 'suspend',
      text: 'I was quoting someone else',
    });
    expect(item?.target).toMatchObject({ type: 'profile', id: striker.id });

    // Restoring on an appeal reverses the appealed action: the suspension is lifted.
    expect((await act(mod, itemId, { action: 'restore' })).statusCode).toBe(200);
    expect((await call(striker, 'GET', '/api/moderation/standing')).json<MyStanding>().status).toBe('active');
    expect((await call(striker, 'POST', '/api/posts', { content: 'back again' })).statusCode).toBe(201);
    const reversed = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, striker.id), eq(notifications.type, 'appeal_reversed')));
    expect(reversed.length).toBe(1);
  });

  it('an appealed deletion reversed brings the post back; an appeal dismissed tells the author the decision stands', async () => {
    const writer = await buildUser(t.app, { firstName: 'Wes', lastName: 'Writer' });
    const { post, itemId } = await reportedPost('Deleted by mistake', r1, writer);
    const deleted = (
      await act(mod, itemId, { action: 'delete', reason: 'Looked like spam' })
    ).json<ActionResult>();
    expect((await call(r2, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
    const appealed = await call(writer, 'POST', `/api/moderation/actions/${deleted.action.id}/appeal`, {
      text: 'It was a real fishing report',
    });
    expect(appealed.statusCode).toBe(201);
    const detail = (
      await call(mod, 'GET', `/api/moderation/items/${appealed.json<{ itemId: string }>().itemId}`)
    ).json<QueueItemDetail>();
    expect(detail.target).toMatchObject({ type: 'post', id: post.id, deleted: true });
    expect(detail.availableActions).toContain('restore');
    expect((await act(mod, detail.id, { action: 'restore' })).statusCode).toBe(200);
    expect((await call(r2, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(200);

    const second = await reportedPost('Hidden for good', r1, writer);
    const hidden = (
      await act(mod, second.itemId, { action: 'hide', reason: 'Off topic' })
    ).json<ActionResult>();
    const appeal = (
      await call(writer, 'POST', `/api/moderation/actions/${hidden.action.id}/appeal`, { text: 'Please' })
    ).json<{ itemId: string }>();
    expect((await act(mod, appeal.itemId, { action: 'dismiss' })).statusCode).toBe(200);
    const upheld = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, writer.id), eq(notifications.type, 'appeal_upheld')));
    expect(upheld.length).toBe(1);
    const [row] = await t.app.db.select().from(userPosts).where(eq(userPosts.id, second.post.id));
    expect(row!.moderation).toBe('hidden');
  });

  it('a warning cannot be appealed: 400 appealNotAllowed', async () => {
    const { itemId } = await reportedPost('Warned', r1, striker);
    const warned = (await act(mod, itemId, { action: 'warn', reason: 'Careful' })).json<ActionResult>();
    const response = await call(striker, 'POST', `/api/moderation/actions/${warned.action.id}/appeal`, {
      text: 'why',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('appealNotAllowed');
  });

  it('ban revokes every session at once and refuses sign-in with the ban message; unban lets them in again', async () => {
    const banned = await buildUser(t.app, { firstName: 'Bad', lastName: 'Actor' });
    const { itemId } = await reportedPost('Spam spam spam', r1, banned);
    expect((await call(banned, 'GET', '/api/moderation/standing')).statusCode).toBe(200);
    const response = await act(admin, itemId, { action: 'ban', reason: 'Spam network' });
    expect(response.statusCode).toBe(200);
    expect((await call(banned, 'GET', '/api/moderation/standing')).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: banned.email, password: banned.password },
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json<{ code: string; message: string }>()).toMatchObject({
      code: 'accountBanned',
      message: 'This account has been banned for breaking the community rules.',
    });
    // The ban is appealable and unban is available on a new report of the person.
    const profileItem = (await report(r2, 'profile', banned.id, 'spam')).json<ReportCreated>();
    const detail = (
      await call(mod, 'GET', `/api/moderation/items/${profileItem.itemId}`)
    ).json<QueueItemDetail>();
    expect(detail.authorStanding?.status).toBe('banned');
    expect(detail.availableActions).toContain('unban');
    expect((await act(mod, profileItem.itemId, { action: 'unban', reason: 'Mistake' })).statusCode).toBe(200);
    expect(await signIn(t.app, banned.email, banned.password)).toContain('=');
  });

  it('suspend for a duration with a reason', async () => {
    const person = await buildUser(t.app, { firstName: 'Sue', lastName: 'Spended' });
    const { itemId } = await reportedPost('Suspend me', r1, person);
    const response = await act(mod, itemId, { action: 'suspend', reason: 'Cooling off', durationDays: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json<ActionResult>().action.until).not.toBeNull();
    const standing = (await call(person, 'GET', '/api/moderation/standing')).json<MyStanding>();
    expect(standing).toMatchObject({ status: 'suspended', reason: 'Cooling off' });
    expect(
      (await call(person, 'POST', '/api/reports', { targetType: 'profile', targetId: r1.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    const [item] = await t.app.db.select().from(moderationItems).where(eq(moderationItems.id, itemId));
    expect(item).toMatchObject({ status: 'resolved', resolution: 'suspend', resolvedBy: mod.id });
  });
});

describe('GET /api/moderation/standing', () => {
  it('401 signed out; an active account without strikes', async () => {
    expect((await call(null, 'GET', '/api/moderation/standing')).statusCode).toBe(401);
    const response = await call(r3, 'GET', '/api/moderation/standing');
    expect(response.json<MyStanding>()).toMatchObject({ status: 'active', activeStrikes: 0, actions: [] });
  });
});

describe('the report rate limit', () => {
  it('refuses a person’s reports beyond the report class with 429 (20 an hour by default)', async () => {
    expect(DEFAULT_RATE_LIMITS.report.perPerson).toEqual({ max: 20, windowMs: 3_600_000 });
    const limited = await createTestApp({
      rateLimits: {
        ...REAL_RATE_LIMITS,
        classes: {
          ...DEFAULT_RATE_LIMITS,
          report: { perPerson: { max: 2, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } },
        },
      },
    });
    try {
      const who = await buildUser(limited.app);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: { cookie: who.cookie },
          payload: {
            targetType: 'profile',
            targetId: '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f',
            reason: 'spam',
          },
        });
      expect((await send()).statusCode).toBe(404);
      expect((await send()).statusCode).toBe(404);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).code).toBe('tooManyRequests');
    } finally {
      await limited.close();
    }
  });
});

describe('the demo moderator', () => {
  it('reaches only items about demo accounts, and never reads what a real person wrote to the moderators', async () => {
    const [demoMod, demoAuthor] = await Promise.all([
      buildUser(t.app, { firstName: 'Dee', lastName: 'Demo', roles: ['moderator'] }),
      buildUser(t.app, { firstName: 'Dan', lastName: 'Demo' }),
    ]);
    await t.app.db.execute(
      sql`update profiles set demo = true where id in (${demoMod.id}, ${demoAuthor.id})`,
    );
    const real = await reportedPost('A real angler’s post, reported', r2);
    const demoPost = await createPost(t.app, demoAuthor, 'A demo angler’s post, reported');
    const filed = await report(r3, 'post', demoPost.id, 'spam', 'Seen this link in five groups today');
    expect(filed.statusCode).toBe(201);
    const demoItemId = filed.json<ReportCreated>().itemId;

    const page = (await call(demoMod, 'GET', '/api/moderation/queue?limit=50')).json<QueuePage>();
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(demoItemId);
    expect(ids).not.toContain(real.itemId);

    expect((await call(demoMod, 'GET', `/api/moderation/items/${real.itemId}`)).statusCode).toBe(403);
    expect((await call(demoMod, 'POST', `/api/moderation/items/${real.itemId}/claim`)).statusCode).toBe(403);
    expect((await act(demoMod, real.itemId, { action: 'dismiss' })).statusCode).toBe(403);

    // The demo item opens, but the real reporter's note is withheld; a real moderator reads it.
    const detail = (
      await call(demoMod, 'GET', `/api/moderation/items/${demoItemId}`)
    ).json<QueueItemDetail>();
    expect(detail.reports.map((row) => row.note)).toEqual([null]);
    const forStaff = (await call(mod, 'GET', `/api/moderation/items/${demoItemId}`)).json<QueueItemDetail>();
    expect(forStaff.reports.map((row) => row.note)).toEqual(['Seen this link in five groups today']);
    // No ban from the demo moderator: it would lock every visitor out of a shared demo account.
    expect(detail.availableActions).not.toContain('ban');
    expect((await act(demoMod, demoItemId, { action: 'ban', reason: 'Testing' })).statusCode).toBe(403);
    expect((await act(demoMod, demoItemId, { action: 'dismiss' })).statusCode).toBe(200);
  });
});
