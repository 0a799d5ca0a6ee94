import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import type { Comment, CommentPageSchema, Post } from '@tightlines/domain/social/posts';
import type { z } from 'zod';
import {
  hashtags,
  notifications,
  postComments,
  profileStats,
  userActivities,
  userPosts,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { as, createPost, gpsJpeg, handleOf, multipart, sendPost } from './fixtures/posts';
import { follow } from './helpers/social';

let t: TestApp;
let dana: BuiltUser;
let jordan: BuiltUser;
let sam: BuiltUser;
let riley: BuiltUser;
let alexOne: BuiltUser;
let alexTwo: BuiltUser;
let marisol: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  dana = await buildUser(t.app, { firstName: 'Dana', lastName: 'Shore' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
  sam = await buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' });
  riley = await buildUser(t.app, { firstName: 'Riley', lastName: 'Banks' });
  alexOne = await buildUser(t.app, { firstName: 'Alex', lastName: 'North' });
  alexTwo = await buildUser(t.app, { firstName: 'Alex', lastName: 'South' });
  marisol = await buildUser(t.app, { firstName: 'Marisol', lastName: 'Vega' });
  // jordan follows dana; sam and riley follow nobody.
  await follow(t.app, jordan, dana);
});
afterAll(async () => {
  await t.close();
});

const uploadsOf = (who: BuiltUser) => path.join(t.app.config.dataDir, 'uploads', 'post-media', who.id);
const filesOf = (who: BuiltUser) => (existsSync(uploadsOf(who)) ? readdirSync(uploadsOf(who)) : []);

async function postsCount(who: BuiltUser): Promise<number> {
  const [row] = await t.app.db
    .select({ n: profileStats.postsCount })
    .from(profileStats)
    .where(eq(profileStats.userId, who.id));
  return row?.n ?? 0;
}

async function hashtagCount(tag: string): Promise<number | undefined> {
  const [row] = await t.app.db.select({ n: hashtags.postCount }).from(hashtags).where(eq(hashtags.tag, tag));
  return row?.n;
}

async function notificationsFor(who: BuiltUser, type?: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(
      type
        ? and(eq(notifications.userId, who.id), eq(notifications.type, type))
        : eq(notifications.userId, who.id),
    );
}

function getPost(who: BuiltUser | null, postId: string) {
  return t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: as(who) });
}

describe('signed-in endpoints', () => {
  it('answer 401 without a session', async () => {
    const post = await createPost(t.app, dana, 'A public post for the 401 checks');
    const [comment] = await t.app.db
      .insert(postComments)
      .values({ postId: post.id, userId: dana.id, content: 'x' })
      .returning();
    const endpoints = [
      { method: 'POST', url: '/api/posts', payload: { content: 'hi' } },
      { method: 'PATCH', url: `/api/posts/${post.id}`, payload: { content: 'hi' } },
      { method: 'DELETE', url: `/api/posts/${post.id}` },
      { method: 'PUT', url: `/api/posts/${post.id}/like` },
      { method: 'DELETE', url: `/api/posts/${post.id}/like` },
      { method: 'POST', url: `/api/posts/${post.id}/comments`, payload: { content: 'hi' } },
      { method: 'DELETE', url: `/api/comments/${comment!.id}` },
      { method: 'POST', url: `/api/posts/${post.id}/shares`, payload: { channel: 'link' } },
      { method: 'POST', url: `/api/posts/${post.id}/views` },
    ] as const;
    for (const endpoint of endpoints) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(errorOf(response).message).toBe('Not authenticated');
    }
  });

  it('refuses a multipart upload from a visitor before reading it', async () => {
    const form = multipart(
      { content: 'sneaky' },
      { name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/posts', ...form });
    expect(response.statusCode).toBe(401);
  });
});

describe('creating a post', () => {
  it('stores trimmed text, counts it, records the activity and answers the post', async () => {
    const before = await postsCount(marisol);
    const response = await sendPost(t.app, marisol, {
      content: '   First #Walleye of the year at #LakeErie!  ',
      visibility: 'public',
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({
      content: 'First #Walleye of the year at #LakeErie!',
      visibility: 'public',
      postType: 'status',
      mediaUrl: null,
      media: null,
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      editedAt: null,
      hashtags: ['Walleye', 'LakeErie'],
      author: {
        id: marisol.id,
        firstName: 'Marisol',
        lastName: 'Vega',
        displayName: 'Marisol Vega',
        handle: await handleOf(t.app, marisol),
      },
    });
    expect(await postsCount(marisol)).toBe(before + 1);
    expect(await hashtagCount('walleye')).toBe(1);
    expect(await hashtagCount('lakeerie')).toBe(1);
    const activities = await t.app.db
      .select()
      .from(userActivities)
      .where(eq(userActivities.userId, marisol.id));
    expect(activities).toContainEqual(
      expect.objectContaining({ activityType: 'post_created', entityType: 'post', entityId: post.id }),
    );
  });

  it('defaults to public', async () => {
    const response = await sendPost(t.app, marisol, { content: 'No visibility given' });
    expect(response.json<Post>().visibility).toBe('public');
  });

  it('counts a hashtag once per post and once more for the next post', async () => {
    await createPost(t.app, marisol, '#Perch #perch #PERCH');
    expect(await hashtagCount('perch')).toBe(1);
    await createPost(t.app, sam, 'more #perch');
    expect(await hashtagCount('perch')).toBe(2);
  });

  it(`accepts exactly ${POST_MAX_CHARS} characters and refuses one more with the spec's message`, async () => {
    expect((await sendPost(t.app, marisol, { content: 'a'.repeat(POST_MAX_CHARS) })).statusCode).toBe(201);
    const before = await postsCount(marisol);
    const response = await sendPost(t.app, marisol, { content: 'a'.repeat(POST_MAX_CHARS + 1) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'postTooLong',
      message: 'Posts can be at most 500 characters.',
    });
    expect(await postsCount(marisol)).toBe(before);
  });

  it('refuses blank text without an image', async () => {
    for (const body of [{ content: '' }, { content: '   \n ' }, {}]) {
      const response = await sendPost(t.app, marisol, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'postEmpty',
        message: 'Write something or add a photo to post.',
      });
    }
    const form = multipart({ content: '  ' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(marisol), ...form.headers },
      payload: form.payload,
    });
    expect(errorOf(response).code).toBe('postEmpty');
  });

  it('refuses an unknown visibility', async () => {
    const response = await sendPost(t.app, marisol, { content: 'hi', visibility: 'everyone' });
    expect(response.statusCode).toBe(400);
  });
});

describe('posting a photo', () => {
  const upload = (who: BuiltUser, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const form = multipart(fields, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(who), ...form.headers },
      payload: form.payload,
    });
  };

  it('strips EXIF (GPS) from every stored file, rotates upright, stores variants and serves them with a 1 h cache', async () => {
    const response = await upload(
      riley,
      { content: 'Look at this one #pike', visibility: 'public' },
      { name: 'image', filename: 'IMG_0001.JPG', type: 'image/jpeg', data: gpsJpeg },
    );
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    // A public post's image URL carries a long-lived signature (storage/signed-urls.ts).
    expect(post.mediaUrl).toMatch(
      new RegExp(`^/uploads/post-media/${riley.id}/\\d+\\.jpg\\?a=pub&exp=\\d+&sig=`),
    );
    expect(post.media).toMatchObject({ width: 800, height: 1200 });
    expect(post.media!.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    expect(
      post.media!.variants.every(
        (variant) => variant.type === 'image/webp' && /-\d+\.webp\?/.test(variant.url),
      ),
    ).toBe(true);

    for (const url of [post.mediaUrl!, ...post.media!.variants.map((variant) => variant.url)]) {
      const file = path.join(t.app.config.dataDir, url.split('?')[0]!);
      expect(existsSync(file), url).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.orientation, url).toBeUndefined();
      expect(meta.height > meta.width, url).toBe(true);
    }

    const served = await t.app.inject({ method: 'GET', url: post.mediaUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('accepts a photo larger than the 1 MB limit of JSON bodies', async () => {
    const width = 1600;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 251;
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const response = await upload(
      riley,
      { content: 'Big file' },
      { name: 'image', filename: 'big.jpg', type: 'image/jpeg', data: photo },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>().media?.variants.map((variant) => variant.width)).toEqual([
      320, 640, 1080, 1600,
    ]);
  });

  it('refuses a second file', async () => {
    const boundary = 'two-files-boundary';
    const file = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        gpsJpeg,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([file('image'), file('other'), Buffer.from(`--${boundary}--\r\n`)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(riley), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('accepts a photo without text', async () => {
    const response = await upload(
      riley,
      { content: '' },
      { name: 'image', filename: 'x.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>().content).toBe('');
  });

  it('refuses a text file named .jpg, by content, and writes nothing', async () => {
    const before = filesOf(sam);
    const count = await postsCount(sam);
    const response = await upload(
      sam,
      { content: 'my catch' },
      {
        name: 'image',
        filename: 'catch.jpg',
        type: 'image/jpeg',
        data: Buffer.from('this is not a picture of a fish'),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'imageOnly', message: 'Only image files are supported' });
    expect(filesOf(sam)).toEqual(before);
    expect(await postsCount(sam)).toBe(count);
  });

  it('refuses a file over 5 MB with the spec message and stores nothing', async () => {
    const before = filesOf(sam);
    const big = Buffer.concat([gpsJpeg, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload(
      sam,
      { content: 'huge' },
      { name: 'image', filename: 'huge.jpg', type: 'image/jpeg', data: big },
    );
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'imageTooLarge', message: 'File size must be less than 5MB' });
    expect(filesOf(sam)).toEqual(before);
  });

  it('removes the stored files again when the transaction fails, leaving no half post', async () => {
    // A trigger in this test's own database makes the insert fail after the image has been stored.
    await t.app.db
      .execute(sql`create or replace function tl_test_refuse_post() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.app.db.execute(sql`create trigger tl_test_refuse_post before insert on user_posts
      for each row when (new.content = 'make the insert fail') execute function tl_test_refuse_post()`);
    const before = filesOf(sam);
    const count = await postsCount(sam);
    const response = await upload(
      sam,
      { content: 'make the insert fail' },
      { name: 'image', filename: 'x.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    expect(response.statusCode).toBe(500);
    expect(filesOf(sam)).toEqual(before);
    expect(await postsCount(sam)).toBe(count);
    const rows = await t.app.db.select().from(userPosts).where(eq(userPosts.content, 'make the insert fail'));
    expect(rows).toEqual([]);
  });
});

describe('mentions', () => {
  it('resolve a handle case-insensitively, notify the person and link to the post', async () => {
    const handle = await handleOf(t.app, dana);
    const post = await createPost(t.app, marisol, `Great day with @${handle.toUpperCase()}!`);
    expect(post.mentions).toEqual([{ userId: dana.id, handle, name: handle.toUpperCase() }]);
    const mentionsOfDana = await notificationsFor(dana, 'mention');
    expect(mentionsOfDana).toContainEqual(
      expect.objectContaining({
        actorId: marisol.id,
        params: expect.objectContaining({ actorName: 'Marisol Vega', postId: post.id }),
        actionUrl: `/posts/${post.id}`,
      }),
    );
  });

  it('fall back to a first name only when exactly one profile has it', async () => {
    const unique = await createPost(t.app, marisol, 'Thanks @riley and @Jordan');
    expect(unique.mentions.map((mention) => [mention.userId, mention.name])).toEqual([
      [riley.id, 'riley'],
      [jordan.id, 'Jordan'],
    ]);
    const ambiguous = await createPost(t.app, marisol, 'Which @Alex was it?');
    expect(ambiguous.mentions).toEqual([]);
    expect(await notificationsFor(alexOne, 'mention')).toEqual([]);
    expect(await notificationsFor(alexTwo, 'mention')).toEqual([]);
  });

  it('never mention yourself', async () => {
    const handle = await handleOf(t.app, sam);
    const post = await createPost(t.app, sam, `Me, myself: @${handle} and @Sam`);
    expect(post.mentions).toEqual([]);
    expect(await notificationsFor(sam, 'mention')).toEqual([]);
  });

  it('do not notify someone who may not read the post', async () => {
    const before = (await notificationsFor(riley, 'mention')).length;
    // dana's followers-only post; riley does not follow dana.
    const post = await createPost(t.app, dana, 'Secret spot with @riley', 'followers');
    expect(post.mentions.map((mention) => mention.userId)).toEqual([riley.id]);
    expect((await notificationsFor(riley, 'mention')).length).toBe(before);
  });
});

describe('reading a post', () => {
  it('follows the visibility rules (public, followers, only me); hidden posts are 404', async () => {
    const pub = await createPost(t.app, dana, 'public', 'public');
    const followers = await createPost(t.app, dana, 'followers', 'followers');
    const onlyMe = await createPost(t.app, dana, 'only me', 'private');
    const matrix: [string, BuiltUser | null, Record<string, number>][] = [
      ['visitor', null, { public: 200, followers: 404, private: 404 }],
      ['stranger', sam, { public: 200, followers: 404, private: 404 }],
      ['follower', jordan, { public: 200, followers: 200, private: 404 }],
      ['author', dana, { public: 200, followers: 200, private: 200 }],
    ];
    for (const [who, user, expected] of matrix) {
      for (const post of [pub, followers, onlyMe]) {
        const response = await getPost(user, post.id);
        expect(response.statusCode, `${who} reading ${post.visibility}`).toBe(expected[post.visibility]);
        if (response.statusCode === 404)
          expect(errorOf(response)).toEqual({ code: 'postNotFound', message: 'This post is not available.' });
      }
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await getPost(null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getPost(null, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit (403 for others, 404 when hidden)', async () => {
    const post = await createPost(t.app, dana, 'original #trout', 'followers');
    const byFollower = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(jordan),
      payload: { content: 'hacked' },
    });
    expect(byFollower.statusCode).toBe(403);
    const byStranger = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(sam),
      payload: { content: 'hacked' },
    });
    expect(byStranger.statusCode).toBe(404);
    expect((await getPost(dana, post.id)).json<Post>().content).toBe('original #trout');
  });

  it('re-parses hashtags and mentions, keeps counters right and marks the edit', async () => {
    const post = await createPost(t.app, dana, 'Morning #carp with @Marisol');
    const carpBefore = (await hashtagCount('carp'))!;
    const rileyBefore = (await notificationsFor(riley, 'mention')).length;
    const marisolBefore = (await notificationsFor(marisol, 'mention')).length;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(dana),
      payload: { content: 'Evening #catfish with @Marisol and @Riley', visibility: 'public' },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<Post>();
    expect(edited.hashtags).toEqual(['catfish']);
    expect(edited.mentions.map((mention) => mention.userId)).toEqual([marisol.id, riley.id]);
    expect(edited.editedAt).not.toBeNull();
    expect(await hashtagCount('carp')).toBe(carpBefore - 1);
    expect(await hashtagCount('catfish')).toBe(1);
    // Only the newly mentioned person is told.
    expect((await notificationsFor(riley, 'mention')).length).toBe(rileyBefore + 1);
    expect((await notificationsFor(marisol, 'mention')).length).toBe(marisolBefore);
  });

  it('applies the text rules to edits', async () => {
    const post = await createPost(t.app, dana, 'short');
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(dana),
      payload: { content: 'b'.repeat(501) },
    });
    expect(errorOf(tooLong).code).toBe('postTooLong');
    const empty = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(dana),
      payload: { content: ' ' },
    });
    expect(errorOf(empty).code).toBe('postEmpty');
  });

  it('soft-deletes for the author only and counts down once', async () => {
    const post = await createPost(t.app, dana, 'To be removed #bluegill');
    const count = await postsCount(dana);
    const tagCount = (await hashtagCount('bluegill'))!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(jordan) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(dana) })).statusCode,
    ).toBe(204);
    expect((await getPost(dana, post.id)).statusCode).toBe(404);
    expect(await postsCount(dana)).toBe(count - 1);
    expect(await hashtagCount('bluegill')).toBe(tagCount - 1);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(dana) })).statusCode,
    ).toBe(404);
    expect(await postsCount(dana)).toBe(count - 1);
    const [row] = await t.app.db.select().from(userPosts).where(eq(userPosts.id, post.id));
    expect(row?.deletedAt).not.toBeNull();
  });
});

describe('likes', () => {
  const like = (who: BuiltUser, postId: string, method: 'PUT' | 'DELETE') =>
    t.app.inject({ method, url: `/api/posts/${postId}/like`, headers: as(who) });

  it('are idempotent, keep the counter in the row and notify the author once', async () => {
    const post = await createPost(t.app, dana, 'Like me');
    const before = (await notificationsFor(dana, 'like')).length;
    expect((await like(sam, post.id, 'PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like(sam, post.id, 'PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like(jordan, post.id, 'PUT')).json()).toEqual({ liked: true, likesCount: 2 });
    const likes = await notificationsFor(dana, 'like');
    expect(likes.length).toBe(before + 2);
    expect(likes).toContainEqual(
      expect.objectContaining({
        actorId: sam.id,
        params: { actorName: 'Sam Tide', postId: post.id, excerpt: 'Like me' },
        actionUrl: `/posts/${post.id}`,
      }),
    );

    expect((await getPost(sam, post.id)).json<Post>()).toMatchObject({ likesCount: 2, likedByMe: true });
    expect((await getPost(riley, post.id)).json<Post>()).toMatchObject({ likesCount: 2, likedByMe: false });

    expect((await like(sam, post.id, 'DELETE')).json()).toEqual({ liked: false, likesCount: 1 });
    expect((await like(sam, post.id, 'DELETE')).json()).toEqual({ liked: false, likesCount: 1 });
  });

  it('of your own post create no notification', async () => {
    const post = await createPost(t.app, dana, 'Self-like');
    const before = (await notificationsFor(dana, 'like')).length;
    expect((await like(dana, post.id, 'PUT')).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await notificationsFor(dana, 'like')).length).toBe(before);
  });

  it('are refused on posts you may not see', async () => {
    const post = await createPost(t.app, dana, 'followers only', 'followers');
    expect((await like(sam, post.id, 'PUT')).statusCode).toBe(404);
    expect((await like(jordan, post.id, 'PUT')).statusCode).toBe(200);
  });
});

describe('comments', () => {
  const comment = (who: BuiltUser, postId: string, payload: { content: string; parentId?: string }) =>
    t.app.inject({ method: 'POST', url: `/api/posts/${postId}/comments`, headers: as(who), payload });
  const list = (who: BuiltUser | null, postId: string, cursor?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/posts/${postId}/comments${cursor ? `?cursor=${cursor}&limit=2` : '?limit=2'}`,
      headers: as(who),
    });
  const commentsCount = async (postId: string) => (await getPost(null, postId)).json<Post>().commentsCount;

  it('take comments and one level of replies, count them and notify the right people', async () => {
    const post = await createPost(t.app, dana, 'What lure?');
    const danaBefore = (await notificationsFor(dana, 'comment')).length;
    const samBefore = (await notificationsFor(sam, 'comment_reply')).length;

    const first = await comment(sam, post.id, { content: '  A spinnerbait  ' });
    expect(first.statusCode).toBe(201);
    const top = first.json<Comment>();
    expect(top).toMatchObject({
      postId: post.id,
      parentId: null,
      content: 'A spinnerbait',
      replies: [],
      author: { id: sam.id, displayName: 'Sam Tide' },
    });

    const reply = (await comment(jordan, post.id, { content: 'Agreed', parentId: top.id })).json<Comment>();
    expect(reply.parentId).toBe(top.id);
    await comment(dana, post.id, { content: 'Thanks both', parentId: top.id });
    await comment(riley, post.id, { content: 'Second top-level' });
    await comment(marisol, post.id, { content: 'Third top-level' });
    expect(await commentsCount(post.id)).toBe(5);

    // dana: comments by sam, riley, marisol and jordan's reply on her post (not her own reply).
    expect((await notificationsFor(dana, 'comment')).length).toBe(danaBefore + 4);
    // sam: replies by jordan and dana to sam's comment.
    const samComments = await notificationsFor(sam, 'comment_reply');
    expect(samComments.length).toBe(samBefore + 2);
    expect(samComments).toContainEqual(
      expect.objectContaining({
        actorId: jordan.id,
        params: { actorName: 'Jordan Reed', postId: post.id, excerpt: 'Agreed' },
        actionUrl: `/posts/${post.id}`,
      }),
    );

    const page1 = (await list(null, post.id)).json<z.infer<typeof CommentPageSchema>>();
    expect(page1.items.map((item) => item.content)).toEqual(['A spinnerbait', 'Second top-level']);
    expect(page1.items[0]!.replies.map((item) => item.content)).toEqual(['Agreed', 'Thanks both']);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (await list(null, post.id, page1.nextCursor!)).json<z.infer<typeof CommentPageSchema>>();
    expect(page2.items.map((item) => item.content)).toEqual(['Third top-level']);
    expect(page2.nextCursor).toBeNull();
  });

  it('refuse a reply to a reply or to another post, and empty text', async () => {
    const post = await createPost(t.app, dana, 'Thread depth');
    const other = await createPost(t.app, dana, 'Another post');
    const top = (await comment(sam, post.id, { content: 'top' })).json<Comment>();
    const reply = (await comment(sam, post.id, { content: 'reply', parentId: top.id })).json<Comment>();
    expect((await comment(sam, post.id, { content: 'deeper', parentId: reply.id })).statusCode).toBe(400);
    expect((await comment(sam, other.id, { content: 'cross', parentId: top.id })).statusCode).toBe(400);
    expect((await comment(sam, post.id, { content: '   ' })).statusCode).toBe(400);
    expect(await commentsCount(post.id)).toBe(2);
  });

  it('can be deleted by their author or the post author, not by others; a thread goes with its replies', async () => {
    const post = await createPost(t.app, dana, 'Delete comments');
    const top = (await comment(sam, post.id, { content: 'top' })).json<Comment>();
    await comment(jordan, post.id, { content: 'reply 1', parentId: top.id });
    const own = (await comment(riley, post.id, { content: 'mine' })).json<Comment>();
    expect(await commentsCount(post.id)).toBe(3);

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${top.id}`, headers: as(riley) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${own.id}`, headers: as(riley) }))
        .statusCode,
    ).toBe(204);
    expect(await commentsCount(post.id)).toBe(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${top.id}`, headers: as(dana) }))
        .statusCode,
    ).toBe(204);
    expect(await commentsCount(post.id)).toBe(0);
    expect((await list(null, post.id)).json<z.infer<typeof CommentPageSchema>>().items).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/comments/${top.id}`, headers: as(dana) }))
        .statusCode,
    ).toBe(404);
  });

  it('of a hidden post are hidden too', async () => {
    const post = await createPost(t.app, dana, 'followers comments', 'followers');
    expect((await comment(sam, post.id, { content: 'let me in' })).statusCode).toBe(404);
    expect((await list(sam, post.id)).statusCode).toBe(404);
    expect((await list(jordan, post.id)).statusCode).toBe(200);
  });
});

describe('shares and views', () => {
  it('count shares per share and views once per viewer, not the author', async () => {
    const post = await createPost(t.app, dana, 'Share and view me');
    const share = (who: BuiltUser, channel?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/posts/${post.id}/shares`,
        headers: as(who),
        payload: channel ? { channel } : {},
      });
    expect((await share(sam, 'facebook')).json()).toEqual({ sharesCount: 1 });
    expect((await share(sam)).json()).toEqual({ sharesCount: 2 });
    expect((await share(sam, 'myspace')).statusCode).toBe(400);

    const view = (who: BuiltUser) =>
      t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/views`, headers: as(who) });
    expect((await view(sam)).statusCode).toBe(204);
    expect((await view(sam)).statusCode).toBe(204);
    expect((await view(jordan)).statusCode).toBe(204);
    expect((await view(dana)).statusCode).toBe(204);
    expect((await getPost(null, post.id)).json<Post>()).toMatchObject({ sharesCount: 2, viewsCount: 2 });
  });
});
