import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  GroupDetail,
  GroupInvitePreviewSchema,
  GroupList,
  GroupMemberPage,
  GroupPage,
  GroupPhotoPage,
  MembershipState,
} from '@tightlines/domain/groups/contract';
import type { Post, PostPage, TrendingHashtag } from '@tightlines/domain/social/posts';
import type { z } from 'zod';
import { trendingCache } from '#server/features/posts/trending-cache';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { multipart } from './fixtures/posts';

let t: TestApp;
let owner: BuiltUser;
let admin: BuiltUser;
let mod: BuiltUser;
let member: BuiltUser;
let outsider: BuiltUser;
let asker: BuiltUser;
let siteAdmin: BuiltUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, who: BuiltUser | null = null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function makeGroup(who: BuiltUser, body: Record<string, unknown>): Promise<GroupDetail> {
  const response = await call('POST', '/api/groups', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GroupDetail>();
}

async function join(who: BuiltUser, group: string, inviteCode?: string): Promise<MembershipState> {
  const response = await call('POST', `/api/groups/${group}/join`, who, inviteCode ? { inviteCode } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MembershipState>();
}

async function groupPost(who: BuiltUser, groupId: string, content: string): Promise<Post> {
  const response = await call('POST', '/api/posts', who, { content, visibility: 'public', groupId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Post>();
}

let pub: GroupDetail;
let priv: GroupDetail;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Olive', lastName: 'Owner' });
  admin = await buildUser(t.app, { firstName: 'Ada', lastName: 'Admin' });
  mod = await buildUser(t.app, { firstName: 'Mo', lastName: 'Mod' });
  member = await buildUser(t.app, { firstName: 'Mel', lastName: 'Member' });
  outsider = await buildUser(t.app, { firstName: 'Otto', lastName: 'Outsider' });
  asker = await buildUser(t.app, { firstName: 'Ash', lastName: 'Asker' });
  siteAdmin = await buildUser(t.app, { firstName: 'Sid', lastName: 'Staff', roles: ['admin'] });
  pub = await makeGroup(owner, {
    name: 'Tampa Bay Kayak Club',
    about: 'Paddle anglers of Tampa Bay.',
    type: 'club',
    region: 'Florida',
    species: ['snook', 'redfish'],
  });
  priv = await makeGroup(owner, { name: 'Secret Snook Spots', privacy: 'private', type: 'species' });
});
afterAll(async () => {
  await t.close();
});

describe('creating and finding groups', () => {
  it('401 for visitors, 400 for bad input, 409 for a taken or reserved slug', async () => {
    expect((await call('POST', '/api/groups', null, { name: 'Nope group' })).statusCode).toBe(401);
    expect((await call('POST', '/api/groups', owner, { name: 'x' })).statusCode).toBe(400);
    const taken = await call('POST', '/api/groups', owner, { name: 'Another', slug: pub.slug });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('groupSlugTaken');
    const reserved = await call('POST', '/api/groups', owner, { name: 'Mine group', slug: 'mine' });
    expect(errorOf(reserved).code).toBe('groupSlugTaken');
  });

  it('makes the creator the owner, with a slug from the name (a repeated name gets a suffix)', async () => {
    expect(pub).toMatchObject({
      slug: 'tampa-bay-kayak-club',
      memberCount: 1,
      privacy: 'public',
      myMembership: { role: 'owner', status: 'active' },
      owner: { id: owner.id },
      canManage: true,
      canSeeContent: true,
    });
    expect(pub.inviteCode).toBeTruthy();
    const again = await makeGroup(admin, { name: 'Tampa Bay Kayak Club' });
    expect(again.slug).toBe('tampa-bay-kayak-club-2');
  });

  it('lists the directory with filters; a group reads by id or slug; 404 "group not found"', async () => {
    const all = (await call('GET', '/api/groups')).json<GroupPage>();
    expect(all.items.map((g) => g.slug)).toContain(pub.slug);
    const q = (
      await call('GET', '/api/groups?q=kayak&type=club&species=snook&region=flor')
    ).json<GroupPage>();
    expect(q.items.map((g) => g.slug)).toEqual([pub.slug]);
    expect((await call('GET', '/api/groups?type=youth')).json<GroupPage>().items).toEqual([]);
    const privateOnly = (await call('GET', '/api/groups?privacy=private')).json<GroupPage>().items;
    expect(privateOnly.map((g) => g.slug)).not.toContain(pub.slug);
    expect(privateOnly.every((g) => g.privacy === 'private')).toBe(true);
    expect((await call('GET', '/api/groups?sort=nope')).statusCode).toBe(400);
    const paged = (await call('GET', '/api/groups?limit=1&sort=new')).json<GroupPage>();
    expect(paged.items).toHaveLength(1);
    expect(paged.nextCursor).toBe('1');
    expect((await call('GET', `/api/groups/${pub.id}`)).json<GroupDetail>().slug).toBe(pub.slug);
    const visitor = (await call('GET', `/api/groups/${pub.slug}`)).json<GroupDetail>();
    expect(visitor).toMatchObject({ myMembership: null, inviteCode: null, canManage: false, canPost: false });
    const missing = await call('GET', '/api/groups/no-such-group');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toMatchObject({ code: 'groupNotFound', message: 'group not found' });
  });

  it('updates (admin+ only) and deletes (owner or site admin)', async () => {
    const g = await makeGroup(member, { name: 'Short Lived Group' });
    expect((await call('PATCH', `/api/groups/${g.id}`, null, { about: 'x' })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/groups/${g.id}`, outsider, { about: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/groups/${g.id}`, member, { name: '' })).statusCode).toBe(400);
    const taken = await call('PATCH', `/api/groups/${g.id}`, member, { slug: pub.slug });
    expect(errorOf(taken).code).toBe('groupSlugTaken');
    const updated = await call('PATCH', `/api/groups/${g.id}`, member, {
      about: 'Now with words',
      slug: 'renamed-group',
    });
    expect(updated.json<GroupDetail>()).toMatchObject({ about: 'Now with words', slug: 'renamed-group' });
    expect((await call('DELETE', `/api/groups/${g.id}`, outsider)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/groups/${g.id}`, member)).statusCode).toBe(204);
    expect((await call('GET', `/api/groups/${g.id}`)).statusCode).toBe(404);
    const other = await makeGroup(member, { name: 'Admin Removes This' });
    expect((await call('DELETE', `/api/groups/${other.id}`, siteAdmin)).statusCode).toBe(204);
  });

  it('takes a cover image from admins only', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = multipart({}, { name: 'image', filename: 'c.png', type: 'image/png', data: png });
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${pub.id}/cover`,
      headers: { ...as(outsider), ...form.headers },
      payload: form.payload,
    });
    expect(denied.statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/groups/${pub.id}/cover`,
      headers: { ...as(owner), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GroupDetail>().coverUrl).toMatch(/group-covers\/.+\.webp/);
  });
});

describe('membership', () => {
  it('joins a public group at once, a private one as a request mods approve', async () => {
    expect((await call('POST', `/api/groups/${pub.id}/join`)).statusCode).toBe(401);
    for (const who of [admin, mod, member]) await join(who, pub.slug);
    expect((await join(member, pub.slug)).memberCount).toBe(4);
    const asked = await join(asker, priv.id);
    expect(asked.myMembership).toMatchObject({ status: 'pending' });
    expect(asked.memberCount).toBe(1);
    const ownerNotes = await call('GET', '/api/notifications', owner);
    expect(JSON.stringify(ownerNotes.json())).toContain('group_join_request');
    // Only moderators and up see requests.
    expect((await call('GET', `/api/groups/${priv.id}/members?status=pending`, asker)).statusCode).toBe(403);
    const pending = (
      await call('GET', `/api/groups/${priv.id}/members?status=pending`, owner)
    ).json<GroupMemberPage>();
    expect(pending.items.map((m) => m.person.id)).toEqual([asker.id]);
    expect((await call('POST', `/api/groups/${priv.id}/members/${asker.id}/approve`, asker)).statusCode).toBe(
      403,
    );
    const approved = await call('POST', `/api/groups/${priv.id}/members/${asker.id}/approve`, owner);
    expect(approved.json<MembershipState>().memberCount).toBe(2);
    expect(JSON.stringify((await call('GET', '/api/notifications', asker)).json())).toContain(
      'group_request_approved',
    );
    const again = await call('POST', `/api/groups/${priv.id}/members/${asker.id}/approve`, owner);
    expect(errorOf(again).code).toBe('groupMemberNotFound');
    // A declined request leaves no row.
    await join(outsider, priv.id);
    expect(
      (await call('POST', `/api/groups/${priv.id}/members/${outsider.id}/decline`, owner)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/groups/${priv.id}`, outsider)).json<GroupDetail>().myMembership,
    ).toBeNull();
  });

  it('joins a private group directly with the invite code; a wrong code is 400; the link regenerates', async () => {
    const g = await makeGroup(owner, { name: 'Invite Only Crew', privacy: 'private' });
    expect(
      (await call('GET', `/api/groups/invites/${g.inviteCode}`)).json<
        z.infer<typeof GroupInvitePreviewSchema>
      >().group.id,
    ).toBe(g.id);
    expect((await call('GET', '/api/groups/invites/nope')).statusCode).toBe(404);
    const wrong = await call('POST', `/api/groups/${g.id}/join`, member, { inviteCode: 'wrong' });
    expect(errorOf(wrong).code).toBe('groupInviteInvalid');
    expect((await join(member, g.id, g.inviteCode!)).myMembership).toMatchObject({ status: 'active' });
    expect((await call('GET', `/api/groups/${g.id}/invite-link`, member)).statusCode).toBe(403);
    expect((await call('GET', `/api/groups/${g.id}/invite-link`, null)).statusCode).toBe(401);
    const fresh = (await call('POST', `/api/groups/${g.id}/invite-link`, owner)).json<{
      inviteCode: string;
    }>();
    expect(fresh.inviteCode).not.toBe(g.inviteCode);
    expect((await call('GET', `/api/groups/invites/${g.inviteCode}`)).statusCode).toBe(404);
  });

  it('the owner cannot leave; others can; mine lists groups and requests; notify is members-only', async () => {
    const ownerLeaves = await call('DELETE', `/api/groups/${pub.id}/membership`, owner);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(errorOf(ownerLeaves).code).toBe('groupOwnerCannotLeave');
    const g = await makeGroup(owner, { name: 'Leave Me Club' });
    await join(outsider, g.id);
    const left = (await call('DELETE', `/api/groups/${g.id}/membership`, outsider)).json<MembershipState>();
    expect(left).toEqual({ myMembership: null, memberCount: 1 });
    const mine = (await call('GET', '/api/groups/mine', member)).json<GroupList>();
    expect(mine.items.map((x) => x.slug)).toContain(pub.slug);
    expect((await call('GET', '/api/groups/mine')).statusCode).toBe(401);
    expect((await call('GET', '/api/groups/suggestions', outsider)).statusCode).toBe(200);
    expect((await call('PUT', `/api/groups/${pub.id}/notify`, outsider, { notify: 'all' })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/groups/${pub.id}/notify`, member, { notify: 'loud' })).statusCode).toBe(
      400,
    );
    const set = await call('PUT', `/api/groups/${pub.id}/notify`, member, { notify: 'all' });
    expect(set.json<MembershipState>().myMembership?.notify).toBe('all');
  });

  it('roles follow rank: only the owner makes admins; nobody acts on an equal or higher rank', async () => {
    const role = (who: BuiltUser, target: BuiltUser, r: string) =>
      call('PUT', `/api/groups/${pub.id}/members/${target.id}/role`, who, { role: r });
    expect((await role(owner, admin, 'owner')).statusCode).toBe(400);
    expect((await role(owner, admin, 'admin')).statusCode).toBe(200);
    expect(errorOf(await role(admin, mod, 'admin')).code).toBe('groupRoleNotAllowed');
    expect((await role(admin, mod, 'moderator')).statusCode).toBe(200);
    expect((await role(mod, member, 'moderator')).statusCode).toBe(403);
    expect(errorOf(await role(admin, owner, 'member')).code).toBe('groupRoleNotAllowed');
    // A moderator cannot remove or ban another moderator, nor the admin.
    expect((await call('DELETE', `/api/groups/${pub.id}/members/${admin.id}`, mod)).statusCode).toBe(403);
    expect((await call('POST', `/api/groups/${pub.id}/members/${admin.id}/ban`, mod)).statusCode).toBe(403);
    const members = (await call('GET', `/api/groups/${pub.id}/members`)).json<GroupMemberPage>();
    expect(members.items.map((m) => m.role)).toEqual(['owner', 'admin', 'moderator', 'member']);
  });

  it('bans: a banned person leaves and cannot rejoin until unbanned; remove lets them rejoin', async () => {
    const g = await makeGroup(owner, { name: 'Ban Hammer Club' });
    await join(outsider, g.id);
    await join(member, g.id);
    expect((await call('POST', `/api/groups/${g.id}/members/${outsider.id}/ban`, member)).statusCode).toBe(
      403,
    );
    const banned = await call('POST', `/api/groups/${g.id}/members/${outsider.id}/ban`, owner);
    expect(banned.json<MembershipState>().memberCount).toBe(2);
    const rejoin = await call('POST', `/api/groups/${g.id}/join`, outsider, {});
    expect(rejoin.statusCode).toBe(403);
    expect(errorOf(rejoin).code).toBe('groupBanned');
    const list = (
      await call('GET', `/api/groups/${g.id}/members?status=banned`, owner)
    ).json<GroupMemberPage>();
    expect(list.items.map((m) => m.person.id)).toEqual([outsider.id]);
    expect((await call('DELETE', `/api/groups/${g.id}/members/${outsider.id}/ban`, owner)).statusCode).toBe(
      200,
    );
    await join(outsider, g.id);
    expect(
      (await call('DELETE', `/api/groups/${g.id}/members/${outsider.id}`, owner)).json<MembershipState>()
        .memberCount,
    ).toBe(2);
    const nobody = await call(
      'POST',
      `/api/groups/${g.id}/members/00000000-0000-4000-8000-000000000001/ban`,
      owner,
    );
    expect(errorOf(nobody).code).toBe('groupMemberNotFound');
    const gone = await call('DELETE', `/api/groups/${g.id}/members/${outsider.id}`, owner);
    expect(errorOf(gone).code).toBe('groupMemberNotFound');
    await join(outsider, g.id);
  });
});

describe('group posts are members-only everywhere', () => {
  let secret: Post;
  let photoPost: Post;

  beforeAll(async () => {
    await call('PUT', `/api/groups/${priv.id}/notify`, asker, { notify: 'all' });
    secret = await groupPost(owner, priv.id, 'The snook are stacked at the bridge #secretspot @nobody');
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#258' } })
      .jpeg()
      .toBuffer();
    const form = multipart(
      { content: 'Bridge photo #secretspot', visibility: 'public', groupId: priv.id },
      { name: 'image', filename: 'p.jpg', type: 'image/jpeg', data: jpeg },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(owner), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    photoPost = response.json<Post>();
    // Engagement so the post would rank in trending.
    await call('PUT', `/api/posts/${secret.id}/like`, asker);
  });

  it('posting needs active membership (403 groupMembersOnly; 404 for an unknown group)', async () => {
    const denied = await call('POST', '/api/posts', outsider, { content: 'hi', groupId: priv.id });
    expect(denied.statusCode).toBe(403);
    expect(errorOf(denied).code).toBe('groupMembersOnly');
    const unknown = await call('POST', '/api/posts', member, {
      content: 'hi',
      groupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorOf(unknown).code).toBe('groupNotFound');
    expect(secret.group).toEqual({ id: priv.id, slug: priv.slug, name: priv.name });
  });

  it('members read the group feed, the post, its photos and comments; others do not', async () => {
    const feed = await call('GET', `/api/groups/${priv.id}/posts`, asker);
    expect(feed.json<PostPage>().items.map((p) => p.id)).toEqual([photoPost.id, secret.id]);
    expect((await call('GET', `/api/groups/${priv.id}/posts`, outsider)).statusCode).toBe(403);
    expect((await call('GET', `/api/groups/${priv.id}/posts`)).statusCode).toBe(403);
    expect((await call('GET', `/api/groups/${priv.id}/photos`, outsider)).statusCode).toBe(403);
    const photos = (await call('GET', `/api/groups/${priv.id}/photos`, asker)).json<GroupPhotoPage>();
    expect(photos.items.map((p) => p.postId)).toEqual([photoPost.id]);
    expect(photos.items[0]!.url).toMatch(/a=prv/);
    expect((await call('GET', `/api/posts/${secret.id}`, asker)).statusCode).toBe(200);
    for (const who of [outsider, null]) {
      expect((await call('GET', `/api/posts/${secret.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/posts/${secret.id}/comments`, who)).statusCode).toBe(404);
    }
    expect((await call('PUT', `/api/posts/${secret.id}/like`, outsider)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/posts/${secret.id}/comments`, outsider, { content: 'hey' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/posts/${secret.id}/comments`, asker, { content: 'nice' })).statusCode,
    ).toBe(201);
    // The private image URL is handed to members only, never as a public link.
    const seen = (await call('GET', `/api/posts/${photoPost.id}`, asker)).json<Post>();
    expect(seen.mediaUrl).toMatch(/a=prv/);
    expect((await call('GET', `/api/posts/${photoPost.id}`, outsider)).statusCode).toBe(404);
    // Members of a public group read its posts; members lists of a private group are members'.
    expect((await call('GET', `/api/groups/${priv.id}/members`, outsider)).statusCode).toBe(403);
  });

  it('reaches members feeds, not outsiders (even followers of the author); not on the profile for outsiders', async () => {
    await call('PUT', `/api/users/${owner.id}/follow`, outsider);
    const memberFeed = (await call('GET', '/api/feed', asker)).json<PostPage>();
    expect(memberFeed.items.map((p) => p.id)).toContain(secret.id);
    expect(memberFeed.items.find((p) => p.id === secret.id)?.group?.slug).toBe(priv.slug);
    const outsiderFeed = (await call('GET', '/api/feed', outsider)).json<PostPage>();
    expect(outsiderFeed.items.map((p) => p.id)).not.toContain(secret.id);
    const profile = (await call('GET', `/api/users/${owner.id}/posts`, outsider)).json<PostPage>();
    expect(profile.items.map((p) => p.id)).not.toContain(secret.id);
    const asMember = (await call('GET', `/api/users/${owner.id}/posts`, asker)).json<PostPage>();
    expect(asMember.items.map((p) => p.id)).toContain(secret.id);
  });

  it('stays out of hashtag pages, trending posts and trending hashtags for non-members', async () => {
    const tagPage = (who: BuiltUser | null) => call('GET', '/api/hashtags/secretspot/posts', who);
    const forOutsider = await tagPage(outsider);
    if (forOutsider.statusCode === 200) expect(forOutsider.json<PostPage>().items).toEqual([]);
    else expect(forOutsider.statusCode).toBe(404);
    const forMember = await tagPage(asker);
    if (forMember.statusCode === 200)
      expect(forMember.json<PostPage>().items.map((p) => p.id)).toContain(secret.id);
    trendingCache(t.app).clear();
    const trending = (await call('GET', '/api/posts/trending', outsider)).json<{ items: Post[] }>();
    expect(trending.items.map((p) => p.id)).not.toContain(secret.id);
    const tags = (await call('GET', '/api/hashtags/trending?limit=50')).json<{ items: TrendingHashtag[] }>();
    expect(JSON.stringify(tags)).not.toContain('secretspot');
    const [row] = (
      await t.app.db.execute<{ post_count: number }>(
        sql`select post_count from hashtags where tag = 'secretspot'`,
      )
    ).rows;
    expect(Number(row?.post_count ?? 0)).toBe(0);
  });

  it('notifies members at level "all" through the background job; a non-member cannot report the post', async () => {
    await t.app.jobs.runOnce();
    const notes = JSON.stringify((await call('GET', '/api/notifications', asker)).json());
    expect(notes).toContain('group_post');
    const report = await call('POST', '/api/reports', outsider, {
      targetType: 'post',
      targetId: secret.id,
      reason: 'spam',
    });
    expect(report.statusCode).toBe(404);
  });

  it('a group can be reported, and hidden by moderators: out of the directory and its page', async () => {
    const g = await makeGroup(member, { name: 'Spammy Bait Shop' });
    const report = await call('POST', '/api/reports', outsider, {
      targetType: 'group',
      targetId: g.id,
      reason: 'spam',
    });
    expect([200, 201]).toContain(report.statusCode);
    await t.app.db.execute(sql`update groups set moderation = 'hidden' where id = ${g.id}::uuid`);
    expect((await call('GET', `/api/groups/${g.id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${g.id}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/api/groups/${g.id}`, siteAdmin)).statusCode).toBe(200);
    const directory = (await call('GET', '/api/groups?q=spammy')).json<GroupPage>();
    expect(directory.items).toEqual([]);
  });
  it('a deleted group takes its posts from its former members too', async () => {
    const g = await makeGroup(owner, { name: 'Gone Fishing For Good' });
    await join(member, g.id);
    const post = await groupPost(member, g.id, 'Last post here');
    expect((await call('GET', `/api/posts/${post.id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/groups/${g.id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/posts/${post.id}`, owner)).statusCode).toBe(404);
    const feed = (await call('GET', '/api/feed', owner)).json<PostPage>();
    expect(feed.items.map((p) => p.id)).not.toContain(post.id);
    expect((await call('GET', `/api/groups/${g.id}/posts`, owner)).statusCode).toBe(404);
  });
});
