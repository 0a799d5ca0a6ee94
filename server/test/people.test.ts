import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PeopleList, Suggestion } from '@tightlines/domain/social/people';
import { followedHashtags, follows, hashtags, profiles, profileStats, user } from '#server/db/schema';
import { searchStatement } from '#server/features/people/repo';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';

let t: TestApp;
let john: BuiltUser;
let casey: BuiltUser;
let viewer: BuiltUser;

/** A person written straight into the tables (no sign-up): fast, and every field under the test's control. */
async function insertPerson(values: {
  firstName: string;
  lastName: string;
  handle?: string;
  bio?: string;
  homeWaters?: string;
  followersCount?: number;
}): Promise<string> {
  const id = randomUUID();
  const email = `p-${id.slice(0, 8)}@example.com`;
  await t.app.db
    .insert(user)
    .values({ id, name: `${values.firstName} ${values.lastName}`, email, emailVerified: true });
  await t.app.db.insert(profiles).values({
    id,
    email,
    firstName: values.firstName,
    lastName: values.lastName,
    handle: values.handle ?? `p_${id.slice(0, 8)}`,
    bio: values.bio ?? null,
    homeWaters: values.homeWaters ?? null,
  });
  await t.app.db.insert(profileStats).values({ userId: id, followersCount: values.followersCount ?? 0 });
  return id;
}

async function followRow(followerId: string, followingId: string) {
  await t.app.db.insert(follows).values({ followerId, followingId });
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  john = await buildUser(t.app, { firstName: 'John', lastName: 'Smith' });
  casey = await buildUser(t.app, { firstName: 'Casey', lastName: 'Rivers' });
  viewer = await buildUser(t.app, { firstName: 'Avery', lastName: 'Lake' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/people/search', () => {
  const search = (who: BuiltUser | null, q: string, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/people/search?q=${encodeURIComponent(q)}${extra}`,
      headers: as(who),
    });
  const namesOf = (response: { json: <T>() => T }) =>
    response.json<PeopleList>().items.map((p) => `${p.firstName} ${p.lastName}`);

  beforeAll(async () => {
    await t.app.db
      .update(profiles)
      .set({ bio: 'Walleye nut, jigging the reefs every spring' })
      .where(eq(profiles.id, casey.id));
    await insertPerson({
      firstName: 'Blake',
      lastName: 'Jones',
      bio: 'Retired blacksmith who fishes for smallmouth',
    });
    await insertPerson({ firstName: 'Morgan', lastName: 'Hale', handle: 'muskie_morgan' });
  });

  it('needs at least 2 characters, with the spec message', async () => {
    for (const q of ['', 'a', '  j  ']) {
      const response = await search(null, q);
      expect(response.statusCode, q).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'searchTooShort',
        message: 'Type at least 2 characters to search',
      });
    }
    expect((await search(null, 'jo')).statusCode).toBe(200);
  });

  it('is public and finds people by name, case-insensitively, without their e-mail', async () => {
    const response = await search(null, 'JOHN smith');
    expect(response.statusCode).toBe(200);
    const [first] = response.json<PeopleList>().items;
    expect(first).toMatchObject({
      id: john.id,
      firstName: 'John',
      lastName: 'Smith',
      displayName: 'John Smith',
      isFollowing: false,
    });
    expect(response.body).not.toContain(john.email);
    expect(Object.keys(first!).sort()).toEqual(
      [
        'avatarUrl',
        'bio',
        'displayName',
        'firstName',
        'followersCount',
        'handle',
        'id',
        'isFollowing',
        'lastName',
      ].sort(),
    );
  });

  it('tolerates typos in names', async () => {
    expect(namesOf(await search(null, 'Jonh Smiht'))[0]).toBe('John Smith');
    expect(namesOf(await search(null, 'Casy'))[0]).toBe('Casey Rivers');
    expect(namesOf(await search(null, 'Rivres'))).toContain('Casey Rivers');
  });

  it('matches the handle and the bio', async () => {
    expect(namesOf(await search(null, 'muskie_morgan'))[0]).toBe('Morgan Hale');
    expect(namesOf(await search(null, 'walleye'))).toEqual(['Casey Rivers']);
    // Anywhere in a bio, case-insensitively; two letters are too few to look bios up by.
    expect(namesOf(await search(null, 'JIGGING THE'))).toEqual(['Casey Rivers']);
    expect(namesOf(await search(null, 'ut'))).not.toContain('Casey Rivers');
  });

  it('ranks names starting with the query before other matches', async () => {
    await insertPerson({ firstName: 'Jordan', lastName: 'Smithers' });
    const names = namesOf(await search(null, 'smith'));
    expect(names.indexOf('John Smith')).toBeGreaterThanOrEqual(0);
    // 'blacksmith' in a bio matches too, but after every surname that starts with 'smith'.
    expect(names.indexOf('Blake Jones')).toBeGreaterThan(names.indexOf('John Smith'));
    expect(names.indexOf('Blake Jones')).toBeGreaterThan(names.indexOf('Jordan Smithers'));
  });

  it('finds nothing for gibberish (an empty list, not an error)', async () => {
    const response = await search(null, 'qqxzv');
    expect(response.statusCode).toBe(200);
    expect(response.json<PeopleList>().items).toEqual([]);
  });

  it('leaves out the searcher and tells whom they follow', async () => {
    await followRow(viewer.id, john.id);
    expect(namesOf(await search(viewer, 'avery lake'))).not.toContain('Avery Lake');
    expect(namesOf(await search(null, 'avery lake'))).toContain('Avery Lake');
    const items = (await search(viewer, 'john smith')).json<PeopleList>().items;
    expect(items.find((p) => p.id === john.id)?.isFollowing).toBe(true);
  });

  it('answers 20 results at most', async () => {
    for (let i = 0; i < 22; i++) await insertPerson({ firstName: 'Taylor', lastName: `Pike${i}` });
    expect((await search(null, 'taylor')).json<PeopleList>().items).toHaveLength(20);
    expect((await search(null, 'taylor', '&limit=5')).json<PeopleList>().items).toHaveLength(5);
    expect((await search(null, 'taylor', '&limit=21')).statusCode).toBe(400);
  });

  it('still finds a surname that is a common word in many bios', async () => {
    // More bios say 'pike' than the search ranks by similarity; the surname index keeps Pike a candidate.
    await t.app.db.execute(sql`
      with people as (
        select gen_random_uuid() as id, g from generate_series(1, 350) g
      ), users as (
        insert into "user" (id, name, email, email_verified) select id, 'Bio ' || g, 'bio-' || g || '@example.com', true from people
        returning id
      )
      insert into profiles (id, email, first_name, last_name, handle, bio)
      select id, id || '@example.com', 'Bio', 'Writer', 'bio_' || replace(id::text, '-', ''), 'I chase pike and perch every weekend'
      from users`);
    await insertPerson({ firstName: 'Robin', lastName: 'Pike' });
    const names = namesOf(await search(null, 'pike'));
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Robin Pike');
  });

  it('treats LIKE wildcards in the query as plain characters', async () => {
    const response = await search(null, '%_');
    expect(response.statusCode).toBe(200);
  });

  it('can use the trigram indexes (the query expressions match the index expressions)', async () => {
    const plan = await t.app.db.transaction(async (tx) => {
      // A handful of rows would be read whole; forbid that so the plan shows whether the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${searchStatement({ query: 'jonh smiht', viewerId: viewer.id, limit: 20 })}`,
      );
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('profiles_name_trgm_idx');
    expect(plan).toContain('profiles_bio_trgm_idx');
  });
});

describe('GET /api/people/suggestions', () => {
  const suggestions = (who: BuiltUser | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/people/suggestions${query}`, headers: as(who) });
  const itemsOf = (response: { json: <T>() => T }) => response.json<{ items: Suggestion[] }>().items;

  let me: BuiltUser;
  const ids = {} as Record<'ann' | 'ben' | 'xena' | 'yuri' | 'zoe' | 'wes' | 'quiet' | 'star', string>;

  beforeAll(async () => {
    me = await buildUser(t.app, { firstName: 'Quinn', lastName: 'Harbor' });
    await t.app.db.update(profiles).set({ homeWaters: 'lake erie' }).where(eq(profiles.id, me.id));
    ids.ann = await insertPerson({ firstName: 'Ann', lastName: 'Bream' });
    ids.ben = await insertPerson({ firstName: 'Ben', lastName: 'Carp' });
    ids.xena = await insertPerson({ firstName: 'Xena', lastName: 'Walleye' });
    ids.yuri = await insertPerson({ firstName: 'Yuri', lastName: 'Perch' });
    ids.zoe = await insertPerson({ firstName: 'Zoe', lastName: 'Muskie' });
    ids.wes = await insertPerson({ firstName: 'Wes', lastName: 'Shore', homeWaters: 'Lake Erie' });
    ids.quiet = await insertPerson({ firstName: 'Quiet', lastName: 'Poster' });
    ids.star = await insertPerson({ firstName: 'Star', lastName: 'Angler', followersCount: 900 });
    // I follow Ann and Ben; both follow Xena, only Ann follows Yuri.
    await followRow(me.id, ids.ann);
    await followRow(me.id, ids.ben);
    await followRow(ids.ann, ids.xena);
    await followRow(ids.ben, ids.xena);
    await followRow(ids.ann, ids.yuri);
    await followRow(ids.ann, me.id);
    // I follow #muskie; Zoe posts under it publicly, Quiet only for followers.
    const [tag] = await t.app.db.insert(hashtags).values({ tag: 'muskie' }).returning();
    await t.app.db.insert(followedHashtags).values({ userId: me.id, hashtagId: tag!.id });
    for (const [who, visibility] of [
      [ids.zoe, 'public'],
      [ids.quiet, 'followers'],
    ] as const) {
      const [post] = await t.app.db
        .execute<{ id: string }>(
          sql`insert into user_posts (user_id, content, visibility) values (${who}::uuid, 'Big one today #muskie', ${visibility}) returning id`,
        )
        .then((r) => r.rows);
      await t.app.db.execute(
        sql`insert into post_hashtags (post_id, hashtag_id, hashtag) values (${post!.id}::uuid, ${tag!.id}::uuid, 'muskie')`,
      );
    }
  });

  it('answers 401 Not authenticated without a session', async () => {
    const response = await suggestions(null);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'notAuthenticated', message: 'Not authenticated' });
  });

  it('ranks people followed by those I follow, then shared hashtags and home waters, with the reasons', async () => {
    const items = itemsOf(await suggestions(me, '?limit=4'));
    expect(items.map((s) => s.id)).toEqual([ids.xena, ids.yuri, expect.any(String), expect.any(String)]);
    expect(items[0]!.commonInterests).toEqual([
      { kind: 'followedBy', label: expect.stringMatching(/^(Ann Bream|Ben Carp)$/) },
      { kind: 'followedBy', label: expect.stringMatching(/^(Ann Bream|Ben Carp)$/) },
    ]);
    expect(new Set(items[0]!.commonInterests.map((r) => r.label))).toEqual(
      new Set(['Ann Bream', 'Ben Carp']),
    );
    expect(items[1]!.commonInterests).toEqual([{ kind: 'followedBy', label: 'Ann Bream' }]);
    const rest = new Map(items.slice(2).map((s) => [s.id, s.commonInterests]));
    expect(rest.get(ids.zoe)).toEqual([{ kind: 'hashtag', label: '#muskie' }]);
    expect(rest.get(ids.wes)).toEqual([{ kind: 'waters', label: 'Lake Erie' }]);
    expect(items.every((s) => !s.isFollowing)).toBe(true);
  });

  it('never suggests myself, people I follow, or a hashtag from a followers-only post', async () => {
    const items = itemsOf(await suggestions(me, '?limit=50'));
    const suggested = items.map((s) => s.id);
    expect(suggested).not.toContain(me.id);
    expect(suggested).not.toContain(ids.ann);
    expect(suggested).not.toContain(ids.ben);
    const quiet = items.find((s) => s.id === ids.quiet);
    expect(quiet?.commonInterests ?? []).toEqual([]);
  });

  it('tops up with the most-followed members, so someone new still gets suggestions', async () => {
    const newcomer = await buildUser(t.app, { firstName: 'Newt', lastName: 'Comer' });
    const items = itemsOf(await suggestions(newcomer));
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ id: ids.star, followersCount: 900, commonInterests: [] });
    expect(items.map((s) => s.id)).not.toContain(newcomer.id);
    expect(itemsOf(await suggestions(newcomer, '?limit=5'))).toHaveLength(5);
    // Ranked people come first, popular ones fill the rest.
    const mine = itemsOf(await suggestions(me, '?limit=10'));
    expect(mine.slice(0, 4).every((s) => s.commonInterests.length > 0)).toBe(true);
    expect(mine.slice(4).map((s) => s.id)).toContain(ids.star);
  });

  it('is an empty list when there is nobody left to suggest', async () => {
    const everyone = await t.app.db.select({ id: profiles.id }).from(profiles);
    const fan = await buildUser(t.app, { firstName: 'Follows', lastName: 'Everyone' });
    await t.app.db
      .insert(follows)
      .values(everyone.map((row) => ({ followerId: fan.id, followingId: row.id })));
    const response = await suggestions(fan);
    expect(response.statusCode).toBe(200);
    expect(itemsOf(response)).toEqual([]);
  });

  it('refuses a limit out of range', async () => {
    expect((await suggestions(me, '?limit=0')).statusCode).toBe(400);
    expect((await suggestions(me, '?limit=51')).statusCode).toBe(400);
  });
});
