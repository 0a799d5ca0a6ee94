import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { RSVP_STATUSES } from '../tournaments/events-contract';
import { PostGroupSchema } from '../groups/contract';
import { ModerationNoticeSchema } from '../moderation/state';

/**
 * Community events and the calendar (issue 16). Meetings, clinics, clean-ups, socials and weigh-ins created by a
 * group (its owner, admins and moderators) or by any member for themselves. They share `/events/{eventId}` with
 * tournament events, and their RSVP, attendees, discussion and photos use the same `/api/events/:eventId/...`
 * routes and tables (an event id is a uuid of either kind). A private group's events are its members' only.
 */

export const COMMUNITY_EVENT_TYPES = ['meeting', 'clinic', 'cleanup', 'social', 'weigh_in'] as const;
export type CommunityEventType = (typeof COMMUNITY_EVENT_TYPES)[number];

/** The calendar's type filter: every community type, plus 'tournament' for tournament events. */
export const CALENDAR_TYPES = ['tournament', ...COMMUNITY_EVENT_TYPES] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export const COMMUNITY_EVENT_STATUSES = ['published', 'cancelled'] as const;
export type CommunityEventStatus = (typeof COMMUNITY_EVENT_STATUSES)[number];

export const COMMUNITY_EVENT_NAME_MAX_CHARS = 120;
export const COMMUNITY_EVENT_DESCRIPTION_MAX_CHARS = 5_000;
export const COMMUNITY_EVENT_MAX_DAYS = 14;
export const CALENDAR_MAX_RANGE_DAYS = 62;
export const NEARBY_DEFAULT_RADIUS_KM = 100;
export const NEARBY_MAX_RADIUS_KM = 1_000;

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const CreateCommunityEventSchema = z
  .object({
    /** A group event (owner, admins, moderators of the group) or, when omitted, a personal one. */
    groupId: z.uuid().optional(),
    type: z.enum(COMMUNITY_EVENT_TYPES),
    name: z.string().trim().min(3, 'Use at least 3 characters').max(COMMUNITY_EVENT_NAME_MAX_CHARS),
    description: z.string().trim().max(COMMUNITY_EVENT_DESCRIPTION_MAX_CHARS).default(''),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    /** IANA zone the times are shown in at the place (domain isTimeZone). */
    timeZone: z.string().trim().min(1).max(64),
    location: z.string().trim().min(2, 'Enter a place').max(200),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    /** null: no limit on people going (guests count). */
    capacity: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    path: ['endsAt'],
    message: 'The end must be after the start',
  });
export type CreateCommunityEvent = z.infer<typeof CreateCommunityEventSchema>;

/** PATCH /api/community-events/:eventId (the creator, or the group's owner/admins/moderators). */
export const UpdateCommunityEventSchema = z.object({
  type: z.enum(COMMUNITY_EVENT_TYPES).optional(),
  name: z.string().trim().min(3).max(COMMUNITY_EVENT_NAME_MAX_CHARS).optional(),
  description: z.string().trim().max(COMMUNITY_EVENT_DESCRIPTION_MAX_CHARS).optional(),
  startsAt: IsoDateTimeSchema.optional(),
  endsAt: IsoDateTimeSchema.optional(),
  timeZone: z.string().trim().min(1).max(64).optional(),
  location: z.string().trim().min(2).max(200).optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  capacity: z.number().int().min(1).max(100_000).nullable().optional(),
});
export type UpdateCommunityEvent = z.infer<typeof UpdateCommunityEventSchema>;
export const CancelCommunityEventSchema = z.object({ reason: z.string().trim().max(500).default('') });

const MyRsvpSchema = z.object({ status: z.enum(RSVP_STATUSES), guests: z.number().int() });

/** GET /api/community-events/:eventId. 404 'eventNotFound' for a missing event or a private group's to a non-member. */
export const CommunityEventDetailSchema = z.object({
  kind: z.literal('community'),
  id: z.uuid(),
  type: z.enum(COMMUNITY_EVENT_TYPES),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  coverUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  status: z.enum(COMMUNITY_EVENT_STATUSES),
  cancelReason: z.string().nullable(),
  group: PostGroupSchema.extend({ privacy: z.enum(['public', 'private']) }).nullable(),
  organizer: PersonSchema,
  goingCount: z.number().int(),
  rsvpCounts: z.record(z.enum(RSVP_STATUSES), z.number().int()),
  commentsCount: z.number().int(),
  photosCount: z.number().int(),
  myRsvp: MyRsvpSchema.nullable(),
  canEdit: z.boolean(),
  canAddPhotos: z.boolean(),
  moderation: ModerationNoticeSchema,
  createdAt: z.string(),
});
export type CommunityEventDetail = z.infer<typeof CommunityEventDetailSchema>;

// ── The calendar (/events) ─────────────────────────────────────────────────────────────────────────────────────

export const CalendarQuerySchema = z.object({
  /** Inclusive start and exclusive end (ISO date-times); default: now to 62 days on. At most 62 days apart. */
  from: IsoDateTimeSchema.optional(),
  to: IsoDateTimeSchema.optional(),
  /** Comma-separated CALENDAR_TYPES. */
  types: z.string().max(200).optional(),
  groupId: z.uuid().optional(),
  /** Near a point: both or neither. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm: z.coerce.number().min(1).max(NEARBY_MAX_RADIUS_KM).default(NEARBY_DEFAULT_RADIUS_KM),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

/** One line of the calendar: a tournament event or a community event. */
export const CalendarEntrySchema = z.object({
  kind: z.enum(['tournament', 'community']),
  id: z.uuid(),
  type: z.enum(CALENDAR_TYPES),
  name: z.string(),
  /** Tournament events are whole days in their zone: startsAt is midnight there and allDay is true. */
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Set when the query gave a point. */
  distanceKm: z.number().nullable(),
  coverUrl: z.string().nullable(),
  group: PostGroupSchema.nullable(),
  goingCount: z.number().int(),
  status: z.string(),
  myRsvp: z.enum(RSVP_STATUSES).nullable(),
  /** The viewer's live registration (tournament events). */
  registered: z.boolean(),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;
export const CalendarPageSchema = z.object({
  items: z.array(CalendarEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CalendarPage = z.infer<typeof CalendarPageSchema>;

/** GET /api/calendar/mine: upcoming events I RSVPed to (not 'not_going'), registered for, or organise. */
export const MyCalendarQuerySchema = z.object({
  // 'true' or 'false' in the query ('false' is false: z.coerce.boolean would read any non-empty string as true).
  past: z.stringbool().default(false),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /api/calendar/feed-url: my personal calendar feed (webcal:// and https:// forms of the same URL). */
export const CalendarFeedUrlSchema = z.object({ webcalUrl: z.string(), httpsUrl: z.string() });
export type CalendarFeedUrl = z.infer<typeof CalendarFeedUrlSchema>;
export const CalendarFeedParamsSchema = z.object({ token: z.string().trim().min(10).max(200) });
