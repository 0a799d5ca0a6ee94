import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection, CollectionList, SavedPage, SaveState } from '@tightlines/domain/saved/contract';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import { postCollections, savedPosts } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

/** Saved posts and collections (issue 19 part 4): each person's own, only posts they may see. */

let t: TestApp;
let ana: BuiltUser;
let ben: BuiltUser;
let cara: BuiltUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function postAs(who: BuiltUser, content: string, visibility = 'public'): Promise<Post> {
  const response = await call(who, 'POST', '/api/posts', { content, visibility });
  expect(response.statusCode).toBe(201);
  return response.json<Post>();
}

const collection = async (who: BuiltUser, name: string) => {
  const response = await call(who, 'POST', '/api/collections', { name });
  expect(response.statusCode).toBe(201);
  return response.json<Collection>();
};

const savedIds = async (who: BuiltUser, query = '') =>
  (await call(who, 'GET', `/api/saved${query}`)).json<SavedPage>().items.map((item) => item.post.id);

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben, cara] = await Promise.all([
    buildUser(t.app, { firstName: 'Ana', lastName: 'Saver' }),
    buildUser(t.app, { firstName: 'Ben', lastName: 'Poster' }),
    buildUser(t.app, { firstName: 'Cara', lastName: 'Other' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('signed out', () => {
  it('answers 401 on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PUT', `/api/posts/${id}/save`],
      ['DELETE', `/api/posts/${id}/save`],
      ['GET', '/api/saved'],
      ['GET', '/api/collections'],
      ['POST', '/api/collections'],
      ['PATCH', `/api/collections/${id}`],
      ['DELETE', `/api/collections/${id}`],
    ] as const) {
      const response = await call(null, method, url, method === 'GET' ? undefined : { name: 'x' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).message).toBe('Not authenticated');
    }
  });
});

describe('saving a post', () => {
  it('saves a post I can see, says so on the post and in the feed, and unsaves it', async () => {
    const post = await postAs(ben, 'Walleye on a jig at dawn');
    const saved = await call(ana, 'PUT', `/api/posts/${post.id}/save`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SaveState>()).toEqual({ saved: true, collectionId: null });
    // Idempotent.
    expect((await call(ana, 'PUT', `/api/posts/${post.id}/save`)).statusCode).toBe(200);

    expect((await call(ana, 'GET', `/api/posts/${post.id}`)).json<Post>().savedByMe).toBe(true);
    expect((await call(cara, 'GET', `/api/posts/${post.id}`)).json<Post>().savedByMe).toBe(false);
    expect((await call(null, 'GET', `/api/posts/${post.id}`)).json<Post>().savedByMe).toBe(false);
    const bens = (await call(ana, 'GET', `/api/users/${ben.id}/posts`)).json<PostPage>();
    expect(bens.items.find((item) => item.id === post.id)?.savedByMe).toBe(true);
    expect(await savedIds(ana)).toContain(post.id);

    const unsaved = await call(ana, 'DELETE', `/api/posts/${post.id}/save`);
    expect(unsaved.json<SaveState>()).toEqual({ saved: false, collectionId: null });
    expect((await call(ana, 'GET', `/api/posts/${post.id}`)).json<Post>().savedByMe).toBe(false);
    expect(await savedIds(ana)).not.toContain(post.id);
  });

  it('refuses a post I may not see (404) and saves nothing', async () => {
    const hidden = await postAs(ben, 'Only my followers know this spot', 'followers');
    const response = await call(ana, 'PUT', `/api/posts/${hidden.id}/save`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('This post is not available.');
    const rows = await t.app.db.select().from(savedPosts).where(eq(savedPosts.postId, hidden.id));
    expect(rows).toHaveLength(0);
  });

  it('400 for a post id that is not one', async () => {
    expect((await call(ana, 'PUT', '/api/posts/not-a-post/save')).statusCode).toBe(400);
  });

  it('drops a post that is deleted or turned private from my saved list, and from the counts', async () => {
    const [gone, priv, kept] = [
      await postAs(ben, 'Soon deleted'),
      await postAs(ben, 'Soon private'),
      await postAs(ben, 'Still here'),
    ];
    for (const post of [gone, priv, kept]) await call(cara, 'PUT', `/api/posts/${post.id}/save`);
    expect((await call(cara, 'GET', '/api/collections')).json<CollectionList>().savedCount).toBe(3);
    await call(ben, 'DELETE', `/api/posts/${gone.id}`);
    await call(ben, 'PATCH', `/api/posts/${priv.id}`, { visibility: 'private' });
    expect(await savedIds(cara)).toEqual([kept.id]);
    expect((await call(cara, 'GET', '/api/collections')).json<CollectionList>().savedCount).toBe(1);
    // Unsaving a post I can no longer see still works.
    expect((await call(cara, 'DELETE', `/api/posts/${priv.id}/save`)).statusCode).toBe(200);
    await call(cara, 'DELETE', `/api/posts/${kept.id}/save`);
  });

  it('pages newest saved first without gaps or repeats', async () => {
    const reader = await buildUser(t.app, { firstName: 'Page', lastName: 'Reader' });
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await postAs(ben, `Paged post ${i}`));
    for (const post of posts) await call(reader, 'PUT', `/api/posts/${post.id}/save`);
    const first = (await call(reader, 'GET', '/api/saved?limit=2')).json<SavedPage>();
    expect(first.items.map((item) => item.post.id)).toEqual([posts[4]!.id, posts[3]!.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(reader, 'GET', `/api/saved?limit=2&cursor=${first.nextCursor}`)
    ).json<SavedPage>();
    const third = (
      await call(reader, 'GET', `/api/saved?limit=2&cursor=${second.nextCursor}`)
    ).json<SavedPage>();
    expect([...second.items, ...third.items].map((item) => item.post.id)).toEqual([
      posts[2]!.id,
      posts[1]!.id,
      posts[0]!.id,
    ]);
    expect(third.nextCursor).toBeNull();
    expect((await call(reader, 'GET', '/api/saved?cursor=bogus')).statusCode).toBe(400);
  });
});

describe('collections', () => {
  it('creates, lists, files, moves, renames and deletes', async () => {
    const owner = await buildUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
    const empty = (await call(owner, 'GET', '/api/collections')).json<CollectionList>();
    expect(empty).toEqual({ items: [], savedCount: 0 });

    const lures = await collection(owner, '  Lure   ideas ');
    expect(lures.name).toBe('Lure ideas');
    const spots = await collection(owner, 'Spots');
    const [a, b] = [await postAs(ben, 'Crankbait colours'), await postAs(ben, 'Lake map')];

    const filed = await call(owner, 'PUT', `/api/posts/${a.id}/save`, { collectionId: lures.id });
    expect(filed.json<SaveState>()).toEqual({ saved: true, collectionId: lures.id });
    await call(owner, 'PUT', `/api/posts/${b.id}/save`);
    // Saving again without a collection keeps where it is filed.
    expect((await call(owner, 'PUT', `/api/posts/${a.id}/save`)).json<SaveState>().collectionId).toBe(
      lures.id,
    );

    expect(await savedIds(owner, `?collection=${lures.id}`)).toEqual([a.id]);
    expect(await savedIds(owner, '?collection=none')).toEqual([b.id]);
    expect(await savedIds(owner)).toEqual([b.id, a.id]);
    const listed = (await call(owner, 'GET', '/api/collections')).json<CollectionList>();
    expect(listed.savedCount).toBe(2);
    expect(listed.items.map((item) => [item.name, item.postsCount])).toEqual([
      ['Lure ideas', 1],
      ['Spots', 0],
    ]);
    const page = (await call(owner, 'GET', '/api/saved')).json<SavedPage>();
    expect(page.items.map((item) => item.collectionId)).toEqual([null, lures.id]);

    // Move a to Spots, then out of every collection.
    await call(owner, 'PUT', `/api/posts/${a.id}/save`, { collectionId: spots.id });
    expect(await savedIds(owner, `?collection=${spots.id}`)).toEqual([a.id]);
    await call(owner, 'PUT', `/api/posts/${a.id}/save`, { collectionId: null });
    expect(await savedIds(owner, '?collection=none')).toEqual([b.id, a.id]);

    const renamed = await call(owner, 'PATCH', `/api/collections/${spots.id}`, { name: 'Secret spots' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Collection>().name).toBe('Secret spots');

    await call(owner, 'PUT', `/api/posts/${b.id}/save`, { collectionId: lures.id });
    expect((await call(owner, 'DELETE', `/api/collections/${lures.id}`)).statusCode).toBe(204);
    // Its posts stay saved, in no collection.
    expect(await savedIds(owner, '?collection=none')).toEqual([b.id, a.id]);
    expect((await call(owner, 'GET', `/api/saved?collection=${lures.id}`)).statusCode).toBe(404);
  });

  it("answers the spec's messages for a blank, long or repeated name", async () => {
    const blank = await call(ana, 'POST', '/api/collections', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toMatchObject({
      code: 'collectionNameRequired',
      message: 'Please enter a name for the collection',
    });
    const long = await call(ana, 'POST', '/api/collections', { name: 'x'.repeat(61) });
    expect(errorOf(long).code).toBe('collectionNameTooLong');
    expect((await call(ana, 'POST', '/api/collections', {})).statusCode).toBe(400);
    await collection(ana, 'Trophy fish');
    const twice = await call(ana, 'POST', '/api/collections', { name: 'trophy FISH' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe('You already have a collection with this name.');
  });

  it("someone else's collection does not exist for me: 404, and nothing changes", async () => {
    const mine = await collection(cara, 'Cara only');
    const post = await postAs(ben, 'Shared widely');
    await call(cara, 'PUT', `/api/posts/${post.id}/save`, { collectionId: mine.id });

    const rename = await call(ana, 'PATCH', `/api/collections/${mine.id}`, { name: 'Taken over' });
    expect(rename.statusCode).toBe(404);
    expect(errorOf(rename).message).toBe('Collection not found');
    expect((await call(ana, 'DELETE', `/api/collections/${mine.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', `/api/saved?collection=${mine.id}`)).statusCode).toBe(404);
    const fileInto = await call(ana, 'PUT', `/api/posts/${post.id}/save`, { collectionId: mine.id });
    expect(fileInto.statusCode).toBe(404);

    const [row] = await t.app.db.select().from(postCollections).where(eq(postCollections.id, mine.id));
    expect(row?.name).toBe('Cara only');
    const anas = await t.app.db
      .select()
      .from(savedPosts)
      .where(and(eq(savedPosts.userId, ana.id), eq(savedPosts.postId, post.id)));
    expect(anas).toHaveLength(0);
    expect(await savedIds(cara, `?collection=${mine.id}`)).toEqual([post.id]);
  });
});
