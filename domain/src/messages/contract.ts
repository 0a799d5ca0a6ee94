import { z } from 'zod';
import { ModerationNoticeSchema } from '../moderation/state';
import { MESSAGES } from '../common/messages';
import { MediaSchema } from '../social/posts';
import { PersonSchema } from '../social/people';

/** Limits of direct messages and group conversations (issue 14). */
export const MESSAGE_MAX_CHARS = 2_000;
/** A group conversation, the person who starts it included. */
export const GROUP_MAX_PARTICIPANTS = 50;
export const GROUP_TITLE_MAX_CHARS = 80;
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 40;
/** Characters of the last message a conversation list shows. */
export const MESSAGE_PREVIEW_CHARS = 120;
/** A typing indicator lasts this long without another typing signal; clients send one at most every 3 s. */
export const TYPING_TTL_MS = 5_000;
export const TYPING_SEND_INTERVAL_MS = 3_000;

export const CONVERSATION_TYPES = ['direct', 'group', 'team'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/**
 * Who may start a conversation with me: everyone; people I follow (others' first messages land in my
 * Requests); nobody (no new conversations; existing ones and team chats go on).
 */
export const MESSAGE_REACH = ['everyone', 'following', 'nobody'] as const;
export type MessageReach = (typeof MESSAGE_REACH)[number];
export const DEFAULT_MESSAGE_REACH: MessageReach = 'everyone';

/** Which list a conversation is in for the reader: the inbox, or requests from people outside their reach setting. */
export const CONVERSATION_BOXES = ['inbox', 'requests'] as const;
export type ConversationBox = (typeof CONVERSATION_BOXES)[number];

export const ConversationParamsSchema = z.object({ conversationId: z.uuid() });
export const MessageParamsSchema = z.object({ conversationId: z.uuid(), messageId: z.uuid() });

export const MessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Null only for a sender whose account is gone. */
  sender: PersonSchema.nullable(),
  /** Empty when deleted (the reader shows 'Message deleted') or when the message is only a photo. */
  content: z.string(),
  /** Variants are served by an authorized route: only participants can load them. */
  image: MediaSchema.nullable(),
  isDeleted: z.boolean(),
  /** 'held' (waiting for review, seen by the sender only) or 'hidden'; null for everyone else. */
  moderation: ModerationNoticeSchema,
  createdAt: z.string(),
  /** The id the sending client chose (optimistic sends and realtime de-duplication), when it sent one. */
  clientId: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const LastMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid().nullable(),
  /** At most MESSAGE_PREVIEW_CHARS; empty for a photo-only or deleted message (see hasImage / isDeleted). */
  preview: z.string(),
  hasImage: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
});

export const ConversationParticipantSchema = PersonSchema.extend({
  /** When they last read the conversation (seen marks); null when never. */
  lastReadAt: z.string().nullable(),
});
export type ConversationParticipant = z.infer<typeof ConversationParticipantSchema>;

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(CONVERSATION_TYPES),
  /** The group's name, or the team's name for a team chat; null for a direct conversation. */
  title: z.string().nullable(),
  team: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  /** The other people in it (not the reader), at most 5 for the list; `participantCount` counts everyone. */
  participants: z.array(PersonSchema),
  participantCount: z.number().int(),
  lastMessage: LastMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  box: z.enum(CONVERSATION_BOXES),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationDetailSchema = ConversationSummarySchema.extend({
  /** Everyone still in it, the reader included, with their read marks. */
  members: z.array(ConversationParticipantSchema),
  /** The reader may write (false after leaving, or when the other person's reach setting refuses a new conversation). */
  canSend: z.boolean(),
  /** Group conversations can be left (a team chat is left by leaving the team). */
  canLeave: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

/** GET /api/conversations?box=&cursor=&limit= — newest activity first. */
export const ConversationListQuerySchema = z.object({
  box: z.enum(CONVERSATION_BOXES).default('inbox'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CONVERSATIONS_PAGE_SIZE),
});
export const ConversationPageSchema = z.object({
  items: z.array(ConversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** GET /api/conversations/unread — the header and bottom-bar badge. */
export const UnreadSummarySchema = z.object({
  /** Unread messages in inbox conversations. */
  unreadCount: z.number().int(),
  /** Conversations waiting in Requests. */
  requestCount: z.number().int(),
});
export type UnreadSummary = z.infer<typeof UnreadSummarySchema>;

/** POST /api/conversations/direct — get or create (race-safe) the direct conversation with a person. */
export const StartDirectSchema = z.object({ userId: z.uuid() });
export const StartDirectResultSchema = z.object({
  conversation: ConversationDetailSchema,
  created: z.boolean(),
});
export type StartDirectResult = z.infer<typeof StartDirectResultSchema>;

/** POST /api/conversations/group — a small group: the starter plus 2..49 others. */
export const StartGroupSchema = z.object({
  userIds: z
    .array(z.uuid())
    .min(2)
    .max(GROUP_MAX_PARTICIPANTS - 1, MESSAGES.groupTooLarge),
  title: z.string().trim().max(GROUP_TITLE_MAX_CHARS).optional(),
});

/** GET /api/conversations/:id/messages?before=&limit= — a page of history, oldest first; `nextCursor` pages further back. */
export const MessageListQuerySchema = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
});
export const MessagePageSchema = z.object({
  items: z.array(MessageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/**
 * POST /api/conversations/:id/messages: JSON with these fields, or multipart/form-data with them and a file
 * `image` (the posts' upload pipeline). The length rule (MESSAGE_MAX_CHARS, text or image required) is the
 * service's, answered as 'messageTooLong' / 'messageEmpty'.
 */
export const SendMessageFieldsSchema = z.object({
  content: z.string().max(20_000).default(''),
  clientId: z.string().min(1).max(64).optional(),
});

/** POST /api/conversations/:id/read — everything up to now is read. */
export const ReadMarkSchema = z.object({ lastReadAt: z.string() });

export const MessageSettingsSchema = z.object({ reach: z.enum(MESSAGE_REACH) });
export type MessageSettings = z.infer<typeof MessageSettingsSchema>;

/**
 * Realtime. Every event goes to the user rooms (`user:{id}`) of the conversation's participants, so each tab of
 * each participant hears it whether or not it shows the conversation (the unread badge needs that); with the
 * Redis adapter this reaches sockets on every server copy.
 */
export const MESSAGE_EVENTS = {
  newMessage: 'new-message',
  messageDeleted: 'message-deleted',
  conversationRead: 'conversation-read',
  typing: 'typing',
  /** Members joined or left, a request was accepted, a title changed: refetch the conversation. */
  conversationUpdated: 'conversation-updated',
} as const;

export const NewMessageEventSchema = z.object({ conversationId: z.uuid(), message: MessageSchema });
export type NewMessageEvent = z.infer<typeof NewMessageEventSchema>;
export const MessageDeletedEventSchema = z.object({ conversationId: z.uuid(), messageId: z.uuid() });
export type MessageDeletedEvent = z.infer<typeof MessageDeletedEventSchema>;
export const ConversationReadEventSchema = z.object({
  conversationId: z.uuid(),
  userId: z.uuid(),
  lastReadAt: z.string(),
});
export type ConversationReadEvent = z.infer<typeof ConversationReadEventSchema>;
export const TypingEventSchema = z.object({
  conversationId: z.uuid(),
  user: z.object({ id: z.uuid(), displayName: z.string() }),
});
export type TypingEvent = z.infer<typeof TypingEventSchema>;
export const ConversationUpdatedEventSchema = z.object({ conversationId: z.uuid() });
export type ConversationUpdatedEvent = z.infer<typeof ConversationUpdatedEventSchema>;
