import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@tightlines/domain/common/api-error';
import type { Hashtag, Post, PostPage, TrendingHashtag } from '@tightlines/domain/social/posts';
import { userPosts } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { trendingCache } from '#server/features/posts/trending-cache';
import { as, createPost } from './fixtures/posts';
import { buildAudience } from './helpers/social';

let t: TestApp;
let author: BuiltUser;
let fan: BuiltUser;
let stranger: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  ({ author, fan, stranger } = await buildAudience(t.app));
});
afterAll(async () => {
  await t.close();
});

function inject(method: 'GET' | 'PUT' | 'DELETE', url: string, who: BuiltUser | null = null) {
  return t.app.inject({ method, url, headers: as(who) });
}
const contents = (page: { items: Post[] }) => page.items.map((post) => post.content);

describe('a hashtag', () => {
  it('is found case-insensitively, with or without #, with its counts', async () => {
    await createPost(t.app, author, 'Morning on the river #FlyFishing');
    await createPost(t.app, fan, 'Same here #flyfishing');
    for (const tag of ['flyfishing', 'FlyFishing', 'FLYFISHING', encodeURIComponent('#FlyFishing')]) {
      const response = await inject('GET', `/api/hashtags/${tag}`, fan);
      expect(response.statusCode, tag).toBe(200);
      expect(response.json<Hashtag>()).toMatchObject({
        tag: 'flyfishing',
        postCount: 2,
        followersCount: 0,
        isFollowing: false,
      });
    }
  });

  it("answers 404 with the spec's 'hashtag not found'", async () => {
    const response = await inject('GET', '/api/hashtags/nosuchtagever');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error).toEqual({
      code: 'hashtagNotFound',
      message: 'hashtag not found',
    });
    expect((await inject('GET', '/api/hashtags/nosuchtagever/posts')).statusCode).toBe(404);
  });

  it('works for Unicode tags', async () => {
    await createPost(t.app, author, '今日の一匹 #釣り');
    const response = await inject('GET', `/api/hashtags/${encodeURIComponent('釣り')}`);
    expect(response.json<Hashtag>().tag).toBe('釣り');
  });
});

describe("a hashtag's posts", () => {
  it('show a followers-only post to followers and the author, never to strangers or visitors', async () => {
    await createPost(t.app, author, 'tagpage: public #smallmouth', 'public');
    await createPost(t.app, author, 'tagpage: followers #smallmouth', 'followers');
    await createPost(t.app, author, 'tagpage: only me #smallmouth', 'private');
    const url = '/api/hashtags/smallmouth/posts';
    const read = async (who: BuiltUser | null) => contents((await inject('GET', url, who)).json<PostPage>());
    expect(await read(null)).toEqual(['tagpage: public #smallmouth']);
    expect(await read(stranger)).toEqual(['tagpage: public #smallmouth']);
    expect(await read(fan)).toEqual(['tagpage: followers #smallmouth', 'tagpage: public #smallmouth']);
    expect(await read(author)).toEqual([
      'tagpage: only me #smallmouth',
      'tagpage: followers #smallmouth',
      'tagpage: public #smallmouth',
    ]);
  });

  it('page newest first with a cursor', async () => {
    for (let index = 1; index <= 5; index++) await createPost(t.app, author, `paged ${index} #pagedtag`);
    const first = (await inject('GET', '/api/hashtags/pagedtag/posts?limit=3')).json<PostPage>();
    expect(contents(first)).toEqual(['paged 5 #pagedtag', 'paged 4 #pagedtag', 'paged 3 #pagedtag']);
    const second = (
      await inject('GET', `/api/hashtags/pagedtag/posts?limit=3&cursor=${first.nextCursor}`)
    ).json<PostPage>();
    expect(contents(second)).toEqual(['paged 2 #pagedtag', 'paged 1 #pagedtag']);
    expect(second.nextCursor).toBeNull();
  });

  it('include a tag added by an edit, at the post’s place in time', async () => {
    const post = await createPost(t.app, author, 'edited later');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${post.id}`,
      headers: as(author),
      payload: { content: 'edited later #addedtag' },
    });
    expect(contents((await inject('GET', '/api/hashtags/addedtag/posts')).json<PostPage>())).toEqual([
      'edited later #addedtag',
    ]);
  });
});

describe('what a viewer may know of a tag', () => {
  const count = async (tag: string, who: BuiltUser | null) => {
    const response = await inject('GET', `/api/hashtags/${tag}`, who);
    return response.statusCode === 200 ? response.json<Hashtag>().postCount : response.statusCode;
  };
  const edit = (post: Post, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/posts/${post.id}`, headers: as(author), payload });

  it('a tag written only in followers-only and private posts is not found by strangers or visitors', async () => {
    await createPost(t.app, author, 'secret spot #hiddencove', 'followers');
    await createPost(t.app, author, 'note to self #hiddencove', 'private');
    for (const who of [null, stranger]) {
      expect(await count('hiddencove', who)).toBe(404);
      expect((await inject('GET', '/api/hashtags/hiddencove/posts', who)).statusCode).toBe(404);
    }
    expect((await inject('PUT', '/api/hashtags/hiddencove/follow', stranger)).statusCode).toBe(404);
    expect(await count('hiddencove', fan)).toBe(1);
    expect(await count('hiddencove', author)).toBe(2);
  });

  it('counts for each viewer only the posts they may see', async () => {
    await createPost(t.app, author, 'count: public #mixedtag', 'public');
    await createPost(t.app, author, 'count: followers #mixedtag', 'followers');
    await createPost(t.app, author, 'count: only me #mixedtag', 'private');
    expect(await count('mixedtag', null)).toBe(1);
    expect(await count('mixedtag', stranger)).toBe(1);
    expect(await count('mixedtag', fan)).toBe(2);
    expect(await count('mixedtag', author)).toBe(3);
  });

  it('follows a post turned private, back public, re-tagged and deleted', async () => {
    const post = await createPost(t.app, author, 'moving #movingtag');
    expect(await count('movingtag', null)).toBe(1);
    await edit(post, { visibility: 'followers' });
    expect(await count('movingtag', null)).toBe(404);
    expect(await count('movingtag', fan)).toBe(1);
    await edit(post, { visibility: 'public' });
    expect(await count('movingtag', null)).toBe(1);
    await edit(post, { content: 'moved #movedtag', visibility: 'private' });
    expect(await count('movingtag', null)).toBe(404);
    expect(await count('movedtag', null)).toBe(404);
    expect(await count('movedtag', author)).toBe(1);
    await edit(post, { content: 'moved again #movingtag', visibility: 'public' });
    expect(await count('movingtag', null)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(author) });
    expect(await count('movingtag', null)).toBe(404);
    expect(await count('movingtag', author)).toBe(404);
  });

  it('stays found for someone who follows it, so they can unfollow', async () => {
    const post = await createPost(t.app, author, 'short lived #fleetingtag');
    await inject('PUT', '/api/hashtags/fleetingtag/follow', stranger);
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: as(author) });
    expect(await count('fleetingtag', null)).toBe(404);
    expect(await count('fleetingtag', stranger)).toBe(0);
    const unfollowed = await inject('DELETE', '/api/hashtags/fleetingtag/follow', stranger);
    expect(unfollowed.json<Hashtag>()).toMatchObject({ isFollowing: false, followersCount: 0 });
  });
});

describe('following a hashtag', () => {
  it('needs a session', async () => {
    await createPost(t.app, author, '#followme');
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await inject(method, '/api/hashtags/followme/follow');
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>().error.message).toBe('Not authenticated');
    }
  });

  it('is idempotent and keeps followers_count', async () => {
    await createPost(t.app, author, '#bassmaster');
    const followIt = (who: BuiltUser) => inject('PUT', '/api/hashtags/BassMaster/follow', who);
    expect((await followIt(fan)).json<Hashtag>()).toMatchObject({
      tag: 'bassmaster',
      followersCount: 1,
      isFollowing: true,
    });
    expect((await followIt(fan)).json<Hashtag>()).toMatchObject({ followersCount: 1, isFollowing: true });
    expect((await followIt(stranger)).json<Hashtag>()).toMatchObject({
      followersCount: 2,
      isFollowing: true,
    });
    expect((await inject('GET', '/api/hashtags/bassmaster', fan)).json<Hashtag>().isFollowing).toBe(true);
    expect((await inject('GET', '/api/hashtags/bassmaster', null)).json<Hashtag>().isFollowing).toBe(false);

    expect((await inject('DELETE', '/api/hashtags/bassmaster/follow', fan)).json<Hashtag>()).toMatchObject({
      followersCount: 1,
      isFollowing: false,
    });
    expect((await inject('DELETE', '/api/hashtags/bassmaster/follow', fan)).json<Hashtag>()).toMatchObject({
      followersCount: 1,
      isFollowing: false,
    });
  });

  it('answers 404 for an unknown tag', async () => {
    const response = await inject('PUT', '/api/hashtags/neverusedtag/follow', fan);
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('hashtagNotFound');
  });

  it("brings the tag's public posts into the follower's feed", async () => {
    const newcomer = await buildUser(t.app, { firstName: 'New', lastName: 'Comer' });
    await createPost(t.app, stranger, 'feedtag: hello #icefishing');
    expect(contents((await inject('GET', '/api/feed', newcomer)).json<PostPage>())).not.toContain(
      'feedtag: hello #icefishing',
    );
    await inject('PUT', '/api/hashtags/icefishing/follow', newcomer);
    expect(contents((await inject('GET', '/api/feed', newcomer)).json<PostPage>())).toContain(
      'feedtag: hello #icefishing',
    );
  });
});

describe('trending hashtags', () => {
  it('rank tags of public posts in the window by posts and engagement', async () => {
    const poster = await buildUser(t.app, { firstName: 'Trend', lastName: 'Setter' });
    for (let index = 0; index < 3; index++) await createPost(t.app, poster, `#trendalpha post ${index}`);
    const liked = await createPost(t.app, poster, '#trendbeta one liked post');
    await t.app.db.update(userPosts).set({ likesCount: 20 }).where(eq(userPosts.id, liked.id));
    await createPost(t.app, poster, '#trendgamma one quiet post');
    for (let index = 0; index < 5; index++)
      await createPost(t.app, poster, `#trendhidden ${index}`, 'followers');
    const old = await createPost(t.app, poster, '#trendold from long ago');
    await t.app.db.execute(
      sql`update post_hashtags set created_at = now() - interval '10 days' where post_id = ${old.id}::uuid`,
    );

    trendingCache(t.app).clear();
    const response = await inject('GET', '/api/hashtags/trending?limit=50');
    expect(response.statusCode).toBe(200);
    const items = response
      .json<{ items: TrendingHashtag[] }>()
      .items.filter((item) => item.tag.startsWith('trend'));
    expect(items.map((item) => item.tag)).toEqual(['trendbeta', 'trendalpha', 'trendgamma']);
    expect(items[0]).toMatchObject({ postCount: 1, engagementCount: 20 });
    expect(items[1]).toMatchObject({ postCount: 3, engagementCount: 0 });
    expect(items[0]!.score).toBeGreaterThan(items[1]!.score);

    const wide = (await inject('GET', '/api/hashtags/trending?limit=50&days=30')).json<{
      items: TrendingHashtag[];
    }>();
    expect(wide.items.map((item) => item.tag)).toContain('trendold');
    expect(
      (await inject('GET', '/api/hashtags/trending?limit=2')).json<{ items: TrendingHashtag[] }>().items
        .length,
    ).toBe(2);
  });

  it('refuse out-of-range queries', async () => {
    expect((await inject('GET', '/api/hashtags/trending?limit=0')).statusCode).toBe(400);
    expect((await inject('GET', '/api/hashtags/trending?days=1000')).statusCode).toBe(400);
  });
});
