import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConversationDetail,
  ConversationPage,
  Message,
  MessagePage,
  NewMessageEvent,
  StartDirectResult,
  TypingEvent,
  UnreadSummary,
} from '@tightlines/domain/messages/contract';
import {
  conversationParticipants,
  conversations,
  messages,
  notificationPreferences,
  profiles,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { as, gpsJpeg, multipart } from './fixtures/posts';
import { follow } from './helpers/social';
import { collect, TestSockets } from './helpers/sockets';

let t: TestApp;
let ann: BuiltUser;
let ben: BuiltUser;
let cat: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;
let base = '';
const sockets = new TestSockets();

beforeAll(async () => {
  t = await createTestApp({
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
    messageEmailDelayMs: 0,
  });
  [ann, ben, cat, stranger, admin] = await Promise.all([
    buildUser(t.app, { firstName: 'Ann', lastName: 'Angler' }),
    buildUser(t.app, { firstName: 'Ben', lastName: 'Bass' }),
    buildUser(t.app, { firstName: 'Cat', lastName: 'Carp' }),
    buildUser(t.app, { firstName: 'Sam', lastName: 'Stranger' }),
    buildUser(t.app, { firstName: 'Ada', lastName: 'Admin', roles: ['admin'] }),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.disconnectAll();
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function startDirect(from: BuiltUser, to: BuiltUser): Promise<StartDirectResult> {
  const response = await call(from, 'POST', '/api/conversations/direct', { userId: to.id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StartDirectResult>();
}

async function send(from: BuiltUser, conversationId: string, content: string, clientId?: string) {
  const response = await call(from, 'POST', `/api/conversations/${conversationId}/messages`, {
    content,
    ...(clientId ? { clientId } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

const unread = async (who: BuiltUser) =>
  (await call(who, 'GET', '/api/conversations/unread')).json<UnreadSummary>();
const list = async (who: BuiltUser, box: 'inbox' | 'requests' = 'inbox') =>
  (await call(who, 'GET', `/api/conversations?box=${box}`)).json<ConversationPage>();
const history = async (who: BuiltUser, conversationId: string, query = '') =>
  (await call(who, 'GET', `/api/conversations/${conversationId}/messages${query}`)).json<MessagePage>();
const setReach = (who: BuiltUser, reach: string) => call(who, 'PUT', '/api/message-settings', { reach });

describe('signed out', () => {
  it('every messaging route answers 401', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string][] = [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
      ['POST', '/api/conversations/direct'],
      ['POST', '/api/conversations/group'],
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`],
      ['DELETE', `/api/conversations/${id}/messages/${id}`],
      ['POST', `/api/conversations/${id}/read`],
      ['POST', `/api/conversations/${id}/typing`],
      ['POST', `/api/conversations/${id}/leave`],
      ['POST', `/api/conversations/${id}/accept`],
      ['GET', '/api/message-settings'],
      ['PUT', '/api/message-settings'],
    ];
    for (const [method, url] of routes) {
      const response = await call(null, method, url, method === 'GET' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a direct conversation', () => {
  it('starts once, carries messages both ways, and keeps it between the two of them', async () => {
    const started = await startDirect(ann, ben);
    expect(started.created).toBe(true);
    expect(started.conversation).toMatchObject({
      type: 'direct',
      title: null,
      participantCount: 2,
      participants: [{ id: ben.id, displayName: 'Ben Bass' }],
      canSend: true,
      canLeave: false,
      box: 'inbox',
      lastMessage: null,
    });
    const id = started.conversation.id;
    // Nothing written yet: Ben does not see it.
    expect((await list(ben)).items.map((c) => c.id)).not.toContain(id);
    expect((await startDirect(ben, ann)).created).toBe(false);

    const hello = await send(ann, id, '  Tight lines!  ', 'c-1');
    expect(hello).toMatchObject({
      conversationId: id,
      sender: { id: ann.id, displayName: 'Ann Angler' },
      content: 'Tight lines!',
      image: null,
      isDeleted: false,
      clientId: 'c-1',
    });
    // A retried send with the same clientId answers the first message.
    const retried = await call(ann, 'POST', `/api/conversations/${id}/messages`, {
      content: 'Tight lines!',
      clientId: 'c-1',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Message>().id).toBe(hello.id);
    // Two copies of one send racing each other land once.
    const racing = await Promise.all(
      [1, 2].map(() =>
        call(ben, 'POST', `/api/conversations/${id}/messages`, { content: 'Same to you', clientId: 'c-2' }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(racing.map((response) => response.json<Message>().id)).size).toBe(1);

    const page = await history(ann, id);
    expect(page.items.map((m) => m.content)).toEqual(['Tight lines!', 'Same to you']);
    expect(page.nextCursor).toBeNull();

    const [summary] = (await list(ben)).items.filter((c) => c.id === id);
    expect(summary).toMatchObject({
      participants: [{ id: ann.id }],
      lastMessage: { preview: 'Same to you', senderId: ben.id, isDeleted: false, hasImage: false },
      unreadCount: 0,
    });

    // A stranger and an admin see nothing of it: 404, as if it did not exist.
    for (const who of [stranger, admin]) {
      for (const url of [`/api/conversations/${id}`, `/api/conversations/${id}/messages`]) {
        const response = await call(who, 'GET', url);
        expect(response.statusCode, url).toBe(404);
        expect(errorOf(response)).toEqual({
          code: 'conversationNotFound',
          message: 'This conversation is not available.',
        });
      }
      for (const url of [
        `/api/conversations/${id}/messages`,
        `/api/conversations/${id}/read`,
        `/api/conversations/${id}/typing`,
        `/api/conversations/${id}/leave`,
        `/api/conversations/${id}/accept`,
      ])
        expect((await call(who, 'POST', url, { content: 'Let me in' })).statusCode, url).toBe(404);
      expect((await call(who, 'DELETE', `/api/conversations/${id}/messages/${hello.id}`)).statusCode).toBe(
        404,
      );
    }
    const rows = await t.app.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(2);
  });

  it("refuses yourself, an empty message and one over 2,000 characters with the spec's words", async () => {
    const self = await call(ann, 'POST', '/api/conversations/direct', { userId: ann.id });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toEqual({
      code: 'cannotMessageSelf',
      message: 'You cannot send a message to yourself',
    });
    const { conversation } = await startDirect(ann, cat);
    const url = `/api/conversations/${conversation.id}/messages`;
    const empty = await call(ann, 'POST', url, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toEqual({ code: 'messageEmpty', message: 'Write a message or add a photo.' });
    const long = await call(ann, 'POST', url, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toEqual({
      code: 'messageTooLong',
      message: 'Messages can be at most 2,000 characters.',
    });
    expect((await call(ann, 'POST', url, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('two people starting at once, from each side, get one conversation', async () => {
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const results = await Promise.all([
      call(x, 'POST', '/api/conversations/direct', { userId: y.id }),
      call(y, 'POST', '/api/conversations/direct', { userId: x.id }),
      call(x, 'POST', '/api/conversations/direct', { userId: y.id }),
      call(y, 'POST', '/api/conversations/direct', { userId: x.id }),
    ]);
    const answers = results.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StartDirectResult>();
    });
    expect(new Set(answers.map((a) => a.conversation.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, answers[0]!.conversation.id));
    expect(rows.map((row) => row.userId).sort()).toEqual([x.id, y.id].sort());
  });
});

describe('unread counts, read marks and deletion', () => {
  it('counts unread messages, clears them on read, and shows a deleted message as deleted', async () => {
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const { conversation } = await startDirect(x, y);
    const id = conversation.id;
    await send(x, id, 'one');
    const two = await send(x, id, 'two');
    await send(x, id, 'three');
    expect(await unread(y)).toEqual({ unreadCount: 3, requestCount: 0 });
    expect(await unread(x)).toEqual({ unreadCount: 0, requestCount: 0 });
    expect((await list(y)).items.find((c) => c.id === id)?.unreadCount).toBe(3);

    // Someone else's message cannot be deleted; one's own can, and an unread one stops counting.
    const theirs = await call(y, 'DELETE', `/api/conversations/${id}/messages/${two.id}`);
    expect(theirs.statusCode).toBe(403);
    const mine = await call(x, 'DELETE', `/api/conversations/${id}/messages/${two.id}`);
    expect(mine.statusCode).toBe(204);
    expect(await unread(y)).toEqual({ unreadCount: 2, requestCount: 0 });
    const page = await history(y, id);
    expect(page.items.map((m) => [m.content, m.isDeleted])).toEqual([
      ['one', false],
      ['', true],
      ['three', false],
    ]);
    const missing = await call(x, 'DELETE', `/api/conversations/${id}/messages/${conversation.id}`);
    expect(missing.statusCode).toBe(404);

    const read = await call(y, 'POST', `/api/conversations/${id}/read`);
    expect(read.statusCode).toBe(200);
    const { lastReadAt } = read.json<{ lastReadAt: string }>();
    expect(await unread(y)).toEqual({ unreadCount: 0, requestCount: 0 });
    const detail = (await call(x, 'GET', `/api/conversations/${id}`)).json<ConversationDetail>();
    expect(detail.members.find((m) => m.id === y.id)?.lastReadAt).toBe(lastReadAt);
  });

  it('pages history from the newest, older pages by cursor', async () => {
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const { conversation } = await startDirect(x, y);
    for (let n = 1; n <= 5; n++) await send(n % 2 ? x : y, conversation.id, `m${n}`);
    const newest = await history(x, conversation.id, '?limit=2');
    expect(newest.items.map((m) => m.content)).toEqual(['m4', 'm5']);
    const older = await history(x, conversation.id, `?limit=2&before=${newest.nextCursor}`);
    expect(older.items.map((m) => m.content)).toEqual(['m2', 'm3']);
    const oldest = await history(x, conversation.id, `?limit=2&before=${older.nextCursor}`);
    expect(oldest.items.map((m) => m.content)).toEqual(['m1']);
    expect(oldest.nextCursor).toBeNull();
    const bad = await call(x, 'GET', `/api/conversations/${conversation.id}/messages?before=nonsense`);
    expect(bad.statusCode).toBe(400);
  });

  it('lists conversations newest activity first, paged', async () => {
    const me = await buildUser(t.app);
    const others = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
    for (const other of others) {
      const { conversation } = await startDirect(other, me);
      await send(other, conversation.id, `from ${other.id}`);
    }
    const first = (await call(me, 'GET', '/api/conversations?limit=2')).json<ConversationPage>();
    expect(first.items.map((c) => c.participants[0]?.id)).toEqual([others[2]!.id, others[1]!.id]);
    const second = (
      await call(me, 'GET', `/api/conversations?limit=2&cursor=${first.nextCursor}`)
    ).json<ConversationPage>();
    expect(second.items.map((c) => c.participants[0]?.id)).toEqual([others[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('photos', () => {
  it('are served to participants only, under private signed URLs', async () => {
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const { conversation } = await startDirect(x, y);
    const form = multipart(
      { content: 'Look at this one', clientId: 'photo-1' },
      { name: 'image', filename: 'fish.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/messages`,
      headers: { ...as(x), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = response.json<Message>();
    expect(message.image?.variants.length).toBeGreaterThan(0);
    const [seen] = (await history(y, conversation.id)).items;
    for (const variant of seen!.image!.variants) {
      expect(variant.url).toMatch(/^\/uploads\/message-media\/.+\?a=prv&exp=\d+&sig=[\w-]+$/);
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      // Without the signature the file is not there; a stranger cannot get the signed URL (404 above).
      const bare = await t.app.inject({
        method: 'GET',
        url: variant.url.split('?')[0]!,
        headers: as(stranger),
      });
      expect(bare.statusCode).toBe(404);
    }
    expect((await call(stranger, 'GET', `/api/conversations/${conversation.id}/messages`)).statusCode).toBe(
      404,
    );

    // Deleting it removes the photo too.
    await call(x, 'DELETE', `/api/conversations/${conversation.id}/messages/${message.id}`);
    const [after] = (await history(y, conversation.id)).items;
    expect(after).toMatchObject({ isDeleted: true, content: '', image: null });
    const gone = await t.app.inject({ method: 'GET', url: seen!.image!.variants[0]!.url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('who may reach me', () => {
  it("starts at 'everyone' and remembers a choice", async () => {
    const x = await buildUser(t.app);
    expect((await call(x, 'GET', '/api/message-settings')).json()).toEqual({ reach: 'everyone' });
    expect((await setReach(x, 'following')).json()).toEqual({ reach: 'following' });
    expect((await call(x, 'GET', '/api/message-settings')).json()).toEqual({ reach: 'following' });
    expect((await setReach(x, 'sometimes')).statusCode).toBe(400);
  });

  it("'nobody' refuses a new conversation and a new group, but existing conversations go on", async () => {
    const [quiet, friend, writer, other] = await Promise.all([
      buildUser(t.app),
      buildUser(t.app),
      buildUser(t.app),
      buildUser(t.app),
    ]);
    const { conversation: existing } = await startDirect(friend, quiet);
    await send(friend, existing.id, 'Before the change');
    await setReach(quiet, 'nobody');

    const refused = await call(writer, 'POST', '/api/conversations/direct', { userId: quiet.id });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: 'notAcceptingMessages',
      message: 'This angler is not accepting messages.',
    });
    const group = await call(writer, 'POST', '/api/conversations/group', { userIds: [quiet.id, other.id] });
    expect(group.statusCode).toBe(403);
    expect(errorOf(group).code).toBe('notAcceptingMessages');

    await send(friend, existing.id, 'Still here');
    await send(quiet, existing.id, 'Still answering');
    // A conversation started before the change but never written in is new: it cannot be sent in.
    const [late, shy] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const { conversation: empty } = await startDirect(late, shy);
    await setReach(shy, 'nobody');
    const detail = (await call(late, 'GET', `/api/conversations/${empty.id}`)).json<ConversationDetail>();
    expect(detail.canSend).toBe(false);
    const first = await call(late, 'POST', `/api/conversations/${empty.id}/messages`, { content: 'Hello?' });
    expect(first.statusCode).toBe(403);
    expect(errorOf(first).code).toBe('notAcceptingMessages');

    // They may still write to others themselves.
    const { conversation } = await startDirect(quiet, writer);
    await send(quiet, conversation.id, 'I write first');
    await send(writer, conversation.id, 'And I answer');
  });

  it("'following' files first messages from people they do not follow in Requests until they reply or accept", async () => {
    const [picky, followed, unknown, another] = await Promise.all([
      buildUser(t.app),
      buildUser(t.app),
      buildUser(t.app),
      buildUser(t.app),
    ]);
    await setReach(picky, 'following');
    await follow(t.app, picky, followed);

    const fromFollowed = (await startDirect(followed, picky)).conversation.id;
    await send(followed, fromFollowed, 'Hi from someone you follow');
    const fromUnknown = (await startDirect(unknown, picky)).conversation.id;
    await send(unknown, fromUnknown, 'Hi from a stranger');
    await send(unknown, fromUnknown, 'Are you there?');
    const fromAnother = (await startDirect(another, picky)).conversation.id;
    await send(another, fromAnother, 'Me too');

    expect((await list(picky)).items.map((c) => c.id)).toEqual([fromFollowed]);
    expect((await list(picky, 'requests')).items.map((c) => c.id)).toEqual([fromAnother, fromUnknown]);
    expect((await list(picky, 'requests')).items[0]).toMatchObject({ box: 'requests' });
    // The badge counts the inbox only; requests are counted apart.
    expect(await unread(picky)).toEqual({ unreadCount: 1, requestCount: 2 });
    // The sender sees it in their own inbox.
    expect((await list(unknown)).items.map((c) => c.id)).toContain(fromUnknown);

    // Replying moves it to the inbox; so does accepting.
    await send(picky, fromUnknown, 'Hello!');
    const accepted = await call(picky, 'POST', `/api/conversations/${fromAnother}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<ConversationDetail>().box).toBe('inbox');
    expect((await list(picky, 'requests')).items).toEqual([]);
    expect(await unread(picky)).toEqual({ unreadCount: 2, requestCount: 0 });
  });

  it('declining a request takes it out of Requests until another message comes; a direct conversation otherwise cannot be left', async () => {
    const [picky, pest] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    await setReach(picky, 'following');
    const id = (await startDirect(pest, picky)).conversation.id;
    await send(pest, id, 'Buy my lures');
    expect(await unread(picky)).toEqual({ unreadCount: 0, requestCount: 1 });
    expect((await call(picky, 'POST', `/api/conversations/${id}/leave`)).statusCode).toBe(204);
    expect((await list(picky, 'requests')).items).toEqual([]);
    expect(await unread(picky)).toEqual({ unreadCount: 0, requestCount: 0 });
    // The sender is still in it and cannot leave a direct conversation.
    expect(errorOf(await call(pest, 'POST', `/api/conversations/${id}/leave`)).code).toBe(
      'cannotLeaveConversation',
    );
    await send(pest, id, 'Last chance!');
    expect((await list(picky, 'requests')).items.map((c) => c.id)).toEqual([id]);
  });

  it("'everyone' puts a stranger's message straight in the inbox", async () => {
    const [open, someone] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const id = (await startDirect(someone, open)).conversation.id;
    await send(someone, id, 'Hello');
    expect((await list(open)).items.map((c) => c.id)).toEqual([id]);
    expect(await unread(open)).toEqual({ unreadCount: 1, requestCount: 0 });
  });
});

describe('group conversations', () => {
  it('start with up to 50 people, can be left, and 51 is refused', async () => {
    const [starter, a, b] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    const created = await call(starter, 'POST', '/api/conversations/group', {
      userIds: [a.id, b.id, starter.id],
      title: 'Saturday crew',
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<ConversationDetail>();
    expect(group).toMatchObject({
      type: 'group',
      title: 'Saturday crew',
      participantCount: 3,
      canLeave: true,
    });
    expect(group.members.map((m) => m.id).sort()).toEqual([starter.id, a.id, b.id].sort());

    await send(a, group.id, 'Who brings the bait?');
    expect(await unread(b)).toEqual({ unreadCount: 1, requestCount: 0 });
    const left = await call(b, 'POST', `/api/conversations/${group.id}/leave`);
    expect(left.statusCode).toBe(204);
    expect(await unread(b)).toEqual({ unreadCount: 0, requestCount: 0 });
    expect((await call(b, 'GET', `/api/conversations/${group.id}`)).statusCode).toBe(404);
    expect((await list(b)).items.map((c) => c.id)).not.toContain(group.id);
    const after = (await call(starter, 'GET', `/api/conversations/${group.id}`)).json<ConversationDetail>();
    expect(after.participantCount).toBe(2);

    // A direct conversation cannot be left.
    const direct = (await startDirect(starter, a)).conversation.id;
    const refused = await call(starter, 'POST', `/api/conversations/${direct}/leave`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('cannotLeaveConversation');

    const many = await Promise.all(Array.from({ length: 50 }, () => buildUser(t.app, { signedIn: false })));
    const tooMany = await call(starter, 'POST', '/api/conversations/group', {
      userIds: many.map((p) => p.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toMatchObject({
      message: 'A group conversation can have at most 50 people.',
      fields: { userIds: 'A group conversation can have at most 50 people.' },
    });
    const fifty = await call(starter, 'POST', '/api/conversations/group', {
      userIds: many.slice(0, 49).map((p) => p.id),
    });
    expect(fifty.statusCode).toBe(201);
    expect(fifty.json<ConversationDetail>().participantCount).toBe(50);
  });
});

describe('team chat', () => {
  it('every team has one; members join and leave it with the team', async () => {
    const [captain, mate] = await Promise.all([buildUser(t.app), buildUser(t.app)]);
    const made = await call(captain, 'POST', '/api/teams', { name: `Reel Team ${Date.now()}` });
    expect(made.statusCode, made.body).toBeLessThan(300);
    const { slug, inviteCode } = (
      await call(captain, 'GET', `/api/teams/${made.json<{ slug: string }>().slug}/settings`)
    ).json<{ slug: string; inviteCode: string }>();
    const [chat] = (await list(captain)).items.filter((c) => c.type === 'team');
    expect(chat).toMatchObject({ type: 'team', team: { slug }, participantCount: 1 });
    expect(chat!.title).toBe(chat!.team!.name);

    expect((await call(mate, 'GET', `/api/conversations/${chat!.id}`)).statusCode).toBe(404);
    // The team page's "Team chat" finds it by the team's slug, for members only.
    const byTeam = await call(captain, 'GET', `/api/conversations/team/${slug}`);
    expect(byTeam.statusCode, byTeam.body).toBe(200);
    expect(byTeam.json<ConversationDetail>().id).toBe(chat!.id);
    expect((await call(mate, 'GET', `/api/conversations/team/${slug}`)).statusCode).toBe(404);
    expect((await call(captain, 'GET', '/api/conversations/team/no-such-team')).statusCode).toBe(404);
    const captainSocket = await sockets.connect(base, { cookie: captain.cookie });
    const mateSocket = await sockets.connect(base, { cookie: mate.cookie });
    const captainHeard = collect<{ conversationId: string }>(captainSocket, 'conversation-updated');
    const mateHeard = collect<{ conversationId: string }>(mateSocket, 'conversation-updated');
    expect((await call(mate, 'POST', `/api/join-team/${inviteCode}`)).statusCode).toBe(200);
    await expect.poll(() => captainHeard, { timeout: 1000 }).toEqual([{ conversationId: chat!.id }]);
    await expect.poll(() => mateHeard.length, { timeout: 1000 }).toBe(1);
    const joined = (await call(mate, 'GET', `/api/conversations/${chat!.id}`)).json<ConversationDetail>();
    expect(joined).toMatchObject({ participantCount: 2, canLeave: false, canSend: true });
    await send(mate, chat!.id, 'Glad to be aboard');
    expect(await unread(captain)).toMatchObject({ unreadCount: 1 });
    const refused = await call(mate, 'POST', `/api/conversations/${chat!.id}/leave`);
    expect(errorOf(refused).code).toBe('cannotLeaveConversation');

    expect((await call(mate, 'DELETE', `/api/teams/${slug}/members/${mate.id}`)).statusCode).toBe(204);
    // The one who left hears it too (their open pages drop the chat).
    await expect.poll(() => mateHeard.length, { timeout: 1000 }).toBe(2);
    await expect.poll(() => captainHeard.length, { timeout: 1000 }).toBe(2);
    expect((await call(mate, 'GET', `/api/conversations/${chat!.id}`)).statusCode).toBe(404);
    expect(
      (await call(captain, 'GET', `/api/conversations/${chat!.id}`)).json<ConversationDetail>()
        .participantCount,
    ).toBe(1);
    // Coming back lets them in again.
    await call(mate, 'POST', `/api/join-team/${inviteCode}`);
    expect((await call(mate, 'GET', `/api/conversations/${chat!.id}/messages`)).statusCode).toBe(200);
    expect((await call(mate, 'GET', `/api/conversations/team/${slug}`)).json<ConversationDetail>().id).toBe(
      chat!.id,
    );
  });
});

describe('realtime', () => {
  it("a message reaches the other person's and the sender's other sockets; typing reaches the others", async () => {
    const [x, y] = await Promise.all([buildUser(t.app), buildUser(t.app, { firstName: 'Yuri' })]);
    const { conversation } = await startDirect(x, y);
    const ySocket = await sockets.connect(base, { cookie: y.cookie });
    const xOtherTab = await sockets.connect(base, { cookie: x.cookie });
    const strangerSocket = await sockets.connect(base, { cookie: stranger.cookie });
    const yGot = collect<NewMessageEvent>(ySocket, 'new-message');
    const xGot = collect<NewMessageEvent>(xOtherTab, 'new-message');
    const strangerGot = collect<unknown>(strangerSocket, 'new-message');
    const yTyping = collect<TypingEvent>(ySocket, 'typing');
    const xTyping = collect<TypingEvent>(xOtherTab, 'typing');
    const reads = collect<{ userId: string }>(xOtherTab, 'conversation-read');

    const started = Date.now();
    const message = await send(x, conversation.id, 'Live!');
    await expect.poll(() => yGot.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(yGot[0]).toEqual({ conversationId: conversation.id, message });
    await expect.poll(() => xGot.length, { timeout: 1000 }).toBe(1);

    expect((await call(y, 'POST', `/api/conversations/${conversation.id}/typing`)).statusCode).toBe(204);
    // A second signal right away is dropped (the server throttles too).
    await call(y, 'POST', `/api/conversations/${conversation.id}/typing`);
    await expect.poll(() => xTyping.length, { timeout: 1000 }).toBe(1);
    expect(xTyping[0]).toEqual({
      conversationId: conversation.id,
      user: { id: y.id, displayName: 'Yuri Rivers' },
    });
    await call(y, 'POST', `/api/conversations/${conversation.id}/read`);
    await expect.poll(() => reads.map((event) => event.userId), { timeout: 1000 }).toEqual([y.id]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(yTyping).toEqual([]);
    expect(xTyping).toHaveLength(1);
    expect(strangerGot).toEqual([]);
  });
});

describe('rate limit', () => {
  it('refuses messages past the per-person limit with 429', async () => {
    const limited = await createTestApp({
      rateLimits: {
        enabled: true,
        scale: 1,
        classes: {
          ...t.app.config.rateLimits.classes,
          message: { perPerson: { max: 3, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } },
        },
      },
    });
    try {
      const [x, y] = await Promise.all([buildUser(limited.app), buildUser(limited.app)]);
      const start = await limited.app.inject({
        method: 'POST',
        url: '/api/conversations/direct',
        headers: as(x),
        payload: { userId: y.id },
      });
      const id = start.json<StartDirectResult>().conversation.id;
      const statuses: number[] = [];
      for (let n = 0; n < 4; n++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          headers: as(x),
          payload: { content: `n${n}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
      expect(
        await limited.app.db.select().from(messages).where(eq(messages.conversationId, id)),
      ).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('the unread-messages e-mail', () => {
  /** Runs every due job (other tests' sends queued theirs too). */
  const drain = async (now?: Date) => {
    while ((await t.app.jobs.runOnce(now ? { now } : {})) > 0);
  };
  const mailsTo = async (email: string) =>
    (await t.app.db.query.mailOutbox.findMany()).filter(
      (mail) => mail.to === email && mail.template === 'unread-messages',
    );

  it('goes once, in the reader’s language, about messages they have not read', async () => {
    const [writer, reader] = await Promise.all([
      buildUser(t.app, { firstName: 'Walt', lastName: 'Writer' }),
      buildUser(t.app),
    ]);
    await t.app.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.id, reader.id));
    const { conversation } = await startDirect(writer, reader);
    await send(writer, conversation.id, 'Un brochet énorme');
    await send(writer, conversation.id, 'Tu viens samedi ?');
    await drain();
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Vous avez 2 messages non lus sur Tightlines');
    expect(mails[0]!.text).toContain('Walt Writer vous a envoyé 2 messages');
    expect(mails[0]!.text).toContain('http://localhost:3000/messages');
    // The same messages never come again.
    await drain(new Date(Date.now() + 3_600_000));
    expect(await mailsTo(reader.email)).toHaveLength(1);
    // A new one does.
    await send(writer, conversation.id, 'Alors ?');
    await drain();
    const again = await mailsTo(reader.email);
    expect(again).toHaveLength(2);
    expect(again.map((mail) => mail.subject)).toContain('Walt Writer vous a envoyé un message · Tightlines');
    // The writer is never mailed about their own messages.
    expect(await mailsTo(writer.email)).toEqual([]);
  });

  it('is not sent when the messages were read first, nor when the preference is off', async () => {
    const [writer, reader, muted] = await Promise.all([buildUser(t.app), buildUser(t.app), buildUser(t.app)]);
    const { conversation } = await startDirect(writer, reader);
    await send(writer, conversation.id, 'Read me');
    await call(reader, 'POST', `/api/conversations/${conversation.id}/read`);
    await drain();
    expect(await mailsTo(reader.email)).toEqual([]);

    // E-mail for the `message` type switched off (stored as the preferences page stores it).
    await t.app.db
      .insert(notificationPreferences)
      .values({ userId: muted.id, type: 'message', inApp: true, email: false });
    const muteChat = (await startDirect(writer, muted)).conversation.id;
    await send(writer, muteChat, 'You will not hear of this by e-mail');
    await drain();
    expect(await mailsTo(muted.email)).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, muteChat),
          eq(conversationParticipants.userId, muted.id),
        ),
      );
    expect(row?.emailedThrough).not.toBeNull();
  });

  it('waits for a quiet period after the last message', async () => {
    const quiet = await createTestApp({ messageEmailDelayMs: 60_000 });
    try {
      const [writer, reader] = await Promise.all([buildUser(quiet.app), buildUser(quiet.app)]);
      const start = await quiet.app.inject({
        method: 'POST',
        url: '/api/conversations/direct',
        headers: as(writer),
        payload: { userId: reader.id },
      });
      const id = start.json<StartDirectResult>().conversation.id;
      await quiet.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: as(writer),
        payload: { content: 'Soon' },
      });
      const outbox = async () =>
        (await quiet.app.db.query.mailOutbox.findMany()).filter(
          (mail) => mail.template === 'unread-messages',
        );
      expect(await quiet.app.jobs.runOnce()).toBe(0);
      expect(await outbox()).toEqual([]);
      // Due in a minute; run early (as if the minute passed for the queue) it sees the last message is too new.
      await quiet.app.jobs.runOnce({ now: new Date(Date.now() + 61_000) });
      expect(await outbox()).toEqual([]);
      const [pending] = await quiet.app.db.query.jobs.findMany({
        where: (jobs, { and: all, eq: is, isNull }) =>
          all(is(jobs.queue, 'message-email'), isNull(jobs.doneAt)),
      });
      expect(pending?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      await quiet.close();
    }
  });
});

describe('conversations table', () => {
  it('keeps one direct conversation per pair', async () => {
    const rows = await t.app.db.select({ key: conversations.directKey }).from(conversations);
    const keys = rows.map((row) => row.key).filter(Boolean);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
