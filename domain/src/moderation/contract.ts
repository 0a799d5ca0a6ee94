import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { MODERATION_STATES } from './state';

/**
 * Moderation and safety (issue 15): reports, the moderator's queue, actions on content and accounts, appeals,
 * block and mute, automatic holds and the staff audit log. The server and the web are built against this file.
 */

// ── What can be reported ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Everything people publish. A later content type (groups, forum posts) joins by adding its name here and a
 * target adapter on the server (features/moderation/targets): the report, queue and action code stay as they are.
 */
export const REPORT_TARGET_TYPES = [
  'post',
  'comment',
  'message',
  'profile',
  'event_photo',
  'event_comment',
  'catch',
  'team',
  // Groups (issue 16): a group as a whole (hidden: out of the directory, its page staff's only)
  'group',
  // Community events and calendar (events-server)
  'community_event',
  // Forums (forums-mod): one numbered post of a thread
  'forum_post',
  // Charters (issue 18): a review of a trip (hidden, it leaves the listing's page and rating)
  'charter_review',
  // Charters (issue 18): a listing (its text and photos; hidden, it leaves search and its page)
  'charter_listing',
  // Fishing reports (issue 19): a public report (hidden, it leaves the list, the map and trending locations)
  'fishing_report',
  // Angler tools (issue 19): a catch log entry others may see (hidden, it leaves everyone's view but its owner's)
  'catch_log_entry',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Targets that are one piece of content (they can be hidden, restored and deleted); profiles and teams are not. */
export const CONTENT_TARGET_TYPES = [
  'post',
  'comment',
  'message',
  'event_photo',
  'event_comment',
  'catch',
  // Groups (issue 16)
  'group',
  // Community events (issue 16): hidden, an event leaves the calendar and its page for everyone but its organiser
  'community_event',
  // Forums (forums-mod)
  'forum_post',
  // Charters (issue 18)
  'charter_review',
  'charter_listing',
  // Fishing reports (issue 19)
  'fishing_report',
  // Angler tools (issue 19)
  'catch_log_entry',
] as const satisfies readonly ReportTargetType[];
export type ContentTargetType = (typeof CONTENT_TARGET_TYPES)[number];
export function isContentTarget(type: ReportTargetType): type is ContentTargetType {
  return (CONTENT_TARGET_TYPES as readonly string[]).includes(type);
}

/** Report reasons, most severe first. `illegal_fishing` covers undersized, out-of-season and poaching. */
export const REPORT_REASONS = [
  'violence',
  'hate',
  'nudity',
  'harassment',
  'illegal_fishing',
  'misinformation',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The queue's severity of a reason; an item's severity is the highest of its open reports' reasons. */
export const REASON_SEVERITY: Record<ReportReason, number> = {
  violence: 5,
  hate: 5,
  nudity: 4,
  harassment: 4,
  illegal_fishing: 3,
  misinformation: 2,
  spam: 2,
  other: 1,
};

export const REPORT_NOTE_MAX_CHARS = 500;

export const CreateReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  /** A uuid for every type today; kept a string so a later type may use a slug. */
  targetId: z.string().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX_CHARS).optional(),
});
export type CreateReport = z.infer<typeof CreateReportSchema>;

/** POST /api/reports → 201. A second open report of the same item by the same person answers 409 'alreadyReported'. */
export const ReportCreatedSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

// ── Content state ──────────────────────────────────────────────────────────────────────────────────────────────

export { MODERATION_STATES, ModerationNoticeSchema, type ModerationState } from './state';

// ── The queue ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Why an item is in the queue: people reported it, an automatic hold caught it, or an author appealed an action. */
export const ITEM_SOURCES = ['report', 'hold', 'appeal'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];

export const ITEM_STATUSES = ['open', 'resolved'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What a moderator does. dismiss and restore close an item with no penalty; the others act on content or account. */
export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'delete',
  'warn',
  'strike',
  'suspend',
  'ban',
  'restore',
  'unban',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Actions on the content itself; only for CONTENT_TARGET_TYPES. */
export const CONTENT_ACTIONS = ['hide', 'delete', 'restore'] as const satisfies readonly ModerationAction[];
/** Actions that need a reason the person will read. */
export const ACTIONS_NEEDING_REASON = ['hide', 'delete', 'warn', 'strike', 'suspend', 'ban'] as const;
/** Actions a person may appeal (once per action). */
export const APPEALABLE_ACTIONS = ['hide', 'delete', 'strike', 'suspend', 'ban'] as const;

export const MODERATION_REASON_MAX_CHARS = 1_000;
export const SUSPENSION_MAX_DAYS = 365;

export const QueueQuerySchema = z.object({
  status: z.enum(ITEM_STATUSES).default('open'),
  targetType: z.enum(REPORT_TARGET_TYPES).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  source: z.enum(ITEM_SOURCES).optional(),
  /** mine: claimed by me; unclaimed; all (default). */
  claim: z.enum(['all', 'mine', 'unclaimed']).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type QueueQuery = z.infer<typeof QueueQuerySchema>;

export const ItemParamsSchema = z.object({ itemId: z.uuid() });

export const ReasonCountSchema = z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() });

export const QueueReportSchema = z.object({
  id: z.uuid(),
  reporter: PersonSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

/** A short picture of the reported thing, enough to judge it in the list. */
export const TargetSummarySchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  /** Null when the content is gone (deleted by its author or a moderator). */
  author: PersonSchema.nullable(),
  /** The text (a post's, a comment's, a message's, a bio, a caption, a team's name), cut to 280 characters. */
  excerpt: z.string(),
  /** A thumbnail when it has an image (signed for messages: staff see a reported message's photo). */
  imageUrl: z.string().nullable(),
  /** Where the content lives in the app, for a person (null for messages: staff do not open conversations). */
  url: z.string().nullable(),
  state: z.enum(MODERATION_STATES).nullable(),
  deleted: z.boolean(),
  createdAt: z.string().nullable(),
});
export type TargetSummary = z.infer<typeof TargetSummarySchema>;

export const QueueItemSchema = z.object({
  id: z.uuid(),
  source: z.enum(ITEM_SOURCES),
  status: z.enum(ITEM_STATUSES),
  target: TargetSummarySchema,
  severity: z.number().int(),
  reportCount: z.number().int(),
  reasons: z.array(ReasonCountSchema),
  /** The first few reporters (the detail lists every report). */
  reporters: z.array(PersonSchema),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  claimedBy: PersonSchema.nullable(),
  claimedAt: z.string().nullable(),
  /** For an appeal: the action appealed and the author's text. */
  appeal: z
    .object({ id: z.uuid(), actionId: z.uuid(), action: z.enum(MODERATION_ACTIONS), text: z.string() })
    .nullable(),
  /** For a hold: the rule that held it ('word' with the matched word, or 'new_account_link'). */
  hold: z.object({ rule: z.enum(['word', 'new_account_link']), match: z.string().nullable() }).nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.enum(MODERATION_ACTIONS).nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  nextCursor: z.string().nullable(),
  /** Open items matching the filters (for the page's heading and tabs). */
  openCount: z.number().int(),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

/** One line of the context shown around reported content: a thread's comments, or the messages around a message. */
export const ContextEntrySchema = z.object({
  id: z.string(),
  author: PersonSchema.nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The reported entry itself. */
  isTarget: z.boolean(),
  state: z.enum(MODERATION_STATES).nullable(),
  deleted: z.boolean(),
});
export type ContextEntry = z.infer<typeof ContextEntrySchema>;

export const AccountStandingSchema = z.object({
  status: z.enum(['active', 'suspended', 'banned']),
  /** ISO time a suspension ends; null when active or banned. */
  until: z.string().nullable(),
  reason: z.string().nullable(),
  /** Strikes that count toward the next automatic suspension (since the last one). */
  activeStrikes: z.number().int(),
  totalStrikes: z.number().int(),
});
export type AccountStanding = z.infer<typeof AccountStandingSchema>;

export const ActionRecordSchema = z.object({
  id: z.uuid(),
  action: z.enum(MODERATION_ACTIONS),
  moderator: PersonSchema.nullable(),
  targetType: z.enum(REPORT_TARGET_TYPES).nullable(),
  targetId: z.string().nullable(),
  subject: PersonSchema.nullable(),
  reason: z.string().nullable(),
  /** For a suspension: when it ends. */
  until: z.string().nullable(),
  createdAt: z.string(),
  appealed: z.boolean(),
});
export type ActionRecord = z.infer<typeof ActionRecordSchema>;

export const QueueItemDetailSchema = QueueItemSchema.extend({
  reports: z.array(QueueReportSchema),
  /** The post with its thread, the message with the messages around it, the photo with its caption … */
  context: z.object({
    /** The parent a comment belongs to (the post), or the conversation's title for a message. */
    heading: z.string().nullable(),
    entries: z.array(ContextEntrySchema),
  }),
  /** The author's standing and previous actions against them, newest first (at most 20). */
  authorStanding: AccountStandingSchema.nullable(),
  authorHistory: z.array(ActionRecordSchema),
  /** Which actions apply to this target (content actions only for content; restore only when hidden or held). */
  availableActions: z.array(z.enum(MODERATION_ACTIONS)),
});
export type QueueItemDetail = z.infer<typeof QueueItemDetailSchema>;

export const TakeActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    reason: z.string().trim().max(MODERATION_REASON_MAX_CHARS).optional(),
    /** For suspend: days (1…365). */
    durationDays: z.coerce.number().int().min(1).max(SUSPENSION_MAX_DAYS).optional(),
  })
  .superRefine((value, ctx) => {
    if ((ACTIONS_NEEDING_REASON as readonly string[]).includes(value.action) && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'moderationReasonRequired' });
    if (value.action === 'suspend' && value.durationDays === undefined)
      ctx.addIssue({ code: 'custom', path: ['durationDays'], message: 'suspensionDurationRequired' });
  });
export type TakeAction = z.infer<typeof TakeActionSchema>;

/** The item after the action, and what it led to (a strike can trigger the automatic suspension). */
export const ActionResultSchema = z.object({
  item: QueueItemSchema,
  action: ActionRecordSchema,
  /** Set when the strike reached the threshold and suspended the author. */
  autoSuspension: ActionRecordSchema.nullable(),
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

// ── Standing, banner and appeals (the person's side) ──────────────────────────────────────────────────────────

/** GET /api/moderation/standing: the signed-in person's standing and the actions they may appeal. */
export const MyStandingSchema = AccountStandingSchema.extend({
  /** Actions against me in the last 90 days, newest first, with whether I appealed them. */
  actions: z.array(ActionRecordSchema),
});
export type MyStanding = z.infer<typeof MyStandingSchema>;

export const APPEAL_MAX_CHARS = 1_000;
export const AppealParamsSchema = z.object({ actionId: z.uuid() });
export const CreateAppealSchema = z.object({ text: z.string().trim().min(1).max(APPEAL_MAX_CHARS) });
/** POST /api/moderation/actions/:actionId/appeal → 201; a second appeal of the same action 409 'alreadyAppealed'. */
export const AppealCreatedSchema = z.object({ id: z.uuid(), itemId: z.uuid() });

/**
 * The routes a suspended account may not call (403 'accountSuspended'): posting, commenting, liking, following,
 * messaging, uploading, registering and submitting catches. A banned account has no session at all. Every other
 * route (reading, settings, sign-out, appeals, block and mute, reports) stays open. The authorization matrix checks
 * each route against this list.
 */
export const SUSPENDED_REFUSED_ROUTES = [
  'POST /api/posts',
  'PATCH /api/posts/:postId',
  'PUT /api/posts/:postId/like',
  'POST /api/posts/:postId/comments',
  'POST /api/posts/:postId/shares',
  'PUT /api/users/:userId/follow',
  'PUT /api/teams/:teamSlug/follow',
  'PUT /api/hashtags/:tag/follow',
  'POST /api/conversations/direct',
  'POST /api/conversations/group',
  'POST /api/conversations/:conversationId/messages',
  'POST /api/profile/avatar',
  'POST /api/profile/header',
  'PATCH /api/profile',
  'POST /api/teams',
  'PATCH /api/teams/:teamSlug',
  'POST /api/teams/:teamSlug/logo',
  'POST /api/join-team/:inviteCode',
  'POST /api/boats',
  'PATCH /api/boats/:boatId',
  'POST /api/registrations',
  'POST /api/registrations/drafts',
  'PUT /api/registrations/drafts/:registrationId',
  'POST /api/series/:seriesId/registrations',
  'PUT /api/events/:eventId/rsvp',
  'POST /api/events/:eventId/comments',
  'POST /api/events/:eventId/photos',
  'POST /api/events/:eventId/catches',
  // Issue 19: scheduling a post, or publishing one now, is posting.
  'POST /api/scheduled-posts',
  'POST /api/scheduled-posts/:scheduledPostId/publish',
] as const;
export type SuspendedRefusedRoute = (typeof SUSPENDED_REFUSED_ROUTES)[number];

// ── Block and mute ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Blocking stops messages, follows, mentions and comments both ways and hides each from the other (existing follows
 * either way are removed). Muting hides a person's posts and comments from me only; they notice nothing.
 */
export const RELATION_KINDS = ['block', 'mute'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
export const RelationParamsSchema = z.object({ userId: z.uuid() });
export const RelationListSchema = z.object({
  people: z.array(PersonSchema.extend({ since: z.string() })),
});
export type RelationList = z.infer<typeof RelationListSchema>;
/** GET /api/relations/:userId: how I stand toward a person (for the profile's menu). */
export const RelationStateSchema = z.object({
  blocked: z.boolean(),
  muted: z.boolean(),
  blockedMe: z.boolean(),
});
export type RelationState = z.infer<typeof RelationStateSchema>;

// ── Automatic holds and settings (admin) ──────────────────────────────────────────────────────────────────────

export const HOLD_WORD_MAX_CHARS = 60;
export const HOLD_WORDS_MAX = 500;
/** An account younger than this many days has its first posts with links held. */
export const NEW_ACCOUNT_DAYS = 7;
/** How many of a new account's first posts are checked for links. */
export const NEW_ACCOUNT_CHECKED_POSTS = 3;

export const ModerationSettingsSchema = z.object({
  /** Whole words or phrases, matched case-insensitively in posts, comments and messages. */
  holdWords: z.array(z.string().trim().min(1).max(HOLD_WORD_MAX_CHARS)).max(HOLD_WORDS_MAX),
  /** Strikes (since the last automatic suspension) that suspend the author. */
  strikesToSuspend: z.number().int().min(1).max(20),
  /** Days the automatic suspension lasts. */
  strikeSuspensionDays: z.number().int().min(1).max(SUSPENSION_MAX_DAYS),
  /** Hold a new account's first posts and comments that contain links. */
  holdNewAccountLinks: z.boolean(),
});
export type ModerationSettings = z.infer<typeof ModerationSettingsSchema>;
export const DEFAULT_MODERATION_SETTINGS: ModerationSettings = {
  holdWords: [],
  strikesToSuspend: 3,
  strikeSuspensionDays: 7,
  holdNewAccountLinks: true,
};

// ── Audit log, staff notes, the admin's user page, queue health ───────────────────────────────────────────────

/** Append-only: there is no route that changes or deletes an entry, and the table refuses UPDATE and DELETE. */
export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actor: PersonSchema.nullable(),
  /** e.g. 'moderation.hide', 'moderation.suspend', 'user.role_added', 'settings.moderation', 'user.note'. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The person the action concerned, when there is one. */
  subject: PersonSchema.nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  actorId: z.uuid().optional(),
  subjectId: z.uuid().optional(),
  action: z.string().max(60).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const STAFF_NOTE_MAX_CHARS = 2_000;
export const CreateStaffNoteSchema = z.object({ text: z.string().trim().min(1).max(STAFF_NOTE_MAX_CHARS) });
export const StaffNoteSchema = z.object({
  id: z.uuid(),
  author: PersonSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;

/** GET /api/admin/users/:userId/moderation: what the admin's user page adds. */
export const UserModerationSchema = z.object({
  standing: AccountStandingSchema,
  /** Reports against this person's content and profile, newest first (at most 50). */
  reports: z.array(
    QueueReportSchema.extend({
      targetType: z.enum(REPORT_TARGET_TYPES),
      targetId: z.string(),
      itemId: z.uuid(),
    }),
  ),
  /** Every action against the person (strikes, suspensions, bans, warnings, hides …), newest first. */
  actions: z.array(ActionRecordSchema),
  notes: z.array(StaffNoteSchema),
});
export type UserModeration = z.infer<typeof UserModerationSchema>;

/** GET /api/admin/moderation/health */
export const ModerationHealthSchema = z.object({
  openItems: z.number().int(),
  openBySource: z.array(z.object({ source: z.enum(ITEM_SOURCES), count: z.number().int() })),
  openByReason: z.array(ReasonCountSchema),
  claimedItems: z.number().int(),
  /** Oldest open item's first report, null when the queue is empty. */
  oldestOpenAt: z.string().nullable(),
  /** Median minutes from first report to resolution, over items resolved in the last 30 days; null without any. */
  medianMinutesToAction: z.number().nullable(),
  resolvedLast7Days: z.number().int(),
  reportsLast7Days: z.number().int(),
  activeSuspensions: z.number().int(),
  bans: z.number().int(),
});
export type ModerationHealth = z.infer<typeof ModerationHealthSchema>;

// ── Realtime ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * `content-hidden` goes to every socket (io.emit) when a moderator hides or deletes content, or a hold catches it
 * after it was shown: open feeds, threads and pages drop it without reloading. `content-restored` tells them it is
 * back (clients refetch). Only ids are sent, never the content.
 */
export const ContentHiddenEventSchema = z.object({
  targetType: z.enum(CONTENT_TARGET_TYPES),
  targetId: z.string(),
  /** The post a comment belongs to, so a thread knows it is about it. */
  parentId: z.string().nullable(),
});
export type ContentHiddenEvent = z.infer<typeof ContentHiddenEventSchema>;
