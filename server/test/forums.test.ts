import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ForumDashboard,
  ForumDetail,
  ForumPost,
  ForumPostPage,
  ForumSearchPage,
  ThreadDetail,
  TopicPage,
} from '@tightlines/domain/forums/contract';
import {
  DEFAULT_MODERATION_SETTINGS,
  type ActionResult,
  type QueuePage,
  type ReportCreated,
} from '@tightlines/domain/moderation/contract';
import { saveModerationSettings } from '#server/features/safety/checks/settings';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { gpsJpeg, handleOf, multipart } from './fixtures/posts';

let t: TestApp;
let admin: BuiltUser;
let mod: BuiltUser;
let dana: BuiltUser;
let jordan: BuiltUser;
let sam: BuiltUser;
let discussion: ForumDetail;
let qa: ForumDetail;

const inject = (
  who: BuiltUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: as(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function newThread(who: BuiltUser, topic: string, title: string, body: string): Promise<ThreadDetail> {
  const response = await inject(who, 'POST', `/api/topics/${topic}/threads`, { title, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ThreadDetail>();
}

async function reply(
  who: BuiltUser,
  threadId: string,
  body: string,
  quotePostId?: string,
): Promise<ForumPost> {
  const response = await inject(who, 'POST', `/api/threads/${threadId}/posts`, { body, quotePostId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ForumPost>();
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [admin, mod, dana, jordan, sam] = await Promise.all([
    buildUser(t.app, { firstName: 'Ada', lastName: 'Admin', roles: ['admin'] }),
    buildUser(t.app, { firstName: 'Mona', lastName: 'Mod', roles: ['moderator'] }),
    buildUser(t.app, { firstName: 'Dana', lastName: 'Shore' }),
    buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' }),
    buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' }),
  ]);
  const created = await inject(admin, 'POST', '/api/admin/forums', {
    slug: 'freshwater',
    name: 'Freshwater',
    description: 'Lakes and rivers',
  });
  expect(created.statusCode, created.body).toBe(201);
  discussion = created.json<ForumDetail>();
  const createdQa = await inject(admin, 'POST', '/api/admin/forums', {
    slug: 'ask-an-angler',
    name: 'Ask an angler',
    kind: 'qa',
  });
  qa = createdQa.json<ForumDetail>();
  for (const [forumId, slug, name] of [
    [discussion.id, 'bass', 'Bass'],
    [discussion.id, 'trout', 'Trout'],
    [qa.id, 'rigs', 'Rigs and knots'],
  ] as const) {
    const topic = await inject(admin, 'POST', '/api/admin/forum-topics', { forumId, slug, name });
    expect(topic.statusCode, topic.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

describe('admin forums and topics', () => {
  it('refuses visitors (401) and members (403), validates (400) and lists for admins', async () => {
    expect((await inject(null, 'GET', '/api/admin/forums')).statusCode).toBe(401);
    expect((await inject(dana, 'POST', '/api/admin/forums', { slug: 'x-y', name: 'XY' })).statusCode).toBe(
      403,
    );
    expect(
      (await inject(admin, 'POST', '/api/admin/forums', { slug: 'Bad Slug!', name: 'X' })).statusCode,
    ).toBe(400);
    const list = await inject(admin, 'GET', '/api/admin/forums');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: ForumDetail[] }>().items.map((forum) => forum.slug)).toEqual(
      expect.arrayContaining(['freshwater', 'ask-an-angler']),
    );
    const taken = await inject(admin, 'POST', '/api/admin/forums', { slug: 'freshwater', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('forumSlugTaken');
  });

  it('updates and deletes forums and topics; unknown ids are 404', async () => {
    const forum = (
      await inject(admin, 'POST', '/api/admin/forums', { slug: 'temp-forum', name: 'Temp' })
    ).json<ForumDetail>();
    const patched = await inject(admin, 'PATCH', `/api/admin/forums/${forum.id}`, { name: 'Temporary' });
    expect(patched.json<ForumDetail>().name).toBe('Temporary');
    const topic = await inject(admin, 'POST', '/api/admin/forum-topics', {
      forumId: forum.id,
      slug: 'temp-topic',
      name: 'Temp topic',
    });
    const topicId = topic.json<{ id: string }>().id;
    expect(
      (await inject(admin, 'PATCH', `/api/admin/forum-topics/${topicId}`, { name: 'Renamed' })).json<{
        name: string;
      }>().name,
    ).toBe('Renamed');
    expect((await inject(admin, 'DELETE', `/api/admin/forum-topics/${topicId}`)).statusCode).toBe(204);
    expect((await inject(admin, 'DELETE', `/api/admin/forum-topics/${topicId}`)).statusCode).toBe(404);
    expect((await inject(admin, 'DELETE', `/api/admin/forums/${forum.id}`)).statusCode).toBe(204);
    const gone = await inject(admin, 'PATCH', `/api/admin/forums/${forum.id}`, { name: 'X1' });
    expect(errorOf(gone).code).toBe('forumNotFound');
  });
});

describe('reading and writing threads', () => {
  it('creates a thread, lists it on the topic and the dashboard, with 404s for unknown slugs', async () => {
    expect(
      (await inject(null, 'POST', '/api/topics/bass/threads', { title: 'Hello there', body: 'Hi' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject(dana, 'POST', '/api/topics/bass/threads', { title: 'no', body: 'x' })).statusCode,
    ).toBe(400);
    const missing = await inject(dana, 'POST', '/api/topics/nope/threads', {
      title: 'Hello there',
      body: 'Hi all',
    });
    expect(errorOf(missing).code).toBe('topicNotFound');
    const thread = await newThread(
      dana,
      'bass',
      'Best spring lures for bass',
      'What works for you in **April**?',
    );
    expect(thread.subscribed).toBe(true);
    expect(thread.lastReadPostNumber).toBe(1);

    const page = await inject(null, 'GET', '/api/topics/bass');
    expect(page.statusCode).toBe(200);
    expect(page.json<TopicPage>().threads[0]!.id).toBe(thread.id);
    expect(page.json<TopicPage>().threads[0]!.unreadCount).toBeNull();
    expect(errorOf(await inject(null, 'GET', '/api/topics/nope')).code).toBe('topicNotFound');
    expect(errorOf(await inject(null, 'GET', '/api/forums/nope')).code).toBe('forumNotFound');
    expect((await inject(null, 'GET', '/api/forums/freshwater')).json<ForumDetail>().topics.length).toBe(2);

    const home = (await inject(null, 'GET', '/api/forums')).json<ForumDashboard>();
    expect(home.totalForums).toBeGreaterThanOrEqual(2);
    expect(home.forums.find((forum) => forum.slug === 'freshwater')).toBeTruthy();
    expect(home.hotTopics.some((hot) => hot.id === thread.id)).toBe(true);
    expect(typeof home.onlineUsers).toBe('number');

    const posts = (await inject(null, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(posts.items[0]!.html).toContain('<strong>April</strong>');
    expect(errorOf(await inject(null, 'GET', `/api/threads/${crypto.randomUUID()}`)).code).toBe(
      'threadNotFound',
    );
  });

  it('notifies subscribers and mentioned people, emits nothing to the author, and shows unread counts', async () => {
    const thread = await newThread(dana, 'bass', 'Night fishing for bass', 'Anyone tried topwater at night?');
    const jordanHandle = await handleOf(t.app, jordan);
    const first = await reply(sam, thread.id, `Yes! Ask @${jordanHandle}, he swears by it.`);
    expect(first.postNumber).toBe(2);
    expect(first.html).toContain('class="mention"');
    const quote = await reply(jordan, thread.id, 'Buzzbaits, slow.', first.id);
    expect(quote.quoteOf?.postNumber).toBe(2);
    expect(quote.html).toContain('<aside class="quote"');

    const rows = await t.app.db.execute<{ user_id: string; type: string }>(
      sql`select user_id, type from notifications where type like 'forum_%' and params->>'threadId' = ${thread.id}`,
    );
    const got = rows.rows.map(
      (row) =>
        `${row.user_id === dana.id ? 'dana' : row.user_id === jordan.id ? 'jordan' : 'sam'}:${row.type}`,
    );
    expect(got).toEqual(
      expect.arrayContaining(['dana:forum_reply', 'jordan:forum_mention', 'sam:forum_mention']),
    );

    const page = (await inject(dana, 'GET', '/api/topics/bass')).json<TopicPage>();
    expect(page.threads.find((row) => row.id === thread.id)!.unreadCount).toBe(2);
    expect((await inject(dana, 'PUT', `/api/threads/${thread.id}/read`, { postNumber: 3 })).statusCode).toBe(
      204,
    );
    const detail = (await inject(dana, 'GET', `/api/threads/${thread.id}`)).json<ThreadDetail>();
    expect(detail.lastReadPostNumber).toBe(3);

    // Unsubscribe: no more reply notifications.
    const countFor = async () =>
      (
        await t.app.db.execute<{ n: number }>(
          sql`select count(*)::int as n from notifications where user_id = ${dana.id}::uuid and params->>'threadId' = ${thread.id}`,
        )
      ).rows[0]!.n;
    const before = await countFor();
    expect(before).toBe(2);
    expect((await inject(dana, 'DELETE', `/api/threads/${thread.id}/subscription`)).json()).toEqual({
      subscribed: false,
    });
    await reply(sam, thread.id, 'One more thing about the moon.');
    expect(await countFor()).toBe(before);
    expect((await inject(dana, 'PUT', `/api/threads/${thread.id}/subscription`)).json()).toEqual({
      subscribed: true,
    });
  });

  it('pages posts by number both ways', async () => {
    const thread = await newThread(dana, 'trout', 'Counting trout', 'Post one');
    for (let index = 2; index <= 7; index++) await reply(jordan, thread.id, `Reply number ${index}`);
    const first = (
      await inject(null, 'GET', `/api/threads/${thread.id}/posts?limit=3`)
    ).json<ForumPostPage>();
    expect(first.items.map((post) => post.postNumber)).toEqual([1, 2, 3]);
    expect(first).toMatchObject({ hasBefore: false, hasAfter: true });
    const from = (
      await inject(null, 'GET', `/api/threads/${thread.id}/posts?from=5&limit=3`)
    ).json<ForumPostPage>();
    expect(from.items.map((post) => post.postNumber)).toEqual([5, 6, 7]);
    expect(from).toMatchObject({ hasBefore: true, hasAfter: false });
    const before = (
      await inject(null, 'GET', `/api/threads/${thread.id}/posts?before=5&limit=2`)
    ).json<ForumPostPage>();
    expect(before.items.map((post) => post.postNumber)).toEqual([3, 4]);
  });

  it('edits: own post within the window with a revision; another member 403; after the window refused', async () => {
    const thread = await newThread(dana, 'trout', 'Dry flies in June', 'Which patterns?');
    const post = await reply(jordan, thread.id, 'Elk hair caddis.');
    const other = await inject(sam, 'PATCH', `/api/forum-posts/${post.id}`, { body: 'Hacked' });
    expect(other.statusCode).toBe(403);
    expect((await inject(null, 'PATCH', `/api/forum-posts/${post.id}`, { body: 'Hacked' })).statusCode).toBe(
      401,
    );
    expect((await inject(jordan, 'PATCH', `/api/forum-posts/${post.id}`, { body: '' })).statusCode).toBe(400);
    const edited = await inject(jordan, 'PATCH', `/api/forum-posts/${post.id}`, {
      body: 'Elk hair caddis, size 14.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ForumPost>()).toMatchObject({ revisionCount: 1, body: 'Elk hair caddis, size 14.' });
    const revisions = await inject(null, 'GET', `/api/forum-posts/${post.id}/revisions`);
    expect(revisions.json<{ items: { body: string }[] }>().items[0]!.body).toBe('Elk hair caddis.');

    await t.app.db.execute(
      sql`update forum_posts set created_at = now() - interval '2 hours' where id = ${post.id}::uuid`,
    );
    const late = await inject(jordan, 'PATCH', `/api/forum-posts/${post.id}`, { body: 'Too late edit' });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).code).toBe('editWindowPassed');
    const byMod = await inject(mod, 'PATCH', `/api/forum-posts/${post.id}`, {
      body: 'Edited by a moderator',
    });
    expect(byMod.statusCode, byMod.body).toBe(200);
    expect(
      errorOf(
        await inject(jordan, 'PATCH', `/api/forum-posts/${crypto.randomUUID()}`, { body: 'Nothing here' }),
      ).code,
    ).toBe('forumPostNotFound');
  });

  it('likes, deletes (author or moderator only)', async () => {
    const thread = await newThread(dana, 'trout', 'Nymphing tips', 'Euro nymphing anyone?');
    const post = await reply(jordan, thread.id, 'Tight line, no indicator.');
    expect((await inject(sam, 'PUT', `/api/forum-posts/${post.id}/like`)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await inject(sam, 'PUT', `/api/forum-posts/${post.id}/like`)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await inject(sam, 'DELETE', `/api/forum-posts/${post.id}/like`)).json()).toEqual({
      liked: false,
      likesCount: 0,
    });
    expect((await inject(null, 'PUT', `/api/forum-posts/${post.id}/like`)).statusCode).toBe(401);
    expect((await inject(sam, 'DELETE', `/api/forum-posts/${post.id}`)).statusCode).toBe(403);
    expect((await inject(jordan, 'DELETE', `/api/forum-posts/${post.id}`)).statusCode).toBe(204);
    const page = (await inject(null, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(page.items[1]).toMatchObject({ deleted: true, body: '', html: '' });
  });

  it('accepts an answer only in a Q&A forum, by the thread author or a moderator', async () => {
    const question = await newThread(dana, 'rigs', 'Which knot for braid to fluoro?', 'FG or Alberto?');
    const answer = await reply(jordan, question.id, 'FG knot, slim and strong.');
    expect(
      (await inject(sam, 'PUT', `/api/threads/${question.id}/accepted`, { postId: answer.id })).statusCode,
    ).toBe(403);
    const accepted = await inject(dana, 'PUT', `/api/threads/${question.id}/accepted`, { postId: answer.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ThreadDetail>().acceptedPostId).toBe(answer.id);
    const notified = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where user_id = ${jordan.id}::uuid and type = 'forum_answer_accepted'`,
    );
    expect(notified.rows[0]!.n).toBe(1);
    expect(
      (await inject(dana, 'DELETE', `/api/threads/${question.id}/accepted`)).json<ThreadDetail>()
        .acceptedPostId,
    ).toBeNull();

    const chat = await newThread(dana, 'bass', 'Not a question thread', 'Just chatting.');
    const notQa = await inject(dana, 'PUT', `/api/threads/${chat.id}/accepted`, {
      postId: crypto.randomUUID(),
    });
    expect(errorOf(notQa).code).toBe('notQaForum');
  });
});

describe('moderators', () => {
  it('lock refuses replies; pin, move, split, delete are moderators only', async () => {
    const thread = await newThread(dana, 'bass', 'Tournament rules talk', 'Thoughts on the new rules?');
    const a = await reply(jordan, thread.id, 'Off topic: my new boat.');
    const b = await reply(sam, thread.id, 'Nice boat!');
    expect((await inject(dana, 'POST', `/api/threads/${thread.id}/lock`)).statusCode).toBe(403);
    expect((await inject(null, 'POST', `/api/threads/${thread.id}/lock`)).statusCode).toBe(401);
    expect((await inject(mod, 'POST', `/api/threads/${thread.id}/lock`)).json<ThreadDetail>().locked).toBe(
      true,
    );
    const refused = await inject(jordan, 'POST', `/api/threads/${thread.id}/posts`, {
      body: 'Still talking',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('threadLocked');
    await inject(mod, 'POST', `/api/threads/${thread.id}/unlock`);
    expect((await inject(mod, 'POST', `/api/threads/${thread.id}/pin`)).json<ThreadDetail>().pinned).toBe(
      true,
    );
    const topic = (await inject(null, 'GET', '/api/topics/bass')).json<TopicPage>();
    expect(topic.threads[0]!.id).toBe(thread.id);
    await inject(mod, 'POST', `/api/threads/${thread.id}/unpin`);

    const split = await inject(mod, 'POST', `/api/threads/${thread.id}/split`, {
      postIds: [a.id, b.id],
      title: 'Boat talk',
    });
    expect(split.statusCode, split.body).toBe(201);
    const newId = split.json<{ threadId: string }>().threadId;
    const moved = (await inject(null, 'GET', `/api/threads/${newId}/posts`)).json<ForumPostPage>();
    expect(moved.items.map((post) => [post.postNumber, post.id])).toEqual([
      [1, a.id],
      [2, b.id],
    ]);

    const move = await inject(mod, 'POST', `/api/threads/${newId}/move`, { topicSlug: 'trout' });
    expect(move.json<ThreadDetail>().topic.slug).toBe('trout');
    expect(
      errorOf(await inject(mod, 'POST', `/api/threads/${newId}/move`, { topicSlug: 'nowhere' })).code,
    ).toBe('topicNotFound');
    expect((await inject(mod, 'DELETE', `/api/threads/${newId}`)).statusCode).toBe(204);
    expect((await inject(null, 'GET', `/api/threads/${newId}`)).statusCode).toBe(404);
  });

  it('a hidden post is gone from the thread for others, not for its author', async () => {
    const thread = await newThread(dana, 'bass', 'Spam magnet thread', 'Hello everyone');
    const spam = await reply(sam, thread.id, 'Buy cheap lures here');
    await t.app.db.execute(sql`update forum_posts set moderation = 'hidden' where id = ${spam.id}::uuid`);
    const others = (await inject(jordan, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(others.items.map((post) => post.id)).not.toContain(spam.id);
    const own = (await inject(sam, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(own.items.find((post) => post.id === spam.id)?.moderation).toBe('hidden');
  });
});

describe('search and images', () => {
  it('finds a reply with a highlight, sanitised', async () => {
    const thread = await newThread(dana, 'trout', 'Steelhead swing season', 'When does it start?');
    await reply(
      jordan,
      thread.id,
      'Swinging <b>spey</b> flies for steelhead in the Skeena is unforgettable.',
    );
    const response = await inject(
      null,
      'GET',
      `/api/forum-search?q=${encodeURIComponent('skeena steelhead')}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const hit = response.json<ForumSearchPage>().items[0]!;
    expect(hit.thread.id).toBe(thread.id);
    expect(hit.highlight).toContain('<mark>Skeena</mark>');
    expect(hit.highlight).not.toContain('<b>');
    expect((await inject(null, 'GET', '/api/forum-search?q=a')).statusCode).toBe(400);
    expect(errorOf(await inject(null, 'GET', '/api/forum-search?q=trout&forumSlug=nope')).code).toBe(
      'forumNotFound',
    );
  });

  it('uploads a forum image (signed in) and only our image URLs survive rendering', async () => {
    const form = multipart({}, { name: 'image', filename: 'fish.jpg', type: 'image/jpeg', data: gpsJpeg });
    expect((await t.app.inject({ method: 'POST', url: '/api/forum-images', ...form })).statusCode).toBe(401);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/forum-images',
      headers: { ...form.headers, ...as(dana) },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const thread = await newThread(
      dana,
      'trout',
      'My best brown trout',
      `Look! ![trout](${url}) ![x](https://evil.example/x.png)`,
    );
    // A new account's outside link is held for review (safety): its author still sees the rendered post.
    const posts = (await inject(dana, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(posts.items[0]!.moderation).toBe('held');
    expect(posts.items[0]!.html).toContain(url);
    expect(posts.items[0]!.html).not.toContain('evil.example');
  });
});

describe('moderation of forum posts (forums-mod)', () => {
  it('a report reaches the queue; hiding it takes it from the thread and search for others, not its author', async () => {
    const thread = await newThread(dana, 'bass', 'Crankbait colours', 'Which colours in stained water?');
    const bad = await reply(sam, thread.id, 'Chartreuse zzyzxcrank for everyone, spammy link here');
    expect(
      (
        await inject(null, 'POST', '/api/reports', {
          targetType: 'forum_post',
          targetId: bad.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(401);
    const reported = await inject(jordan, 'POST', '/api/reports', {
      targetType: 'forum_post',
      targetId: bad.id,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { itemId } = reported.json<ReportCreated>();
    const queue = (
      await inject(mod, 'GET', '/api/moderation/queue?targetType=forum_post&limit=50')
    ).json<QueuePage>();
    const item = queue.items.find((entry) => entry.id === itemId);
    expect(item?.target).toMatchObject({
      type: 'forum_post',
      id: bad.id,
      url: `/topics/bass/${thread.id}?post=${bad.postNumber}`,
      state: null,
    });
    const detail = await inject(mod, 'GET', `/api/moderation/items/${itemId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain('Crankbait colours');

    const hidden = await inject(mod, 'POST', `/api/moderation/items/${itemId}/actions`, {
      action: 'hide',
      reason: 'Spam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ActionResult>().item).toMatchObject({ status: 'resolved', resolution: 'hide' });
    const others = (await inject(jordan, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(others.items.map((post) => post.id)).not.toContain(bad.id);
    expect((await inject(null, 'GET', `/api/forum-posts/${bad.id}/revisions`)).statusCode).toBe(404);
    const found = (await inject(null, 'GET', '/api/forum-search?q=zzyzxcrank')).json<ForumSearchPage>();
    expect(found.items.map((hit) => hit.postId)).not.toContain(bad.id);
    const own = (await inject(sam, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
    expect(own.items.find((post) => post.id === bad.id)?.moderation).toBe('hidden');
    // A hidden post cannot be reported again by others (they cannot see it).
    expect(
      (
        await inject(dana, 'POST', '/api/reports', {
          targetType: 'forum_post',
          targetId: bad.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an automatic hold keeps a new reply its author’s until a moderator restores it', async () => {
    await saveModerationSettings(t.app.db, { ...DEFAULT_MODERATION_SETTINGS, holdWords: ['snagbait'] });
    try {
      const thread = await newThread(dana, 'trout', 'Nymphing rigs', 'Euro or indicator?');
      const held = await reply(sam, thread.id, 'Try snagbait rigs');
      expect(held.moderation).toBe('held');
      const others = (await inject(jordan, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
      expect(others.items.map((post) => post.id)).not.toContain(held.id);
      const queue = (
        await inject(mod, 'GET', '/api/moderation/queue?source=hold&limit=50')
      ).json<QueuePage>();
      const item = queue.items.find((entry) => entry.target.id === held.id);
      expect(item?.target.type).toBe('forum_post');
      const restored = await inject(mod, 'POST', `/api/moderation/items/${item!.id}/actions`, {
        action: 'dismiss',
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const after = (await inject(jordan, 'GET', `/api/threads/${thread.id}/posts`)).json<ForumPostPage>();
      expect(after.items.map((post) => post.id)).toContain(held.id);
    } finally {
      await saveModerationSettings(t.app.db, DEFAULT_MODERATION_SETTINGS);
    }
  });
});
