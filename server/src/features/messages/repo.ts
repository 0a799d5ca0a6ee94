import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Media } from '@tightlines/domain/social/posts';
import type { ConversationBox, MessageReach } from '@tightlines/domain/messages/contract';
import type { Db } from '#server/db/client';
import {
  conversationParticipants,
  conversations,
  follows,
  jobs,
  messageSettings,
  messages,
  teamMembers,
} from '#server/db/schema';

/** PostgreSQL text of a timestamp with its microseconds (cursors compare it back exactly). */
const sortKey = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One array parameter (a PostgreSQL array literal) instead of one parameter per id, so every list size is the same
 * prepared statement. Only ids that are UUIDs get here (validated by the routes or read from the database).
 */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export type PersonCols = {
  id: string;
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
};

// ── conversations ─────────────────────────────────────────────────────────────────────────────────────

export interface ConversationRow {
  id: string;
  type: string;
  title: string | null;
  teamId: string | null;
  createdBy: string | null;
  lastMessageAt: Date | null;
  participantCount: number;
}

export async function findConversation(db: Db, conversationId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select({
      id: conversations.id,
      type: conversations.type,
      title: conversations.title,
      teamId: conversations.teamId,
      createdBy: conversations.createdBy,
      lastMessageAt: conversations.lastMessageAt,
      participantCount: conversations.participantCount,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row;
}

export interface ParticipantRow {
  userId: string;
  hasLeft: boolean;
  isRequest: boolean;
  lastReadAt: Date | null;
  unreadCount: number;
}

/** The person's row in a conversation (left or not); undefined when they were never in it. */
export async function findParticipant(
  db: Db,
  conversationId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ParticipantRow | undefined> {
  const query = db
    .select({
      userId: conversationParticipants.userId,
      hasLeft: conversationParticipants.hasLeft,
      isRequest: conversationParticipants.isRequest,
      lastReadAt: conversationParticipants.lastReadAt,
      unreadCount: conversationParticipants.unreadCount,
    })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Ids of the people still in a conversation. */
export async function activeParticipantIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.hasLeft, false),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Creates the direct conversation of `key` unless it exists (then answers null: another start won). */
export async function insertDirectConversation(
  db: Db,
  key: string,
  createdBy: string,
): Promise<string | null> {
  const [row] = await db
    .insert(conversations)
    .values({ type: 'direct', directKey: key, createdBy, participantCount: 2 })
    .onConflictDoNothing({ target: conversations.directKey })
    .returning({ id: conversations.id });
  return row?.id ?? null;
}

export async function findDirectConversation(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, key));
  return row?.id;
}

export async function insertConversation(
  db: Db,
  values: {
    type: 'group' | 'team';
    title?: string | null;
    teamId?: string | null;
    createdBy: string | null;
    participantCount: number;
  },
): Promise<string> {
  const [row] = await db.insert(conversations).values(values).returning({ id: conversations.id });
  if (!row) throw new Error('conversation not created');
  return row.id;
}

export async function insertParticipants(
  db: Db,
  conversationId: string,
  people: { userId: string; isRequest: boolean; isHidden?: boolean }[],
): Promise<void> {
  if (people.length === 0) return;
  await db
    .insert(conversationParticipants)
    .values(people.map((person) => ({ conversationId, ...person })))
    .onConflictDoNothing();
}

// ── reach ─────────────────────────────────────────────────────────────────────────────────────────────

export async function reachOf(db: Db, userIds: string[]): Promise<Map<string, MessageReach>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: messageSettings.userId, reach: messageSettings.reach })
    .from(messageSettings)
    .where(inArray(messageSettings.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.reach as MessageReach]));
}

export async function saveReach(db: Db, userId: string, reach: MessageReach): Promise<void> {
  await db
    .insert(messageSettings)
    .values({ userId, reach })
    .onConflictDoUpdate({ target: messageSettings.userId, set: { reach, updatedAt: new Date() } });
}

/** Of `followerIds`, those who follow `userId`. */
export async function whoFollow(db: Db, followerIds: string[], userId: string): Promise<Set<string>> {
  if (followerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(inArray(follows.followerId, followerIds), eq(follows.followingId, userId)));
  return new Set(rows.map((row) => row.id));
}

/** Which of these ids are people (an unknown id cannot be put in a conversation). */
export async function existingUsers(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const result = await db.execute<{ id: string }>(
    sql`select id from "user" where id = any(${uuidArray(userIds)}::uuid[])`,
  );
  return new Set(result.rows.map((row) => row.id));
}

// ── the list ──────────────────────────────────────────────────────────────────────────────────────────

export type ListRow = {
  id: string;
  type: string;
  title: string | null;
  participant_count: number;
  last_message_at: Date | string | null;
  is_request: boolean;
  unread_count: number;
  sort_at: string;
  team_slug: string | null;
  team_name: string | null;
  team_logo_url: string | null;
  lm_id: string | null;
  lm_sender_id: string | null;
  lm_content: string | null;
  lm_has_image: boolean | null;
  lm_is_deleted: boolean | null;
  lm_created_at: Date | string | null;
  /** Up to five other people still in it (earliest joined first), as profile rows. */
  people: PersonCols[] | null;
};

const LIST_COLUMNS = sql`
  c.id, c.type, c.title, c.participant_count, c.last_message_at,
  p.is_request, p.unread_count, ${sortKey(sql`p.activity_at`)} as sort_at,
  t.slug as team_slug, t.name as team_name, t.logo_url as team_logo_url,
  m.id as lm_id, m.sender_id as lm_sender_id, left(m.content, 400) as lm_content,
  (m.image is not null) as lm_has_image, m.is_deleted as lm_is_deleted, m.created_at as lm_created_at,
  o.people`;

/** A held or hidden last message is no preview for anyone but its sender (the conversation shows none). */
const LIST_JOINS = (readerId: string) => sql`
  join conversations c on c.id = p.conversation_id
  left join teams t on t.id = c.team_id
  left join messages m on m.id = c.last_message_id and (m.moderation is null or m.sender_id = ${readerId})
  left join lateral (
    select json_agg(json_build_object('id', pr.id, 'handle', pr.handle, 'first_name', pr.first_name,
             'last_name', pr.last_name, 'display_name', pr.display_name, 'avatar_url', pr.avatar_url)
             order by x.joined_at, x.user_id) as people
      from (select cp.user_id, cp.joined_at from conversation_participants cp
             where cp.conversation_id = c.id and cp.user_id <> ${readerId} and not cp.has_left
             order by cp.joined_at, cp.user_id limit 5) x
      join profiles pr on pr.id = x.user_id) o on true`;

/**
 * A page of the person's conversations in one box, newest activity first: the page's rows are taken from one walk
 * of conversation_participants_list_idx first (a subquery with its own LIMIT), and only they are joined.
 */
export async function listConversations(
  db: Db,
  userId: string,
  box: ConversationBox,
  cursor: { at: string; id: string } | null,
  limit: number,
): Promise<ListRow[]> {
  const result = await db.execute<ListRow>(sql`
    select ${LIST_COLUMNS}
      from (select conversation_id, is_request, unread_count, activity_at
              from conversation_participants
             where user_id = ${userId} and not has_left and not is_hidden and is_request = ${box === 'requests'}
               ${cursor ? sql`and (activity_at, conversation_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
             order by activity_at desc nulls last, conversation_id desc nulls last
             limit ${limit}) p
      ${LIST_JOINS(userId)}
     order by p.activity_at desc, p.conversation_id desc`);
  return result.rows;
}

/** One conversation as the list shows it, for a person in it (undefined when they are not, or left). */
export async function conversationForReader(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<ListRow | undefined> {
  const result = await db.execute<ListRow>(sql`
    select ${LIST_COLUMNS}
      from conversation_participants p
      ${LIST_JOINS(userId)}
     where p.conversation_id = ${conversationId} and p.user_id = ${userId} and not p.has_left`);
  return result.rows[0];
}

/** Everyone still in a conversation with their read marks. */
export async function membersOf(
  db: Db,
  conversationId: string,
): Promise<(PersonCols & { last_read_at: Date | string | null })[]> {
  const result = await db.execute<PersonCols & { last_read_at: Date | string | null }>(sql`
    select pr.id, pr.handle, pr.first_name, pr.last_name, pr.display_name, pr.avatar_url, cp.last_read_at
      from conversation_participants cp
      join profiles pr on pr.id = cp.user_id
     where cp.conversation_id = ${conversationId} and not cp.has_left
     order by cp.joined_at, cp.user_id`);
  return result.rows;
}

export async function unreadSummary(
  db: Db,
  userId: string,
): Promise<{ unreadCount: number; requestCount: number }> {
  const result = await db.execute<{ unread: number | string | null; requests: number | string | null }>(sql`
    select coalesce(sum(p.unread_count) filter (where not p.is_request), 0) as unread,
           count(*) filter (where p.is_request) as requests
      from conversation_participants p
     where p.user_id = ${userId} and not p.has_left and not p.is_hidden
       and (p.unread_count > 0 or p.is_request)`);
  const row = result.rows[0];
  return { unreadCount: Number(row?.unread ?? 0), requestCount: Number(row?.requests ?? 0) };
}

// ── messages ──────────────────────────────────────────────────────────────────────────────────────────

export type MessageRow = Omit<PersonCols, 'id'> & {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  content: string;
  image: Media | null;
  is_deleted: boolean;
  client_id: string | null;
  created_at: Date | string;
  sort_at: string;
  /** 'held' or 'hidden' (rows of it reach only its sender), else null. */
  moderation?: string | null;
};

const MESSAGE_COLUMNS = sql`
  m.id, m.conversation_id, m.sender_id, m.content, m.image, m.is_deleted, m.client_id, m.created_at, m.moderation,
  ${sortKey(sql`m.created_at`)} as sort_at,
  pr.handle, pr.first_name, pr.last_name, pr.display_name, pr.avatar_url`;

/**
 * Newest first from `before` (exclusive); the service turns the page round. A held or hidden message is its
 * sender's only: the others do not see it at all.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  readerId: string,
  before: { at: string; id: string } | null,
  limit: number,
): Promise<MessageRow[]> {
  const result = await db.execute<MessageRow>(sql`
    select ${MESSAGE_COLUMNS}
      from messages m
      left join profiles pr on pr.id = m.sender_id
     where m.conversation_id = ${conversationId} and (m.moderation is null or m.sender_id = ${readerId})
       ${before ? sql`and (m.created_at, m.id) < (${before.at}::timestamptz, ${before.id}::uuid)` : sql``}
     order by m.created_at desc nulls last, m.id desc nulls last
     limit ${limit}`);
  return result.rows;
}

export async function messageById(db: Db, messageId: string): Promise<MessageRow | undefined> {
  const result = await db.execute<MessageRow>(sql`
    select ${MESSAGE_COLUMNS}
      from messages m
      left join profiles pr on pr.id = m.sender_id
     where m.id = ${messageId}`);
  return result.rows[0];
}

export async function findMessage(db: Db, conversationId: string, messageId: string) {
  const [row] = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      isDeleted: messages.isDeleted,
      imageKeys: messages.imageKeys,
      createdAt: messages.createdAt,
      moderation: messages.moderation,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .for('update');
  return row;
}

/** A message sent again with the same clientId by the same person (a retried send) answers the first one. */
export async function messageByClientId(
  db: Db,
  conversationId: string,
  senderId: string,
  clientId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return row?.id;
}

/** Stores a message; null when this sender already sent this clientId here (a retried send). */
export async function insertMessage(
  db: Db,
  values: {
    conversationId: string;
    senderId: string;
    content: string;
    image: Media | null;
    imageKeys: string[] | null;
    clientId: string | null;
    moderation?: string | null;
  },
): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .onConflictDoNothing({
      target: [messages.conversationId, messages.senderId, messages.clientId],
      where: sql`${messages.clientId} is not null`,
    })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row ?? null;
}

/** What a send needs to know, in one query: the sender's place in the conversation, the conversation, the sender. */
export async function sendContext(db: Db, conversationId: string, userId: string) {
  const result = await db.execute<
    PersonCols & {
      has_left: boolean;
      type: string;
      created_by: string | null;
      last_message_at: Date | string | null;
      /** In a direct conversation: 'you' when the sender blocked the other person, 'them' when blocked by them. */
      block: 'you' | 'them' | null;
    }
  >(sql`
    select p.has_left, c.type, c.created_by, c.last_message_at,
           case when c.type <> 'direct' then null
             when exists (select 1 from conversation_participants o join user_blocks b
               on b.blocker_id = ${userId} and b.blocked_id = o.user_id
               where o.conversation_id = c.id and o.user_id <> ${userId}) then 'you'
             when exists (select 1 from conversation_participants o join user_blocks b
               on b.blocked_id = ${userId} and b.blocker_id = o.user_id
               where o.conversation_id = c.id and o.user_id <> ${userId}) then 'them' end as block,
           pr.id, pr.handle, pr.first_name, pr.last_name, pr.display_name, pr.avatar_url
      from conversation_participants p
      join conversations c on c.id = p.conversation_id
      left join profiles pr on pr.id = p.user_id
     where p.conversation_id = ${conversationId} and p.user_id = ${userId}`);
  return result.rows[0];
}

/**
 * After a message: the conversation's last message, every participant's sort key, one more unread for the
 * others; the sender has read everything, and replying accepts a request. Answers who is in it.
 */
export async function recordSend(
  db: Db,
  conversationId: string,
  senderId: string,
  message: { id: string; createdAt: Date },
): Promise<{ userId: string; isRequest: boolean }[]> {
  await db
    .update(conversations)
    .set({ lastMessageId: message.id, lastMessageAt: message.createdAt })
    .where(eq(conversations.id, conversationId));
  const at = message.createdAt.toISOString();
  const result = await db.execute<{ user_id: string; is_request: boolean }>(sql`
    update conversation_participants
       set activity_at = greatest(activity_at, ${at}::timestamptz),
           unread_count = case when user_id = ${senderId} then 0 else unread_count + 1 end,
           last_read_at = case when user_id = ${senderId} then greatest(last_read_at, ${at}::timestamptz) else last_read_at end,
           is_request = case when user_id = ${senderId} then false else is_request end,
           is_hidden = false
     where conversation_id = ${conversationId} and not has_left
     returning user_id, is_request`);
  return result.rows.map((row) => ({ userId: row.user_id, isRequest: row.is_request }));
}

/**
 * Clears a message (the row stays); those who had not read it yet have one unread less (`counted`: a held or
 * hidden message was nobody's unread).
 */
export async function softDeleteMessage(
  db: Db,
  conversationId: string,
  messageId: string,
  createdAt: Date,
  senderId: string,
  counted = true,
): Promise<void> {
  await db
    .update(messages)
    .set({ content: '', image: null, imageKeys: null, isDeleted: true })
    .where(eq(messages.id, messageId));
  if (!counted) return;
  await db.execute(sql`
    update conversation_participants
       set unread_count = unread_count - 1
     where conversation_id = ${conversationId} and not has_left and user_id <> ${senderId}
       and unread_count > 0 and (last_read_at is null or last_read_at < ${createdAt.toISOString()}::timestamptz)`);
}

export async function markRead(db: Db, conversationId: string, userId: string): Promise<Date> {
  const result = await db.execute<{ last_read_at: Date | string }>(sql`
    update conversation_participants
       set last_read_at = greatest(coalesce(last_read_at, clock_timestamp()), clock_timestamp()), unread_count = 0
     where conversation_id = ${conversationId} and user_id = ${userId}
     returning last_read_at`);
  return new Date(result.rows[0]!.last_read_at);
}

export async function acceptRequest(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(conversationParticipants)
    .set({ isRequest: false })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        eq(conversationParticipants.isRequest, true),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  return rows.length > 0;
}

export async function setRequest(
  db: Db,
  conversationId: string,
  userId: string,
  isRequest: boolean,
): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({ isRequest })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

/** Leaves (idempotent): the row stays with has_left, the conversation counts one person less. */
/** Declines a request: it leaves the person's Requests (their row is hidden, nothing unread) until another message comes. */
export async function declineRequest(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({ isHidden: true, unreadCount: 0 })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        eq(conversationParticipants.isRequest, true),
      ),
    );
}

export async function leaveConversation(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(conversationParticipants)
    .set({ hasLeft: true, unreadCount: 0, isRequest: false })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        eq(conversationParticipants.hasLeft, false),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  if (rows.length === 0) return false;
  await db
    .update(conversations)
    .set({ participantCount: sql`greatest(${conversations.participantCount} - 1, 0)` })
    .where(eq(conversations.id, conversationId));
  return true;
}

// ── team chats ────────────────────────────────────────────────────────────────────────────────────────

export async function teamConversationId(db: Db, teamId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.teamId, teamId));
  return row?.id;
}

/** The team's chat with every current member in it (made when missing; idempotent). */
export async function ensureTeamConversation(db: Db, teamId: string, createdBy: string): Promise<string> {
  await db
    .insert(conversations)
    .values({ type: 'team', teamId, createdBy, participantCount: 0 })
    .onConflictDoNothing({ target: conversations.teamId });
  const id = await teamConversationId(db, teamId);
  if (!id) throw new Error('team conversation missing');
  await db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, joined_at, activity_at)
    select ${id}, m.user_id, m.joined_at, greatest(m.joined_at, coalesce(c.last_message_at, m.joined_at))
      from team_members m join conversations c on c.id = ${id}
     where m.team_id = ${teamId}
    on conflict (conversation_id, user_id) do update
       set has_left = false, joined_at = case when conversation_participants.has_left then excluded.joined_at else conversation_participants.joined_at end
     where conversation_participants.has_left`);
  await db.execute(sql`
    update conversation_participants cp set has_left = true, unread_count = 0
     where cp.conversation_id = ${id} and not cp.has_left
       and not exists (select 1 from ${teamMembers} m where m.team_id = ${teamId} and m.user_id = cp.user_id)`);
  await syncParticipantCount(db, id);
  return id;
}

export async function teamConversationBySlug(db: Db, teamSlug: string): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from conversations c join teams t on t.id = c.team_id where t.slug = ${teamSlug}`);
  return result.rows[0]?.id;
}

export async function captainTeamConversation(db: Db, captainId: string): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    select c.id from conversations c join teams t on t.id = c.team_id
     where t.captain_user_id = ${captainId}
     order by t.created_at limit 1`);
  return result.rows[0]?.id;
}

export async function syncParticipantCount(db: Db, conversationId: string): Promise<void> {
  await db.execute(sql`
    update conversations set participant_count =
      (select count(*) from conversation_participants where conversation_id = ${conversationId} and not has_left)
     where id = ${conversationId}`);
}

// ── e-mail about unread messages ──────────────────────────────────────────────────────────────────────

export type UnemailedRow = {
  conversation_id: string;
  sender_id: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  handle: string | null;
  messages: number | string;
  newest: Date | string;
  /** The same instant with PostgreSQL's microseconds (what emailed_through is set to). */
  newest_at: string;
};

/**
 * Unread inbox messages the person was not e-mailed about yet, by conversation and sender (newest last), from
 * the conversations where their unread counter is up.
 */
export async function unemailedMessages(db: Db, userId: string): Promise<UnemailedRow[]> {
  const result = await db.execute<UnemailedRow>(sql`
    select m.conversation_id, m.sender_id, pr.first_name, pr.last_name, pr.display_name, pr.handle,
           count(*) as messages, max(m.created_at) as newest, ${sortKey(sql`max(m.created_at)`)} as newest_at
      from conversation_participants p
      join messages m on m.conversation_id = p.conversation_id
      left join profiles pr on pr.id = m.sender_id
     where p.user_id = ${userId} and not p.has_left and not p.is_request and p.unread_count > 0
       and m.created_at > greatest(coalesce(p.last_read_at, '-infinity'), coalesce(p.emailed_through, '-infinity'), p.joined_at)
       and (m.sender_id is null or m.sender_id <> ${userId}) and not m.is_deleted and m.moderation is null
     group by m.conversation_id, m.sender_id, pr.first_name, pr.last_name, pr.display_name, pr.handle
     order by max(m.created_at)`);
  return result.rows;
}

export async function markMessagesEmailed(
  db: Db,
  userId: string,
  through: { conversationId: string; at: string }[],
): Promise<void> {
  for (const { conversationId, at } of through)
    await db
      .update(conversationParticipants)
      .set({ emailedThrough: sql`greatest(${conversationParticipants.emailedThrough}, ${at}::timestamptz)` })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      );
}

/**
 * One pending e-mail job per recipient (queue, dedupe key), as jobs/runner.ts enqueue() makes it, for many
 * recipients in one statement; a pending job keeps its earlier run time.
 */
export async function enqueueForEach(
  db: Db,
  queue: string,
  recipients: { payload: unknown; dedupeKey: string }[],
  runAt: Date,
): Promise<void> {
  if (recipients.length === 0) return;
  await db
    .insert(jobs)
    .values(recipients.map(({ payload, dedupeKey }) => ({ queue, payload, dedupeKey, runAt })))
    .onConflictDoUpdate({
      target: [jobs.queue, jobs.dedupeKey],
      targetWhere: sql`${jobs.doneAt} is null`,
      set: { runAt: sql`excluded.run_at` },
      // A pending job due sooner is left as it is: locked like any conflict (what followUp relies on), but not
      // rewritten, so a busy conversation does not write a job row per message.
      setWhere: sql`excluded.run_at < ${jobs.runAt}`,
    });
}

export { iso };

/**
 * A held message restored by a moderator reaches the conversation now: it becomes the last message when nothing
 * newer was written, and counts as unread for those still in it who have not read past it. Answers who is in it.
 */
export async function recordRestoredMessage(
  db: Db,
  conversationId: string,
  senderId: string,
  message: { id: string; createdAt: Date },
): Promise<string[]> {
  const at = message.createdAt.toISOString();
  await db.execute(sql`
    update conversations set last_message_id = ${message.id}, last_message_at = ${at}::timestamptz
     where id = ${conversationId} and (last_message_at is null or last_message_at <= ${at}::timestamptz)`);
  const result = await db.execute<{ user_id: string }>(sql`
    update conversation_participants
       set activity_at = greatest(activity_at, ${at}::timestamptz),
           unread_count = case when user_id <> ${senderId}
             and (last_read_at is null or last_read_at < ${at}::timestamptz) then unread_count + 1 else unread_count end,
           is_hidden = false
     where conversation_id = ${conversationId} and not has_left
     returning user_id`);
  return result.rows.map((row) => row.user_id);
}
