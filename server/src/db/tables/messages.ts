import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Media } from '@tightlines/domain/social/posts';
import { user } from './auth';
import { teams } from './teams';

/**
 * Direct, group and team conversations (issue 14). A direct conversation has `direct_key` (the two people's ids,
 * ordered): its unique index is what makes get-or-create race-safe. A team chat has `team_id` (one per team).
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** direct | group | team */
  type: text('type').notNull(),
  /** A group's name (a team chat shows the team's name; a direct conversation has none). */
  title: text('title'),
  teamId: uuid('team_id')
    .unique()
    .references(() => teams.id, { onDelete: 'cascade' }),
  directKey: text('direct_key').unique(),
  createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
  /** The newest message (its preview in the list); kept in the same transaction as the send. */
  lastMessageId: uuid('last_message_id'),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  /** People still in it (not left); kept with joins and leaves. */
  participantCount: integer('participant_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who is in a conversation and their own state of it. The list is read from here alone (one index walk by
 * user, newest activity first): `activity_at` copies the conversation's last message time and `unread_count`
 * counts the messages since the reader's last read, both changed in the send's transaction (ARCHITECTURE:
 * counters kept in the row).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Seen marks: everything up to here is read. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    hasLeft: boolean('has_left').notNull().default(false),
    /**
     * The other person's row of a direct conversation nobody wrote in yet: they do not see it in their lists until
     * its first message (which clears it for everyone).
     */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** A first message from outside the reader's reach setting: in their Requests until they reply or accept. */
    isRequest: boolean('is_request').notNull().default(false),
    unreadCount: integer('unread_count').notNull().default(0),
    /** Sort key of the list: the last message's time, or when they joined before any message. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages up to here were in an unread-messages e-mail (or read before one went out). */
    emailedThrough: timestamp('emailed_through', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_list_idx')
      .on(table.userId, table.isRequest, table.activityAt.desc(), table.conversationId.desc())
      .where(sql`not ${table.hasLeft} and not ${table.isHidden}`),
    // The unread badge reads only the rows with something to count.
    index('conversation_participants_unread_idx')
      .on(table.userId)
      .where(
        sql`not ${table.hasLeft} and not ${table.isHidden} and (${table.unreadCount} > 0 or ${table.isRequest})`,
      ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => user.id, { onDelete: 'set null' }),
    /** Cleared when deleted (the row stays: 'Message deleted' is shown in its place). */
    content: text('content').notNull().default(''),
    /** Variants in the private `message-media` folder, served under signed URLs to participants only. */
    image: jsonb('image').$type<Media>(),
    /** Every stored file of the image, so deleting the message removes them. */
    imageKeys: jsonb('image_keys').$type<string[]>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Moderation state (domain MODERATION_STATES): null visible, 'held' awaiting review, 'hidden' by a moderator. */
    moderation: text('moderation'),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A send retried with the same clientId finds the first one (and two racing copies cannot both land).
    uniqueIndex('messages_client_id_uq')
      .on(table.conversationId, table.senderId, table.clientId)
      .where(sql`${table.clientId} is not null`),
    index('messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Who may start a conversation with a person; no row means DEFAULT_MESSAGE_REACH. */
export const messageSettings = pgTable('message_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** everyone | following | nobody */
  reach: text('reach').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
