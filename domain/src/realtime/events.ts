import { z } from 'zod';
import { NotificationActorSchema } from '../notifications/contract';
import { NotificationValuesSchema } from '../notifications/payload';
import type {
  ConversationReadEvent,
  ConversationUpdatedEvent,
  MessageDeletedEvent,
  NewMessageEvent,
  TypingEvent,
} from '../messages/contract';
import type { ContentHiddenEvent } from '../moderation/contract';

/** Socket.IO rooms (ARCHITECTURE "Realtime channels"). A private room is joined only after the server checks the session. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  activity: (userId: string) => `activity:${userId}`,
  tournament: (tournamentId: string) => `tournament:${tournamentId}`,
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  liveStreams: 'live-streams',
  /** A forum thread's readers (public: anyone reading the thread may watch for new posts). */
  thread: (threadId: string) => `thread:${threadId}`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rooms a client may join or leave by asking: `live-streams`, `tournament:{id}` and `thread:{id}` (a
 * forum thread), which anyone may watch. Private rooms (user:, activity:, conversation:) are joined by the server alone, after it has
 * checked who the socket belongs to.
 */
export function isPublicRoom(room: unknown): room is string {
  if (typeof room !== 'string' || room.length > 100) return false;
  if (room === rooms.liveStreams) return true;
  const [kind, id, ...rest] = room.split(':');
  return (
    (kind === 'tournament' || kind === 'thread') && rest.length === 0 && id !== undefined && UUID.test(id)
  );
}

/** Realtime: private-user-{id} new-notification carries the type and its params (rendered by the reader) and action_url. */
export const NewNotificationEventSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  params: NotificationValuesSchema.nullable(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  actionUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Who did it, so the list and the toast can show them without another request. */
  actor: NotificationActorSchema.nullable(),
});
export type NewNotificationEvent = z.infer<typeof NewNotificationEventSchema>;

export const NewActivityEventSchema = z.object({
  id: z.uuid(),
  activityType: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  /** An English line kept for older clients; the web writes the activity in the reader's language from its type and params. */
  content: z.string().nullable(),
  /** The values the activity's sentence needs (a name, an event's name, a quote), as written; null when it has none. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdAt: z.string(),
});
export type NewActivityEvent = z.infer<typeof NewActivityEventSchema>;

/**
 * `tournament:{id}` room (id = tournament_events.id): a judging decision changed the event's standings. `version` is
 * the event's leaderboard_version after the change; a client holding an older version refetches (or patches).
 */
export const LeaderboardChangedEventSchema = z.object({
  eventId: z.uuid(),
  version: z.number().int(),
});
export type LeaderboardChangedEvent = z.infer<typeof LeaderboardChangedEventSchema>;

/** `tournament:{id}` room: a catch was approved (the ticker's recent catch; never carries the location). */
export const CatchApprovedEventSchema = z.object({
  eventId: z.uuid(),
  catchId: z.uuid(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  caughtAt: z.string(),
  approvedAt: z.string(),
});
export type CatchApprovedEvent = z.infer<typeof CatchApprovedEventSchema>;

/** Server → client events by name; payloads are the schemas above. */
export const SERVER_EVENTS = {
  newNotification: 'new-notification',
  newActivity: 'new-activity',
  newPost: 'new-post',
  leaderboardChanged: 'leaderboard-changed',
  catchApproved: 'catch-approved',
} as const;

/**
 * Payload of each server event a client can subscribe to. A feature that adds an event adds its line here,
 * so `useSocketEvent` on the web is typed by the same contract the server emits.
 */
export interface ServerEventPayloads {
  'new-notification': NewNotificationEvent;
  'new-activity': NewActivityEvent;
  'new-post': unknown;
  'leaderboard-changed': LeaderboardChangedEvent;
  'catch-approved': CatchApprovedEvent;
  'new-message': NewMessageEvent;
  'message-deleted': MessageDeletedEvent;
  'conversation-read': ConversationReadEvent;
  typing: TypingEvent;
  'conversation-updated': ConversationUpdatedEvent;
  /** Everyone: a moderator hid or deleted content (open feeds and threads drop it). */
  'content-hidden': ContentHiddenEvent;
  /** Everyone: hidden content is back (clients refetch what shows it). */
  'content-restored': ContentHiddenEvent;
  /** `user:{id}`: my standing changed (suspended, lifted, a strike); the banner refetches. */
  'standing-changed': { status: 'active' | 'suspended' | 'banned' };
  /** `thread:{id}`: a reply was posted (readers fetch the new page or show 'N new replies'). */
  'forum-post-created': { threadId: string; postId: string; postNumber: number; authorId: string };
}

/** Client → server requests. The answer comes back through the acknowledgement callback. */
export const CLIENT_EVENTS = { join: 'join', leave: 'leave' } as const;

export type RoomAck = { ok: true } | { ok: false; error: 'forbidden' };

export interface ClientToServerEvents {
  join: (room: string, ack?: (answer: RoomAck) => void) => void;
  leave: (room: string, ack?: (answer: RoomAck) => void) => void;
}
