import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@tightlines/domain/social/posts';
import type { JudgeCatchDetail, MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { as, gpsJpeg, multipart } from './fixtures/posts';
import { buildAudience } from './helpers/social';
import { buildEvent } from './helpers/events';
import { register, submit } from './fixtures/tournament-catches';

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

const fetch = (url: string, who: BuiltUser | null = null) =>
  t.app.inject({ method: 'GET', url, headers: as(who) });
const bare = (url: string) => url.split('?')[0]!;
const urlsOf = (post: Post) => [post.mediaUrl!, ...post.media!.variants.map((variant) => variant.url)];

async function photoPost(visibility: Post['visibility']): Promise<Post> {
  const form = multipart(
    { content: `a ${visibility} photo`, visibility },
    { name: 'image', filename: 'fish.jpg', type: 'image/jpeg', data: gpsJpeg },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { ...as(author), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Post>();
}

const postAs = async (id: string, who: BuiltUser | null) =>
  (await fetch(`/api/posts/${id}`, who)).json<Post>();

describe('the photo of a followers-only post', () => {
  let post: Post;
  beforeAll(async () => {
    post = await photoPost('followers');
  });

  it('is served to a follower and the author under the URL the API gave them, cached privately', async () => {
    for (const who of [fan, author]) {
      for (const url of urlsOf(await postAs(post.id, who))) {
        expect(url).toMatch(/^\/uploads\/post-media\/.+\?a=prv&exp=\d+&sig=[\w-]+$/);
        const served = await fetch(url);
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      }
    }
  });

  it('is not served to a stranger or a visitor at its path, however it is spelled', async () => {
    expect((await fetch(`/api/posts/${post.id}`, stranger)).statusCode).toBe(404);
    const path = bare(post.mediaUrl!);
    const spellings = [
      path,
      path.replace('post-media', 'post%2Dmedia'),
      path.replace('post-media/', 'post-media%2F'),
      path.replace('post-media', 'POST-MEDIA'),
      path.replace('/uploads/', '/uploads//'),
      path.replace('/uploads/', '/uploads/./'),
    ];
    for (const url of [...spellings, ...urlsOf(post).map(bare)]) {
      for (const who of [null, stranger]) {
        const response = await fetch(url, who);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).not.toMatch(/^image\//);
      }
    }
  });

  it('refuses an expired, altered or borrowed signature', async () => {
    const given = (await postAs(post.id, fan)).mediaUrl!;
    const expired = t.app.uploadUrls.forViewer(bare(given), 'private', Date.now() - 24 * 3600_000);
    expect((await fetch(expired)).statusCode).toBe(403);

    const later = given.replace(/exp=(\d+)/, (_match, exp: string) => `exp=${Number(exp) + 86_400}`);
    expect((await fetch(later)).statusCode).toBe(403);
    expect((await fetch(given.replace('a=prv', 'a=pub'))).statusCode).toBe(403);
    expect((await fetch(`${bare(given)}?a=pub`)).statusCode).toBe(403);

    const other = await photoPost('followers');
    const borrowed = bare(other.mediaUrl!) + given.slice(given.indexOf('?'));
    expect((await fetch(borrowed)).statusCode).toBe(403);
  });

  it('stops being served at its path once a public post turns followers-only', async () => {
    const open = await photoPost('public');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/posts/${open.id}`,
      headers: as(author),
      payload: { visibility: 'followers' },
    });
    expect(response.statusCode).toBe(200);
    expect((await fetch(`/api/posts/${open.id}`)).statusCode).toBe(404);
    expect((await fetch(bare(open.mediaUrl!))).statusCode).toBe(404);
    expect((await fetch((await postAs(open.id, fan)).mediaUrl!)).statusCode).toBe(200);
  });
});

describe('public images', () => {
  it('of a public post are served to anyone with a long-lived URL and a shared cache', async () => {
    const post = await photoPost('public');
    const seen = await postAs(post.id, null);
    for (const url of urlsOf(seen)) {
      expect(url).toMatch(/\?a=pub&exp=\d+&sig=/);
      const served = await fetch(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=3600');
    }
    // The same URL for everyone, for a while: browsers and caches keep one copy.
    expect(urlsOf(await postAs(post.id, stranger))).toEqual(urlsOf(seen));
  });

  it('outside the signed folders (avatars) are served at their plain path', async () => {
    const form = multipart({}, { name: 'image', filename: 'me.jpg', type: 'image/jpeg', data: gpsJpeg });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...as(author), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/uploads\/avatars\/[^?]+$/);
    const served = await fetch(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the photo of a catch being judged', () => {
  let director: BuiltUser;
  let angler: BuiltUser;
  let eventId: string;
  let fish: MyCatch;
  beforeAll(async () => {
    director = await buildUser(t.app, { firstName: 'Judy', roles: ['tournament_director'] });
    angler = await buildUser(t.app, { firstName: 'Cast' });
    eventId = (await buildEvent(t.app, director)).id;
    await register(t.app, eventId, angler, { entrantName: 'Team Cast' });
    fish = await submit(t.app, angler, eventId, 7);
  });
  const judgeView = async () =>
    (
      await fetch(`/api/tournament-director/events/${eventId}/catches/${fish.id}`, director)
    ).json<JudgeCatchDetail>();

  it('is served to the angler and the judge under the URLs they were given, to nobody at its path', async () => {
    expect(fish.status).toBe('pending');
    const judged = await judgeView();
    for (const url of [fish.photoUrl, judged.photoUrl, ...judged.media!.variants.map((v) => v.url)]) {
      expect(url).toMatch(/^\/uploads\/catch-photos\/.+\?a=prv&/);
      expect((await fetch(url)).statusCode, url).toBe(200);
      for (const who of [null, stranger, angler]) expect((await fetch(bare(url), who)).statusCode).toBe(404);
    }
    const expired = t.app.uploadUrls.forViewer(bare(fish.photoUrl), 'private', Date.now() - 24 * 3600_000);
    expect((await fetch(expired)).statusCode).toBe(403);
  });

  it('gets a public URL once approved', async () => {
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${eventId}/catches/${fish.id}/approve`,
      headers: as(director),
    });
    expect(approve.statusCode).toBe(200);
    const [mine] = (await fetch(`/api/events/${eventId}/catches/mine`, angler)).json<MyCatch[]>();
    expect(mine!.photoUrl).toMatch(/\?a=pub&/);
    const served = await fetch(mine!.photoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
  });
});
