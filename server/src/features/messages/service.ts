import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_MESSAGE_REACH,
  GROUP_MAX_PARTICIPANTS,
  MESSAGE_EVENTS,
  MESSAGE_MAX_CHARS,
  SendMessageFieldsSchema,
  TYPING_SEND_INTERVAL_MS,
  type ConversationBox,
  type ConversationDetail,
  type ConversationPage,
  type ConversationUpdatedEvent,
  type ConversationReadEvent,
  type Message,
  type MessageDeletedEvent,
  type MessagePage,
  type MessageReach,
  type MessageSettings,
  type NewMessageEvent,
  type StartDirectResult,
  type TypingEvent,
  type UnreadSummary,
} from '@tightlines/domain/messages/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import { AppError, forbidden } from '#server/lib/errors';
import { deleteStored, processImage, storeImage, type StoredImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import type { Realtime } from '#server/realtime/realtime';
import type { UploadUrls } from '#server/storage/signed-urls';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { pushAudiencesFor, queuePush } from '#server/features/push/service';
import { assertNotBlocked } from '#server/features/safety/checks/blocks';
import { checkHold, queueHold } from '#server/features/safety/checks/holds';
import { blockBetween, blockedAmong } from '#server/features/safety/checks/relations-repo';
import { MESSAGE_EMAIL_QUEUE, messageEmailKey } from './email';
import { messageMailTextOf } from './mail-text';
import { personOf, presentMessage, presentSummary } from './presenter';
import {
  acceptRequest,
  activeParticipantIds,
  conversationForReader,
  declineRequest,
  enqueueForEach,
  existingUsers,
  findConversation,
  findDirectConversation,
  findMessage,
  findParticipant,
  insertConversation,
  insertDirectConversation,
  insertMessage,
  insertParticipants,
  leaveConversation,
  listConversations,
  listMessages,
  markRead,
  membersOf,
  messageByClientId,
  messageById,
  reachOf,
  recordRestoredMessage,
  recordSend,
  saveReach,
  sendContext,
  setRequest,
  softDeleteMessage,
  teamConversationBySlug,
  unreadSummary,
  whoFollow,
  type ListRow,
} from './repo';

/** What the messaging services use of the app (routes build it once; seeds and tests may pass the app). */
export interface MessageDeps {
  db: Db;
  /** Connections with generic plans, for the conversation list (Database['lists']). */
  listDb?: Db;
  storage: Storage;
  uploadUrls: UploadUrls;
  realtime: Realtime;
  jobs: JobRunner;
  config: Pick<Config, 'messageEmailDelayMs'>;
  log: FastifyBaseLogger;
}

/** The folder of message photos: signed (private) URLs only, handed to participants (storage/signed-urls.ts). */
export const MESSAGE_MEDIA_FOLDER = 'message-media';
/** People a conversation's summary shows (the list's query takes as many). */
const LIST_PEOPLE = 5;

/** Existence is private: a conversation you are not in answers as one that does not exist (staff included). */
export const conversationNotFound = () => AppError.of(404, 'conversationNotFound');

// ── reading ───────────────────────────────────────────────────────────────────────────────────────────

/** The reader's row, when they are (still) in the conversation; else 404. */
async function requireParticipant(db: Db, conversationId: string, userId: string) {
  const participant = await findParticipant(db, conversationId, userId);
  if (!participant || participant.hasLeft) throw conversationNotFound();
  return participant;
}

export async function listConversationsFor(
  deps: Pick<MessageDeps, 'db' | 'listDb'>,
  userId: string,
  query: { box: ConversationBox; cursor?: string; limit: number },
): Promise<ConversationPage> {
  const db = deps.listDb ?? deps.db;
  const rows = await listConversations(db, userId, query.box, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentSummary(row, (row.people ?? []).map(personOf))),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}

export async function unreadFor(deps: Pick<MessageDeps, 'db'>, userId: string): Promise<UnreadSummary> {
  return unreadSummary(deps.db, userId);
}

/** Whether the other person of a direct conversation refuses it: nobody may start one, and none was written yet. */
async function directRefused(
  db: Db,
  conversation: Pick<ListRow, 'type' | 'last_message_at'>,
  otherId: string | undefined,
) {
  if (conversation.type !== 'direct' || conversation.last_message_at || !otherId) return false;
  return ((await reachOf(db, [otherId])).get(otherId) ?? DEFAULT_MESSAGE_REACH) === 'nobody';
}

/**
 * Whether a block stands between the two people of a direct conversation: it stays readable, but takes no new
 * message from either. A group or a team chat goes on as it is (blocking someone does not split a group; the
 * blocker may leave it); a new group cannot be started with someone in a block with the starter.
 */
async function directBlocked(
  db: Db,
  conversation: Pick<ListRow, 'type'>,
  userId: string,
  others: { id: string }[],
): Promise<boolean> {
  const other = others[0];
  if (conversation.type !== 'direct' || !other) return false;
  const { iBlocked, blockedMe } = await blockBetween(db, userId, other.id);
  return iBlocked || blockedMe;
}

/** A team's chat, for its members (/messages/team/{slug}); anyone else, and a team without one, 404. */
export async function getTeamConversation(
  deps: Pick<MessageDeps, 'db'>,
  userId: string,
  teamSlug: string,
): Promise<ConversationDetail> {
  const conversationId = await teamConversationBySlug(deps.db, teamSlug);
  if (!conversationId) throw conversationNotFound();
  return getConversation(deps, userId, conversationId);
}

export async function getConversation(
  deps: Pick<MessageDeps, 'db'>,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  const row = await conversationForReader(deps.db, conversationId, userId);
  if (!row) throw conversationNotFound();
  const members = await membersOf(deps.db, conversationId);
  const others = members.filter((member) => member.id !== userId);
  return {
    ...presentSummary(row, others.slice(0, LIST_PEOPLE).map(personOf)),
    members: members.map((member) => ({
      ...personOf(member),
      lastReadAt: member.last_read_at === null ? null : new Date(member.last_read_at).toISOString(),
    })),
    canSend:
      !(await directRefused(deps.db, row, others[0]?.id)) &&
      !(await directBlocked(deps.db, row, userId, others)),
    canLeave: row.type === 'group',
  };
}

export async function listMessagesFor(
  deps: Pick<MessageDeps, 'db' | 'uploadUrls'>,
  userId: string,
  conversationId: string,
  query: { before?: string; limit: number },
): Promise<MessagePage> {
  await requireParticipant(deps.db, conversationId, userId);
  const rows = await listMessages(
    deps.db,
    conversationId,
    userId,
    decodeCursor(query.before),
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map((row) => presentMessage(row, deps.uploadUrls)),
    nextCursor:
      rows.length > query.limit && oldest ? encodeCursor({ at: oldest.sort_at, id: oldest.id }) : null,
  };
}

// ── starting ──────────────────────────────────────────────────────────────────────────────────────────

/** The two people's ids in order: one direct conversation per pair, whoever starts it. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Who of `recipients` gets `starterId`'s new conversation as a request (their reach is 'following' and they do
 * not follow the starter); 403 'notAcceptingMessages' when any of them accepts no new conversations.
 */
async function reachDecision(db: Db, starterId: string, recipients: string[]): Promise<Set<string>> {
  const reach = await reachOf(db, recipients);
  const of = (id: string): MessageReach => reach.get(id) ?? DEFAULT_MESSAGE_REACH;
  if (recipients.some((id) => of(id) === 'nobody')) throw AppError.of(403, 'notAcceptingMessages');
  const selective = recipients.filter((id) => of(id) === 'following');
  const following = await whoFollow(db, selective, starterId);
  return new Set(selective.filter((id) => !following.has(id)));
}

/**
 * Get-or-create the direct conversation with `otherId`, race-safe: the pair's key is unique, the insert does
 * nothing when another start won, and the winner's row is read back (it committed before our insert returned).
 */
export async function startDirect(
  deps: MessageDeps,
  userId: string,
  otherId: string,
): Promise<StartDirectResult> {
  if (otherId === userId) throw AppError.of(400, 'cannotMessageSelf');
  const key = directKey(userId, otherId);
  const existing = await findDirectConversation(deps.db, key);
  if (existing) return { conversation: await getConversation(deps, userId, existing), created: false };
  if (!(await existingUsers(deps.db, [otherId])).has(otherId)) throw AppError.of(404, 'userNotFound');
  await assertNotBlocked(deps.db, userId, otherId);
  const requests = await reachDecision(deps.db, userId, [otherId]);
  const made = await deps.db.transaction(async (tx) => {
    const id = await insertDirectConversation(tx, key, userId);
    if (!id) return null;
    await insertParticipants(tx, id, [
      { userId, isRequest: false },
      // Theirs shows once someone writes.
      { userId: otherId, isRequest: requests.has(otherId), isHidden: true },
    ]);
    return id;
  });
  const id = made ?? (await findDirectConversation(deps.db, key));
  if (!id) throw AppError.of(500, 'startConversationFailed');
  return { conversation: await getConversation(deps, userId, id), created: made !== null };
}

/** A small group: the starter and 2..49 others (the starter counted once, if listed). */
export async function startGroup(
  deps: MessageDeps,
  userId: string,
  input: { userIds: string[]; title?: string | undefined },
): Promise<ConversationDetail> {
  const others = [...new Set(input.userIds)].filter((id) => id !== userId);
  if (others.length + 1 > GROUP_MAX_PARTICIPANTS) throw AppError.of(400, 'groupTooLarge');
  if (others.length < 2) throw AppError.of(400, 'invalidInput');
  const known = await existingUsers(deps.db, others);
  if (others.some((id) => !known.has(id))) throw AppError.of(404, 'userNotFound');
  const [blocked] = await blockedAmong(deps.db, userId, others);
  if (blocked) await assertNotBlocked(deps.db, userId, blocked);
  const requests = await reachDecision(deps.db, userId, others);
  const title = input.title?.trim() || null;
  const id = await deps.db.transaction(async (tx) => {
    const id = await insertConversation(tx, {
      type: 'group',
      title,
      createdBy: userId,
      participantCount: others.length + 1,
    });
    await insertParticipants(tx, id, [
      { userId, isRequest: false },
      ...others.map((other) => ({ userId: other, isRequest: requests.has(other) })),
    ]);
    return id;
  });
  emit(deps, [userId, ...others], MESSAGE_EVENTS.conversationUpdated, {
    conversationId: id,
  } satisfies ConversationUpdatedEvent);
  return getConversation(deps, userId, id);
}

// ── writing ───────────────────────────────────────────────────────────────────────────────────────────

function emit(
  deps: Pick<MessageDeps, 'realtime'>,
  userIds: readonly string[],
  event: string,
  payload: unknown,
) {
  deps.realtime.toUsers(userIds, event, payload);
}

/**
 * Sends a message (text up to 2,000 characters and/or one photo through the posts' image pipeline). In one
 * transaction: the message, the conversation's last message, everyone's unread counter and sort key, and the
 * recipients' unread-messages e-mail jobs; after commit the message goes to every participant's sockets
 * (the sender's other tabs too). A retried send with the same clientId answers the first message.
 */
export async function sendMessage(
  deps: MessageDeps,
  userId: string,
  conversationId: string,
  input: { fields: Record<string, unknown>; image: Buffer | undefined },
): Promise<{ message: Message; created: boolean }> {
  const context = await sendContext(deps.db, conversationId, userId);
  if (!context || context.has_left) throw conversationNotFound();
  const parsed = SendMessageFieldsSchema.safeParse(input.fields);
  if (!parsed.success) throw AppError.of(400, 'invalidInput');
  const content = parsed.data.content.trim();
  const clientId = parsed.data.clientId ?? null;
  if (content.length > MESSAGE_MAX_CHARS) throw AppError.of(400, 'messageTooLong');
  if (!content && !input.image) throw AppError.of(400, 'messageEmpty');
  // A direct conversation takes no new message while a block stands between the two, either way.
  if (context.block === 'you') throw AppError.of(403, 'youBlockedPerson');
  if (context.block === 'them') throw AppError.of(403, 'blockedByPerson');
  // A held message is its sender's only until a moderator restores it (safety publishRestored): it moves no
  // counter, is no conversation's last message, and no e-mail, push or socket event reaches the others.
  const hold = await checkHold(deps.db, { authorId: userId, text: content, target: 'message' });

  let stored: StoredImage | null = null;
  if (input.image)
    stored = await storeImage(deps.storage, await processImage(input.image), {
      folder: MESSAGE_MEDIA_FOLDER,
      ownerId: userId,
    });
  let sent: { id: string; createdAt: Date; recipients: string[] } | null;
  const moderation = hold ? ('held' as const) : null;
  try {
    sent = await deps.db.transaction(async (tx) => {
      // The first message of a direct conversation is where the other person's reach setting is honoured
      // (unless they started it): 'nobody' refuses it, 'following' files it in their Requests.
      if (context.type === 'direct' && !context.last_message_at) {
        const [otherId] = (await activeParticipantIds(tx, conversationId)).filter((id) => id !== userId);
        if (otherId && context.created_by !== otherId) {
          const requests = await reachDecision(tx, userId, [otherId]);
          await setRequest(tx, conversationId, otherId, requests.has(otherId));
        }
      }
      const message = await insertMessage(tx, {
        conversationId,
        senderId: userId,
        content,
        image: stored?.media ?? null,
        imageKeys: stored ? [...stored.keys] : null,
        clientId,
        moderation,
      });
      if (!message) return null;
      if (hold) {
        await queueHold(tx, hold, { type: 'message', id: message.id, authorId: userId });
        return { ...message, recipients: [userId] };
      }
      const participants = await recordSend(tx, conversationId, userId, message);
      const inbox = participants.filter((p) => p.userId !== userId && !p.isRequest);
      await enqueueForEach(
        tx,
        MESSAGE_EMAIL_QUEUE,
        // In one order everywhere, so two sends locking the same people's pending jobs never deadlock.
        inbox
          .map((p) => p.userId)
          .sort()
          .map((id) => ({ payload: { userId: id }, dedupeKey: messageEmailKey(id) })),
        new Date(Date.now() + deps.config.messageEmailDelayMs),
      );
      await pushToRecipients(deps, tx, {
        conversationId,
        senderName: personOf(context).displayName || null,
        content,
        recipients: inbox.map((p) => p.userId),
      });
      return { ...message, recipients: participants.map((p) => p.userId) };
    });
  } catch (error) {
    if (stored) await deleteStored(deps.storage, stored.keys);
    throw error;
  }
  if (!sent) {
    // The same send again (a retry, or two copies racing): the first one stands.
    if (stored) await deleteStored(deps.storage, stored.keys);
    const earlier = clientId ? await messageByClientId(deps.db, conversationId, userId, clientId) : undefined;
    if (!earlier) throw AppError.of(404, 'messageNotFound');
    return { message: await presentById(deps, earlier), created: false };
  }
  const message = presentMessage(
    {
      ...context,
      id: sent.id,
      conversation_id: conversationId,
      sender_id: userId,
      content,
      image: stored?.media ?? null,
      is_deleted: false,
      client_id: clientId,
      created_at: sent.createdAt,
      sort_at: '',
      moderation,
    },
    deps.uploadUrls,
  );
  emit(deps, sent.recipients, MESSAGE_EVENTS.newMessage, {
    conversationId,
    message,
  } satisfies NewMessageEvent);
  return { message, created: true };
}

/** A message's preview in a push: the start of its text, or 'Sent a photo' in the reader's language. */
const PUSH_PREVIEW_CHARS = 140;

/**
 * Queues a Web Push of the message for the inbox recipients whose devices take pushes and whose 'message' push
 * choice is on, in the message's transaction (requests never buzz a phone). One push per person per conversation
 * is kept on their screen: the tag replaces the previous one.
 */
async function pushToRecipients(
  deps: MessageDeps,
  tx: Db,
  input: { conversationId: string; senderName: string | null; content: string; recipients: string[] },
): Promise<void> {
  const audience = await pushAudiencesFor(tx, input.recipients, 'message');
  for (const { userId, language } of audience) {
    const words = messageMailTextOf(language);
    await queuePush(
      deps,
      {
        userId,
        title: input.senderName ?? words.someone,
        body: input.content ? input.content.slice(0, PUSH_PREVIEW_CHARS) : words.photo,
        url: `/messages/${input.conversationId}`,
        tag: `conversation-${input.conversationId}`,
      },
      tx,
    );
  }
}

async function presentById(
  deps: Pick<MessageDeps, 'db' | 'uploadUrls'>,
  messageId: string,
): Promise<Message> {
  const row = await messageById(deps.db, messageId);
  if (!row) throw AppError.of(404, 'messageNotFound');
  return presentMessage(row, deps.uploadUrls);
}

/** Deletes one's own message: the row stays, cleared ('Message deleted'); its photo files go. */
export async function deleteMessage(
  deps: MessageDeps,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<void> {
  await requireParticipant(deps.db, conversationId, userId);
  const keys = await deps.db.transaction(async (tx) => {
    const message = await findMessage(tx, conversationId, messageId);
    if (!message) throw AppError.of(404, 'messageNotFound');
    if (message.senderId !== userId) throw forbidden();
    if (message.isDeleted) return null;
    // A held or hidden message counted as nobody's unread.
    await softDeleteMessage(
      tx,
      conversationId,
      messageId,
      message.createdAt,
      userId,
      message.moderation === null,
    );
    return message.imageKeys ?? [];
  });
  if (keys === null) return;
  if (keys.length > 0) await deleteStored(deps.storage, keys);
  emit(deps, await activeParticipantIds(deps.db, conversationId), MESSAGE_EVENTS.messageDeleted, {
    conversationId,
    messageId,
  } satisfies MessageDeletedEvent);
}

/** Everything up to now is read (seen marks for the others; the reader's own badge moves on their other tabs). */
export async function readConversation(
  deps: MessageDeps,
  userId: string,
  conversationId: string,
): Promise<{ lastReadAt: string }> {
  await requireParticipant(deps.db, conversationId, userId);
  const lastReadAt = (await markRead(deps.db, conversationId, userId)).toISOString();
  emit(deps, await activeParticipantIds(deps.db, conversationId), MESSAGE_EVENTS.conversationRead, {
    conversationId,
    userId,
    lastReadAt,
  } satisfies ConversationReadEvent);
  return { lastReadAt };
}

/** Typing signals a copy has passed on lately, by conversation and person (pruned as it grows). */
const lastTyping = new Map<string, number>();
const TYPING_MEMO_MAX = 50_000;
/** A little under the clients' interval, so a client on time is never dropped. */
const TYPING_MIN_GAP_MS = TYPING_SEND_INTERVAL_MS - 500;

/** Tells the others the person is typing; signals closer together than the clients' interval are dropped. */
export async function typing(deps: MessageDeps, userId: string, conversationId: string): Promise<void> {
  await requireParticipant(deps.db, conversationId, userId);
  const key = `${conversationId}:${userId}`;
  const now = Date.now();
  const before = lastTyping.get(key);
  if (before !== undefined && now - before < TYPING_MIN_GAP_MS) return;
  if (lastTyping.size >= TYPING_MEMO_MAX) {
    for (const [k, at] of lastTyping) if (now - at >= TYPING_MIN_GAP_MS) lastTyping.delete(k);
    if (lastTyping.size >= TYPING_MEMO_MAX) lastTyping.clear();
  }
  lastTyping.set(key, now);
  const members = await membersOf(deps.db, conversationId);
  const me = members.find((member) => member.id === userId);
  if (!me) return;
  emit(
    deps,
    members.filter((member) => member.id !== userId).map((member) => member.id),
    MESSAGE_EVENTS.typing,
    { conversationId, user: { id: userId, displayName: personOf(me).displayName } } satisfies TypingEvent,
  );
}

/** Leaves a group conversation; a direct conversation or a team chat cannot be left here. */
export async function leave(deps: MessageDeps, userId: string, conversationId: string): Promise<void> {
  const participant = await requireParticipant(deps.db, conversationId, userId);
  const conversation = await findConversation(deps.db, conversationId);
  if (conversation?.type === 'direct' && participant.isRequest) {
    // Declining a request from someone outside my reach setting: gone from Requests; a later message brings it back.
    await declineRequest(deps.db, conversationId, userId);
    emit(deps, [userId], MESSAGE_EVENTS.conversationUpdated, {
      conversationId,
    } satisfies ConversationUpdatedEvent);
    return;
  }
  if (conversation?.type !== 'group') throw AppError.of(400, 'cannotLeaveConversation');
  const left = await leaveConversation(deps.db, conversationId, userId);
  if (!left) return;
  emit(
    deps,
    [userId, ...(await activeParticipantIds(deps.db, conversationId))],
    MESSAGE_EVENTS.conversationUpdated,
    {
      conversationId,
    } satisfies ConversationUpdatedEvent,
  );
}

/** Moves a request to the inbox. */
export async function accept(
  deps: MessageDeps,
  userId: string,
  conversationId: string,
): Promise<ConversationDetail> {
  await requireParticipant(deps.db, conversationId, userId);
  if (await acceptRequest(deps.db, conversationId, userId))
    emit(deps, [userId], MESSAGE_EVENTS.conversationUpdated, {
      conversationId,
    } satisfies ConversationUpdatedEvent);
  return getConversation(deps, userId, conversationId);
}

// ── settings ──────────────────────────────────────────────────────────────────────────────────────────

export async function getSettings(deps: Pick<MessageDeps, 'db'>, userId: string): Promise<MessageSettings> {
  return { reach: (await reachOf(deps.db, [userId])).get(userId) ?? DEFAULT_MESSAGE_REACH };
}

export async function putSettings(
  deps: Pick<MessageDeps, 'db'>,
  userId: string,
  settings: MessageSettings,
): Promise<MessageSettings> {
  await saveReach(deps.db, userId, settings.reach);
  return { reach: settings.reach };
}

// ── moderation ────────────────────────────────────────────────────────────────────────────────────────

/**
 * A message held (or hidden) and then restored by a moderator (moderation already null): it reaches the
 * conversation now (last message when nothing newer came, one more unread for those who had not read past it)
 * and the participants' sockets. No e-mail or push: it is late news. Nothing for a message still held or deleted.
 */
export async function republishMessage(
  deps: Pick<MessageDeps, 'db' | 'realtime' | 'uploadUrls'>,
  messageId: string,
): Promise<void> {
  const row = await messageById(deps.db, messageId);
  if (!row || row.moderation || row.is_deleted || !row.sender_id) return;
  const senderId = row.sender_id;
  const createdAt = new Date(row.created_at);
  const recipients = await deps.db.transaction((tx) =>
    recordRestoredMessage(tx, row.conversation_id, senderId, { id: row.id, createdAt }),
  );
  emit(deps, recipients, MESSAGE_EVENTS.newMessage, {
    conversationId: row.conversation_id,
    message: presentMessage(row, deps.uploadUrls),
  } satisfies NewMessageEvent);
}
