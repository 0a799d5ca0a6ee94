import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledPost } from '@tightlines/domain/saved/scheduled';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import { openDatabase } from '#server/db/client';
import { accountStandings, notifications, scheduledPosts, userPosts } from '#server/db/schema';
import type { PostDeps } from '#server/features/posts/service';
import { publishDuePosts } from '#server/features/scheduled-posts/service';
import { withDatabase } from './global-setup';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';

/** Scheduled posts (issue 19 part 5): the composer schedules, a job publishes once, the author publishes now or deletes. */

let t: TestApp;
let sam: BuiltUser;
let other: BuiltUser;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function schedule(who: BuiltUser, content: string, hours = 2, visibility = 'public') {
  const response = await call(who, 'POST', '/api/scheduled-posts', {
    content,
    visibility,
    publishAt: inHours(hours),
  });
  expect(response.statusCode).toBe(201);
  return response.json<ScheduledPost>();
}

const deps = (): PostDeps => ({
  db: t.app.db,
  storage: t.app.storage,
  uploadUrls: t.app.uploadUrls,
  log: t.app.log,
  realtime: t.app.realtime,
  jobs: t.app.jobs,
  config: t.app.config,
});

const listOf = async (who: BuiltUser) =>
  (await call(who, 'GET', '/api/scheduled-posts')).json<{ items: ScheduledPost[] }>().items;

const postsBy = async (who: BuiltUser) =>
  t.app.db.select().from(userPosts).where(eq(userPosts.userId, who.id));

beforeAll(async () => {
  t = await createTestApp();
  [sam, other] = await Promise.all([
    buildUser(t.app, { firstName: 'Sam', lastName: 'Scheduler' }),
    buildUser(t.app, { firstName: 'Otto', lastName: 'Other' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('signed out', () => {
  it('answers 401 on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/scheduled-posts'],
      ['POST', '/api/scheduled-posts'],
      ['DELETE', `/api/scheduled-posts/${id}`],
      ['POST', `/api/scheduled-posts/${id}/publish`],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('scheduling', () => {
  it('refuses a time that is not in the future, a missing time, and text a post may not have', async () => {
    const past = await call(sam, 'POST', '/api/scheduled-posts', {
      content: 'Too late',
      publishAt: inHours(-1),
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toMatchObject({
      code: 'scheduleInPast',
      message: 'Choose a publish time in the future.',
    });
    const missing = await call(sam, 'POST', '/api/scheduled-posts', { content: 'When?' });
    expect(missing.statusCode).toBe(400);
    const tooFar = await call(sam, 'POST', '/api/scheduled-posts', {
      content: 'Next decade',
      publishAt: inHours(24 * 400),
    });
    expect(errorOf(tooFar).code).toBe('scheduleTooFar');
    const long = await call(sam, 'POST', '/api/scheduled-posts', {
      content: 'x'.repeat(501),
      publishAt: inHours(2),
    });
    expect(errorOf(long).message).toBe('Posts can be at most 500 characters.');
    const empty = await call(sam, 'POST', '/api/scheduled-posts', { content: '  ', publishAt: inHours(2) });
    expect(errorOf(empty).message).toBe('Write something or add a photo to post.');
    expect(await listOf(sam)).toEqual([]);
  });

  it('keeps a scheduled post out of every feed until it is published', async () => {
    const scheduled = await schedule(sam, 'Dawn patrol on the river #SmallieSeason', 3);
    expect(scheduled).toMatchObject({ state: 'scheduled', postId: null, visibility: 'public' });
    expect((await listOf(sam)).map((item) => item.id)).toContain(scheduled.id);
    expect(await listOf(other)).toEqual([]);
    const feed = (await call(sam, 'GET', `/api/users/${sam.id}/posts`)).json<PostPage>();
    expect(feed.items.some((post) => post.content.includes('Dawn patrol'))).toBe(false);
    await call(sam, 'DELETE', `/api/scheduled-posts/${scheduled.id}`);
  });

  it('takes an image as multipart, and shows it to its author only through a signed URL', async () => {
    const form = multipart(
      { content: 'Photo for tomorrow', visibility: 'public', publishAt: inHours(5) },
      { name: 'image', filename: 'pike.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { ...as(sam), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const scheduled = response.json<ScheduledPost>();
    expect(scheduled.mediaUrl).toMatch(/^\/uploads\/post-media\/.+\?/);
    const published = await call(sam, 'POST', `/api/scheduled-posts/${scheduled.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json<Post>().media?.variants.length).toBeGreaterThan(0);
  });
});

describe('publish now and delete', () => {
  it('publishes through the posts service once; again answers 409', async () => {
    const mentioned = await buildUser(t.app, { firstName: 'Mia', lastName: 'Mentioned' });
    const handle = (
      await t.app.db.execute<{ handle: string }>(
        sql`select handle from profiles where id = ${mentioned.id}::uuid`,
      )
    ).rows[0]!.handle;
    const scheduled = await schedule(sam, `Big pike with @${handle} #PikeTime`, 6);
    const response = await call(sam, 'POST', `/api/scheduled-posts/${scheduled.id}/publish`);
    expect(response.statusCode).toBe(200);
    const post = response.json<Post>();
    expect(post).toMatchObject({ hashtags: ['PikeTime'], author: { id: sam.id } });
    expect(post.mentions.map((mention) => mention.userId)).toEqual([mentioned.id]);
    const mentionNotes = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, mentioned.id));
    expect(mentionNotes.map((note) => note.type)).toContain('mention');
    expect((await listOf(sam)).map((item) => item.id)).not.toContain(scheduled.id);

    const again = await call(sam, 'POST', `/api/scheduled-posts/${scheduled.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This post has already been published.');
    expect((await call(sam, 'DELETE', `/api/scheduled-posts/${scheduled.id}`)).statusCode).toBe(409);
  });

  it('deletes a scheduled post', async () => {
    const scheduled = await schedule(sam, 'Changed my mind', 4);
    expect((await call(sam, 'DELETE', `/api/scheduled-posts/${scheduled.id}`)).statusCode).toBe(204);
    expect((await listOf(sam)).map((item) => item.id)).not.toContain(scheduled.id);
    const gone = await call(sam, 'DELETE', `/api/scheduled-posts/${scheduled.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('Scheduled post not found');
  });

  it("someone else's scheduled post does not exist for me: 404, and nothing changes", async () => {
    const scheduled = await schedule(sam, 'Mine to publish', 4);
    const before = await postsBy(sam);
    expect((await call(other, 'POST', `/api/scheduled-posts/${scheduled.id}/publish`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/scheduled-posts/${scheduled.id}`)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, scheduled.id));
    expect(row?.state).toBe('scheduled');
    expect(await postsBy(sam)).toHaveLength(before.length);
    await call(sam, 'DELETE', `/api/scheduled-posts/${scheduled.id}`);
  });

  it('400 for an id that is not one', async () => {
    expect((await call(sam, 'DELETE', '/api/scheduled-posts/nope')).statusCode).toBe(400);
  });
});

describe('the publishing job', () => {
  it('publishes due posts only, and marks a refused one failed with a notification to its author', async () => {
    const author = await buildUser(t.app, { firstName: 'Jo', lastName: 'Job' });
    const soon = await schedule(author, 'Due in an hour', 1);
    const later = await schedule(author, 'Due tomorrow', 24);
    const published = await publishDuePosts(deps(), new Date(Date.now() + 2 * HOUR));
    expect(published).toBeGreaterThanOrEqual(1);
    const rows = await t.app.db.select().from(scheduledPosts).where(eq(scheduledPosts.userId, author.id));
    const state = (id: string) => rows.find((row) => row.id === id)?.state;
    expect(state(soon.id)).toBe('published');
    expect(state(later.id)).toBe('scheduled');
    const posts = await postsBy(author);
    expect(posts.map((post) => post.content)).toEqual(['Due in an hour']);

    // Suspended before its time: the job refuses it and tells the author.
    await t.app.db
      .insert(accountStandings)
      .values({ userId: author.id, suspendedUntil: new Date(Date.now() + 100 * HOUR) });
    await publishDuePosts(deps(), new Date(Date.now() + 25 * HOUR));
    const [failed] = await t.app.db.select().from(scheduledPosts).where(eq(scheduledPosts.id, later.id));
    expect(failed).toMatchObject({ state: 'failed', failureCode: 'accountSuspended', postId: null });
    expect(await postsBy(author)).toHaveLength(1);
    const notes = await t.app.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(notes.find((note) => note.type === 'scheduled_post_failed')).toMatchObject({
      actionUrl: '/scheduled-posts',
      params: { scheduledPostId: later.id, excerpt: 'Due tomorrow', reason: 'accountSuspended' },
    });
    expect((await listOf(author)).map((item) => [item.id, item.state])).toEqual([[later.id, 'failed']]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'publishes each due post exactly once when two runners claim at the same time',
    async () => {
      const author = await buildUser(t.app, { firstName: 'Twin', lastName: 'Runner' });
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push((await schedule(author, `Race post ${i}`, 1)).id);
      // A second copy: its own connection pool on the same database, as a second server would have.
      const name = (await t.app.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!
        .name;
      const second = await openDatabase({ url: withDatabase(process.env.TEST_DATABASE_URL!, name) });
      try {
        const at = new Date(Date.now() + 2 * HOUR);
        const [a, b] = await Promise.all([
          publishDuePosts(deps(), at),
          publishDuePosts({ ...deps(), db: second.db }, at),
        ]);
        expect(a + b).toBeGreaterThanOrEqual(12);
      } finally {
        await second.close();
      }
      const posts = await postsBy(author);
      expect(posts).toHaveLength(12);
      expect(new Set(posts.map((post) => post.content)).size).toBe(12);
      const rows = await t.app.db.select().from(scheduledPosts).where(eq(scheduledPosts.userId, author.id));
      expect(rows.every((row) => row.state === 'published')).toBe(true);
      expect(new Set(rows.map((row) => row.postId)).size).toBe(12);
    },
  );
});
