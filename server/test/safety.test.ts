import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationList, RelationState } from '@tightlines/domain/moderation/contract';
import type {
  ConversationDetail,
  Message,
  MessagePage,
  StartDirectResult,
} from '@tightlines/domain/messages/contract';
import type { NotificationList } from '@tightlines/domain/notifications/contract';
import type { PeopleList } from '@tightlines/domain/social/people';
import type { Comment, CommentPageSchema, Post, PostPage } from '@tightlines/domain/social/posts';
import {
  feedItems,
  follows,
  messages,
  moderationItems,
  notifications,
  postComments,
  profileStats,
  user,
  userPosts,
} from '#server/db/schema';
import { saveModerationSettings } from '#server/features/safety/checks/settings';
import { publishRestored, withdrawHidden } from '#server/features/safety/publish';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { follow } from './helpers/social';
import { handleOf } from './fixtures/posts';

let t: TestApp;
type CommentPage = z.infer<typeof CommentPageSchema>;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function post(who: BuiltUser, content: string, visibility = 'public'): Promise<Post> {
  const response = await call(who, 'POST', '/api/posts', { content, visibility });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Post>();
}

const feedIds = async (who: BuiltUser) =>
  (await call(who, 'GET', '/api/feed?limit=50')).json<PostPage>().items.map((item) => item.id);
const profileIds = async (who: BuiltUser | null, author: BuiltUser) =>
  (await call(who, 'GET', `/api/users/${author.id}/posts?limit=50`))
    .json<PostPage>()
    .items.map((item) => item.id);
const hashtagIds = async (who: BuiltUser | null, tag: string) =>
  (await call(who, 'GET', `/api/hashtags/${tag}/posts?limit=50`))
    .json<PostPage>()
    .items.map((item) => item.id);
const trendingIds = async (who: BuiltUser | null) =>
  (await call(who, 'GET', '/api/posts/trending?limit=50')).json<PostPage>().items.map((item) => item.id);
const threadIds = async (who: BuiltUser, postId: string) => {
  const items = (await call(who, 'GET', `/api/posts/${postId}/comments?limit=50`)).json<CommentPage>().items;
  return items.flatMap((item) => [item.id, ...item.replies.map((reply) => reply.id)]);
};

/** What a moderator's hide does through modcore's adapter: the column, then withdrawHidden in the same transaction. */
async function hidePost(postId: string) {
  await t.app.db.transaction(async (tx) => {
    await withdrawHidden(tx, 'post', postId);
    await tx.update(userPosts).set({ moderation: 'hidden' }).where(eq(userPosts.id, postId));
  });
}

describe('block and mute routes', () => {
  let ann: BuiltUser;
  let ben: BuiltUser;

  beforeAll(async () => {
    ann = await buildUser(t.app, { firstName: 'Ann', lastName: 'Routes' });
    ben = await buildUser(t.app, { firstName: 'Ben', lastName: 'Routes' });
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['PUT', `/api/blocks/${ben.id}`],
      ['DELETE', `/api/blocks/${ben.id}`],
      ['GET', '/api/mutes'],
      ['PUT', `/api/mutes/${ben.id}`],
      ['DELETE', `/api/mutes/${ben.id}`],
      ['GET', `/api/relations/${ben.id}`],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses blocking or muting yourself (400) and a malformed id (400)', async () => {
    for (const path of ['blocks', 'mutes']) {
      const self = await call(ann, 'PUT', `/api/${path}/${ann.id}`);
      expect(self.statusCode).toBe(400);
      expect(errorOf(self).code).toBe('cannotBlockSelf');
      expect((await call(ann, 'PUT', `/api/${path}/not-a-uuid`)).statusCode).toBe(400);
    }
  });

  it('answers 404 for a person who does not exist', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PUT', `/api/blocks/${nobody}`],
      ['PUT', `/api/mutes/${nobody}`],
      ['GET', `/api/relations/${nobody}`],
    ] as const) {
      const response = await call(ann, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('userNotFound');
    }
  });

  it('blocks and unblocks idempotently, lists the person with the time, and shows both sides their state', async () => {
    const first = await call(ann, 'PUT', `/api/blocks/${ben.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<RelationState>()).toEqual({ blocked: true, muted: false, blockedMe: false });
    expect((await call(ann, 'PUT', `/api/blocks/${ben.id}`)).json<RelationState>().blocked).toBe(true);

    const list = (await call(ann, 'GET', '/api/blocks')).json<RelationList>();
    expect(list.people.map((person) => [person.id, person.firstName])).toEqual([[ben.id, 'Ben']]);
    expect(Number.isNaN(Date.parse(list.people[0]!.since))).toBe(false);
    expect((await call(ben, 'GET', '/api/blocks')).json<RelationList>().people).toEqual([]);
    expect((await call(ben, 'GET', `/api/relations/${ann.id}`)).json<RelationState>()).toEqual({
      blocked: false,
      muted: false,
      blockedMe: true,
    });

    // Ben cannot remove Ann's block: his DELETE removes only his own (none), hers stays.
    expect((await call(ben, 'DELETE', `/api/blocks/${ann.id}`)).json<RelationState>().blockedMe).toBe(true);
    expect((await call(ann, 'GET', `/api/relations/${ben.id}`)).json<RelationState>().blocked).toBe(true);

    const removed = await call(ann, 'DELETE', `/api/blocks/${ben.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<RelationState>().blocked).toBe(false);
    expect((await call(ann, 'DELETE', `/api/blocks/${ben.id}`)).statusCode).toBe(200);
    expect((await call(ann, 'GET', '/api/blocks')).json<RelationList>().people).toEqual([]);
  });

  it('mutes and unmutes; the muted person is not told', async () => {
    expect((await call(ann, 'PUT', `/api/mutes/${ben.id}`)).json<RelationState>()).toEqual({
      blocked: false,
      muted: true,
      blockedMe: false,
    });
    expect((await call(ann, 'GET', '/api/mutes')).json<RelationList>().people.map((p) => p.id)).toEqual([
      ben.id,
    ]);
    expect((await call(ben, 'GET', `/api/relations/${ann.id}`)).json<RelationState>()).toEqual({
      blocked: false,
      muted: false,
      blockedMe: false,
    });
    expect((await call(ann, 'DELETE', `/api/mutes/${ben.id}`)).json<RelationState>().muted).toBe(false);
  });
});

describe('hidden content', () => {
  let author: BuiltUser;
  let fan: BuiltUser;
  let stranger: BuiltUser;
  let moderator: BuiltUser;
  let hidden: Post;
  let kept: Post;

  beforeAll(async () => {
    author = await buildUser(t.app, { firstName: 'Hidra', lastName: 'Author' });
    fan = await buildUser(t.app, { firstName: 'Fenna', lastName: 'Fan' });
    stranger = await buildUser(t.app, { firstName: 'Stella', lastName: 'Stranger' });
    moderator = await buildUser(t.app, { firstName: 'Mo', lastName: 'Derator', roles: ['moderator'] });
    await follow(t.app, fan, author);
    hidden = await post(author, `Look at this #hiddenbass @${fan.firstName}`);
    kept = await post(author, 'Still here #hiddenbass');
    expect((await call(stranger, 'PUT', '/api/hashtags/hiddenbass/follow')).statusCode).toBe(200);
    // Engagement, so both are trending candidates.
    await call(fan, 'PUT', `/api/posts/${hidden.id}/like`);
    await call(fan, 'PUT', `/api/posts/${kept.id}/like`);
    expect(await feedIds(fan)).toContain(hidden.id);
    expect(await feedIds(stranger)).toContain(hidden.id);
    await hidePost(hidden.id);
  });

  it('answers 404 on the post and its comments to everyone but the author and staff', async () => {
    for (const who of [fan, stranger, null]) {
      expect((await call(who, 'GET', `/api/posts/${hidden.id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `/api/posts/${hidden.id}/comments`)).statusCode).toBe(404);
    }
    expect((await call(fan, 'PUT', `/api/posts/${hidden.id}/like`)).statusCode).toBe(404);
    expect((await call(fan, 'POST', `/api/posts/${hidden.id}/comments`, { content: 'hm' })).statusCode).toBe(
      404,
    );
  });

  it('shows the author and staff the post with its moderation state', async () => {
    const mine = await call(author, 'GET', `/api/posts/${hidden.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Post>().moderation).toBe('hidden');
    const staff = await call(moderator, 'GET', `/api/posts/${hidden.id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<Post>().moderation).toBe('hidden');
    // A visible post carries no notice.
    expect((await call(fan, 'GET', `/api/posts/${kept.id}`)).json<Post>().moderation ?? null).toBeNull();
  });

  it('leaves it out of every list of everyone else, and keeps it in the author’s own', async () => {
    expect(await feedIds(fan)).not.toContain(hidden.id);
    expect(await feedIds(stranger)).not.toContain(hidden.id);
    expect(await feedIds(fan)).toContain(kept.id);
    for (const who of [fan, stranger, null]) {
      expect(await profileIds(who, author)).toEqual([kept.id]);
      expect(await hashtagIds(who, 'hiddenbass')).toEqual([kept.id]);
      expect(await trendingIds(who)).not.toContain(hidden.id);
    }
    expect(await trendingIds(null)).toContain(kept.id);
    const mentions = (await call(fan, 'GET', '/api/mentions')).json<PostPage>().items.map((item) => item.id);
    expect(mentions).not.toContain(hidden.id);

    expect(await profileIds(author, author)).toEqual([kept.id, hidden.id]);
    const own = (await call(author, 'GET', '/api/feed')).json<PostPage>().items;
    expect(own.find((item) => item.id === hidden.id)?.moderation).toBe('hidden');
  });

  it('counts it in no tag and drops the quote from the mention notification', async () => {
    const tag = (await call(null, 'GET', '/api/hashtags/hiddenbass')).json<{ postCount: number }>();
    expect(tag.postCount).toBe(1);
    const mention = (await call(fan, 'GET', '/api/notifications'))
      .json<NotificationList>()
      .items.find((item) => item.type === 'mention');
    expect(mention).toBeDefined();
    expect(mention?.params?.excerpt ?? '').toBe('');
  });

  it('hides a hidden comment from others but shows it to its writer', async () => {
    const comment = (
      await call(fan, 'POST', `/api/posts/${kept.id}/comments`, { content: 'rude words' })
    ).json<Comment>();
    const other = (
      await call(stranger, 'POST', `/api/posts/${kept.id}/comments`, { content: 'nice' })
    ).json<Comment>();
    await t.app.db.transaction(async (tx) => {
      await withdrawHidden(tx, 'comment', comment.id);
      await tx.update(postComments).set({ moderation: 'hidden' }).where(eq(postComments.id, comment.id));
    });
    expect(await threadIds(stranger, kept.id)).toEqual([other.id]);
    const mine = (await call(fan, 'GET', `/api/posts/${kept.id}/comments`)).json<CommentPage>().items;
    expect(mine.find((item) => item.id === comment.id)?.moderation).toBe('hidden');
    expect((await call(null, 'GET', `/api/posts/${kept.id}`)).json<Post>().commentsCount).toBe(1);
  });

  it('brings a restored post back into the feeds and tag counts', async () => {
    await t.app.db.update(userPosts).set({ moderation: null }).where(eq(userPosts.id, hidden.id));
    await publishRestored(t.app, 'post', hidden.id, 'hidden');
    expect(await feedIds(fan)).toContain(hidden.id);
    expect(await feedIds(stranger)).toContain(hidden.id);
    expect(
      (await call(null, 'GET', '/api/hashtags/hiddenbass')).json<{ postCount: number }>().postCount,
    ).toBe(2);
    await hidePost(hidden.id);
  });
});

describe('block', () => {
  let ava: BuiltUser;
  let bo: BuiltUser;
  let cy: BuiltUser;

  beforeAll(async () => {
    ava = await buildUser(t.app, { firstName: 'Avaline', lastName: 'Blockwright' });
    bo = await buildUser(t.app, { firstName: 'Bodhi', lastName: 'Blockedson' });
    cy = await buildUser(t.app, { firstName: 'Cyra', lastName: 'Bystander' });
    // They follow each other; both follow #blockbait; Bo already wrote to Ava.
    expect((await call(ava, 'PUT', `/api/users/${bo.id}/follow`)).statusCode).toBe(200);
    expect((await call(bo, 'PUT', `/api/users/${ava.id}/follow`)).statusCode).toBe(200);
  });

  async function stats(id: string) {
    const [row] = await t.app.db.select().from(profileStats).where(eq(profileStats.userId, id));
    return { followers: row?.followersCount ?? 0, following: row?.followingCount ?? 0 };
  }

  it('removes the follows both ways with the counters, and each leaves the other’s feed', async () => {
    const avaPost = await post(ava, 'Ava on the lake #blockbait');
    const boPost = await post(bo, 'Bo on the river #blockbait');
    const direct = (
      await call(bo, 'POST', '/api/conversations/direct', { userId: ava.id })
    ).json<StartDirectResult>();
    expect(
      (await call(bo, 'POST', `/api/conversations/${direct.conversation.id}/messages`, { content: 'hi' }))
        .statusCode,
    ).toBe(201);
    expect(await feedIds(ava)).toContain(boPost.id);
    const before = { ava: await stats(ava.id), bo: await stats(bo.id) };

    expect((await call(ava, 'PUT', `/api/blocks/${bo.id}`)).statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, ava.id), eq(follows.followingId, bo.id)));
    expect(rows).toEqual([]);
    expect(await stats(ava.id)).toEqual({
      followers: before.ava.followers - 1,
      following: before.ava.following - 1,
    });
    expect(await stats(bo.id)).toEqual({
      followers: before.bo.followers - 1,
      following: before.bo.following - 1,
    });
    const stale = await t.app.db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.userId, ava.id), eq(feedItems.postId, boPost.id)));
    expect(stale).toEqual([]);

    expect(await feedIds(ava)).not.toContain(boPost.id);
    expect(await feedIds(bo)).not.toContain(avaPost.id);
    // Through a hashtag both follow, neither comes back.
    await call(ava, 'PUT', '/api/hashtags/blockbait/follow');
    await call(bo, 'PUT', '/api/hashtags/blockbait/follow');
    await post(bo, 'Bo again #blockbait');
    expect(await hashtagIds(ava, 'blockbait')).toEqual([avaPost.id]);
    expect(await hashtagIds(cy, 'blockbait')).toHaveLength(3);
    expect(await feedIds(ava)).toEqual([avaPost.id]);
    expect(await profileIds(ava, bo)).toEqual([]);
    expect(await profileIds(bo, ava)).toEqual([]);
    expect((await call(ava, 'GET', `/api/posts/${boPost.id}`)).statusCode).toBe(404);
    expect((await call(bo, 'GET', `/api/posts/${avaPost.id}`)).statusCode).toBe(404);
  });

  it('stops follows, likes and comments both ways with 403', async () => {
    const avaPost = await post(ava, 'Ava post two');
    const boPost = await post(bo, 'Bo post two');
    for (const [who, other, code] of [
      [ava, bo, 'youBlockedPerson'],
      [bo, ava, 'blockedByPerson'],
    ] as const) {
      const followed = await call(who, 'PUT', `/api/users/${other.id}/follow`);
      expect(followed.statusCode).toBe(403);
      expect(errorOf(followed).code).toBe(code);
      const target = who === ava ? boPost : avaPost;
      const liked = await call(who, 'PUT', `/api/posts/${target.id}/like`);
      expect(liked.statusCode).toBe(403);
      expect(errorOf(liked).code).toBe(code);
      const commented = await call(who, 'POST', `/api/posts/${target.id}/comments`, { content: 'hey' });
      expect(commented.statusCode).toBe(403);
      expect(errorOf(commented).code).toBe(code);
    }
  });

  it('leaves the other’s comments out of a third person’s thread for each of them', async () => {
    const cyPost = await post(cy, 'Cy asks a question');
    const avaComment = (
      await call(ava, 'POST', `/api/posts/${cyPost.id}/comments`, { content: 'A says' })
    ).json<Comment>();
    const boComment = (
      await call(bo, 'POST', `/api/posts/${cyPost.id}/comments`, { content: 'B says' })
    ).json<Comment>();
    expect(await threadIds(ava, cyPost.id)).toEqual([avaComment.id]);
    expect(await threadIds(bo, cyPost.id)).toEqual([boComment.id]);
    expect(await threadIds(cy, cyPost.id)).toEqual([avaComment.id, boComment.id]);
    // A reply to the other's comment is refused.
    const reply = await call(bo, 'POST', `/api/posts/${cyPost.id}/comments`, {
      content: 'no',
      parentId: avaComment.id,
    });
    expect(reply.statusCode).toBe(403);
  });

  it('stops new messages and conversations both ways; the old conversation stays readable', async () => {
    const existing = (
      await call(ava, 'POST', '/api/conversations/direct', { userId: bo.id })
    ).json<StartDirectResult>();
    expect(existing.created).toBe(false);
    expect(existing.conversation.canSend).toBe(false);
    for (const [who, code] of [
      [ava, 'youBlockedPerson'],
      [bo, 'blockedByPerson'],
    ] as const) {
      const sent = await call(who, 'POST', `/api/conversations/${existing.conversation.id}/messages`, {
        content: 'still there?',
      });
      expect(sent.statusCode).toBe(403);
      expect(errorOf(sent).code).toBe(code);
      const history = await call(who, 'GET', `/api/conversations/${existing.conversation.id}/messages`);
      expect(history.json<MessagePage>().items.map((item) => item.content)).toEqual(['hi']);
    }
    // A new direct conversation, from a fresh pair's point of view: Ava blocks Cy's friend Dee, who never wrote.
    const dee = await buildUser(t.app, { firstName: 'Dee', lastName: 'New' });
    await call(dee, 'PUT', `/api/blocks/${cy.id}`);
    const fromCy = await call(cy, 'POST', '/api/conversations/direct', { userId: dee.id });
    expect(fromCy.statusCode).toBe(403);
    expect(errorOf(fromCy).code).toBe('blockedByPerson');
    const fromDee = await call(dee, 'POST', '/api/conversations/direct', { userId: cy.id });
    expect(fromDee.statusCode).toBe(403);
    expect(errorOf(fromDee).code).toBe('youBlockedPerson');
    const group = await call(cy, 'POST', '/api/conversations/group', { userIds: [dee.id, ava.id] });
    expect(group.statusCode).toBe(403);
    await call(dee, 'DELETE', `/api/blocks/${cy.id}`);
  });

  it('makes a mention of the other plain text with no notification', async () => {
    const boHandle = await handleOf(t.app, bo);
    const avaHandle = await handleOf(t.app, ava);
    const fromAva = await post(ava, `hello @${boHandle}`);
    const fromBo = await post(bo, `hello @${avaHandle}`);
    expect(fromAva.mentions).toEqual([]);
    expect(fromBo.mentions).toEqual([]);
    const mentions = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'mention'), eq(notifications.userId, bo.id)));
    expect(mentions).toEqual([]);
    // Cy is mentioned as usual.
    const cyHandle = await handleOf(t.app, cy);
    expect((await post(ava, `hello @${cyHandle}`)).mentions.map((m) => m.userId)).toEqual([cy.id]);
  });

  it('hides each from the other in people search and suggestions; the blocker’s profile is 404 to the blocked', async () => {
    const search = async (who: BuiltUser, q: string) =>
      (await call(who, 'GET', `/api/people/search?q=${encodeURIComponent(q)}`))
        .json<PeopleList>()
        .items.map((item) => item.id);
    expect(await search(ava, 'Bodhi Blockedson')).not.toContain(bo.id);
    expect(await search(bo, 'Avaline Blockwright')).not.toContain(ava.id);
    expect(await search(cy, 'Bodhi Blockedson')).toContain(bo.id);
    const suggested = (await call(ava, 'GET', '/api/people/suggestions?limit=50')).json<PeopleList>();
    expect(suggested.items.map((item) => item.id)).not.toContain(bo.id);

    expect((await call(bo, 'GET', `/api/profiles/${ava.id}`)).statusCode).toBe(404);
    expect((await call(ava, 'GET', `/api/profiles/${bo.id}`)).statusCode).toBe(200);
  });
});

describe('mute', () => {
  it('hides the muted person’s posts and comments from the muter only', async () => {
    const muter = await buildUser(t.app, { firstName: 'Mia', lastName: 'Muter' });
    const loud = await buildUser(t.app, { firstName: 'Lou', lastName: 'Loud' });
    const other = await buildUser(t.app, { firstName: 'Oli', lastName: 'Other' });
    await follow(t.app, muter, loud);
    await follow(t.app, other, loud);
    const loudPost = await post(loud, 'So loud #mutetest');
    const otherPost = await post(other, 'A quiet thread #mutetest');
    const loudComment = (
      await call(loud, 'POST', `/api/posts/${otherPost.id}/comments`, { content: 'loud comment' })
    ).json<Comment>();
    await call(loud, 'PUT', `/api/posts/${otherPost.id}/like`);

    expect((await call(muter, 'PUT', `/api/mutes/${loud.id}`)).statusCode).toBe(200);
    expect(await feedIds(muter)).not.toContain(loudPost.id);
    expect(await hashtagIds(muter, 'mutetest')).toEqual([otherPost.id]);
    expect(await threadIds(muter, otherPost.id)).toEqual([]);
    expect(await trendingIds(muter)).not.toContain(loudPost.id);
    // Nobody else is affected, and the muter can still follow and open the person.
    expect(await feedIds(other)).toContain(loudPost.id);
    expect(await threadIds(other, otherPost.id)).toEqual([loudComment.id]);
    expect((await call(muter, 'GET', `/api/posts/${loudPost.id}`)).statusCode).toBe(200);
    expect((await call(loud, 'PUT', `/api/users/${muter.id}/follow`)).statusCode).toBe(200);
  });
});

describe('automatic holds', () => {
  let heldAuthor: BuiltUser;
  let reader: BuiltUser;

  beforeAll(async () => {
    await saveModerationSettings(t.app.db, {
      holdWords: ['bad bait', 'سمكة'],
      strikesToSuspend: 3,
      strikeSuspensionDays: 7,
      holdNewAccountLinks: true,
    });
    heldAuthor = await buildUser(t.app, { firstName: 'Hal', lastName: 'Held' });
    reader = await buildUser(t.app, { firstName: 'Rea', lastName: 'Reader' });
    await follow(t.app, reader, heldAuthor);
  });

  async function holdItem(targetType: string, targetId: string) {
    const [row] = await t.app.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.targetType, targetType), eq(moderationItems.targetId, targetId)));
    return row;
  }

  it('holds a post with a listed phrase: the author sees it held, followers never get it', async () => {
    const held = await post(heldAuthor, 'Selling BAD   Bait cheap #heldtag');
    expect(held.moderation).toBe('held');
    const item = await holdItem('post', held.id);
    expect(item).toMatchObject({
      source: 'hold',
      status: 'open',
      severity: 2,
      authorId: heldAuthor.id,
      holdRule: 'word',
      holdMatch: 'bad bait',
      reportCount: 0,
    });
    expect(await feedIds(reader)).not.toContain(held.id);
    expect(
      await t.app.db
        .select()
        .from(feedItems)
        .where(and(eq(feedItems.userId, reader.id), eq(feedItems.postId, held.id))),
    ).toEqual([]);
    expect((await call(reader, 'GET', `/api/posts/${held.id}`)).statusCode).toBe(404);
    // A tag whose only post is held is not known to anyone else.
    expect((await call(null, 'GET', '/api/hashtags/heldtag/posts')).statusCode).toBe(404);
    expect((await call(heldAuthor, 'GET', `/api/posts/${held.id}`)).json<Post>().moderation).toBe('held');
    expect(await feedIds(heldAuthor)).toContain(held.id);

    // Restoring publishes it: in the follower's feed and counted in its tag.
    await t.app.db.update(userPosts).set({ moderation: null }).where(eq(userPosts.id, held.id));
    await publishRestored(t.app, 'post', held.id, 'held');
    expect(await feedIds(reader)).toContain(held.id);
    expect(await hashtagIds(null, 'heldtag')).toEqual([held.id]);
  });

  it('holds a post edited to carry a listed word: it leaves the followers’ feeds and its tag count', async () => {
    const clean = await post(heldAuthor, 'A clean post #edittag');
    expect(await feedIds(reader)).toContain(clean.id);
    const edited = await call(heldAuthor, 'PATCH', `/api/posts/${clean.id}`, {
      content: 'Now with bad bait #edittag',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Post>().moderation).toBe('held');
    expect((await holdItem('post', clean.id))?.holdMatch).toBe('bad bait');
    expect(await feedIds(reader)).not.toContain(clean.id);
    expect((await call(reader, 'GET', `/api/posts/${clean.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/hashtags/edittag')).statusCode).toBe(404);
  });

  it('matches whole words only, in any script', async () => {
    expect((await post(heldAuthor, 'badbait is one word')).moderation ?? null).toBeNull();
    const arabic = await post(heldAuthor, 'اصطدت سمكة كبيرة اليوم');
    expect(arabic.moderation).toBe('held');
    expect((await holdItem('post', arabic.id))?.holdMatch).toBe('سمكة');
    expect((await post(heldAuthor, 'السمكةالكبيرة')).moderation ?? null).toBeNull();
  });

  it('holds comments (without counting or notifying) and messages (the others never see them)', async () => {
    const open = await post(reader, 'An open thread');
    const comment = await call(heldAuthor, 'POST', `/api/posts/${open.id}/comments`, {
      content: 'bad bait here',
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json<Comment>().moderation).toBe('held');
    expect((await holdItem('comment', comment.json<Comment>().id))?.holdRule).toBe('word');
    expect(await threadIds(reader, open.id)).toEqual([]);
    expect((await call(reader, 'GET', `/api/posts/${open.id}`)).json<Post>().commentsCount).toBe(0);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.type, 'comment')));
    expect(told).toEqual([]);

    const { conversation } = (
      await call(heldAuthor, 'POST', '/api/conversations/direct', { userId: reader.id })
    ).json<StartDirectResult>();
    const sent = await call(heldAuthor, 'POST', `/api/conversations/${conversation.id}/messages`, {
      content: 'want some bad bait?',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Message>().moderation).toBe('held');
    expect((await holdItem('message', sent.json<Message>().id))?.holdMatch).toBe('bad bait');
    const theirs = await call(reader, 'GET', `/api/conversations/${conversation.id}/messages`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<MessagePage>().items).toEqual([]);
    const mine = (
      await call(heldAuthor, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json<MessagePage>();
    expect(mine.items.map((item) => item.moderation)).toEqual(['held']);
    const detail = (
      await call(reader, 'GET', `/api/conversations/${conversation.id}`)
    ).json<ConversationDetail>();
    expect(detail.lastMessage).toBeNull();

    // Restored, both reach the others as if just written.
    const commentId = comment.json<Comment>().id;
    const messageId = sent.json<Message>().id;
    await t.app.db.update(postComments).set({ moderation: null }).where(eq(postComments.id, commentId));
    await publishRestored(t.app, 'comment', commentId, 'held');
    expect(await threadIds(reader, open.id)).toEqual([commentId]);
    expect((await call(reader, 'GET', `/api/posts/${open.id}`)).json<Post>().commentsCount).toBe(1);
    const toldNow = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.id), eq(notifications.type, 'comment')));
    expect(toldNow).toHaveLength(1);
    await t.app.db.update(messages).set({ moderation: null }).where(eq(messages.id, messageId));
    await publishRestored(t.app, 'message', messageId, 'held');
    const after = (
      await call(reader, 'GET', `/api/conversations/${conversation.id}/messages`)
    ).json<MessagePage>();
    expect(after.items.map((item) => item.id)).toEqual([messageId]);
    const restored = (
      await call(reader, 'GET', `/api/conversations/${conversation.id}`)
    ).json<ConversationDetail>();
    expect(restored.lastMessage?.id).toBe(messageId);
    expect(restored.unreadCount).toBe(1);
  });

  it('holds a new account’s first posts with a link, not an older account’s', async () => {
    const newcomer = await buildUser(t.app, { firstName: 'Nia', lastName: 'Newcomer' });
    const linked = await post(newcomer, 'Cheap reels at https://example.test/reels');
    expect(linked.moderation).toBe('held');
    expect(await holdItem('post', linked.id)).toMatchObject({
      holdRule: 'new_account_link',
      holdMatch: null,
    });
    expect((await post(newcomer, 'No link here')).moderation ?? null).toBeNull();

    const veteran = await buildUser(t.app, { firstName: 'Vic', lastName: 'Veteran' });
    await t.app.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(user.id, veteran.id));
    expect((await post(veteran, 'See www.example.com/reels')).moderation ?? null).toBeNull();

    // Past the first three posts and comments, a link passes.
    const regular = await buildUser(t.app, { firstName: 'Reg', lastName: 'Ular' });
    for (const text of ['one', 'two', 'three']) await post(regular, text);
    expect((await post(regular, 'now https://example.test')).moderation ?? null).toBeNull();
  });
});
