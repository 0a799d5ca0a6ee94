import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { CharterSettingsSchema, LISTING_STATES, SLOT_STATES } from './contract';
import { AdminListingSchema, OwnerListingSchema } from './views';

/**
 * The owner's and the admin's side of listings (issue 18, part 1): the calendar, what adding slots did, the
 * review queue and its decisions. The listing views themselves are views.ts's.
 */

export const PackageParamsSchema = z.object({ packageId: z.uuid() });
export const SlotParamsSchema = z.object({ slotId: z.uuid() });
export const BlockedParamsSchema = z.object({ periodId: z.uuid() });
export const PhotoParamsSchema = z.object({ listingId: z.uuid(), photoId: z.uuid() });

/** GET /api/charters/mine. */
export const OwnerListingListSchema = z.object({ items: z.array(OwnerListingSchema) });
export type OwnerListingList = z.infer<typeof OwnerListingListSchema>;

/** GET /api/charters/settings: what a captain is told before listing. */
export const PublicCharterSettingsSchema = CharterSettingsSchema;

/** GET …/listings/:listingId/calendar?from&to (dates, inclusive; at most about a year). */
export const CalendarQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((query) => query.to >= query.from, { message: 'The end is before the start', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 400 * 86_400_000, {
    message: 'Ask for at most a year at a time',
    path: ['to'],
  });

export const CalendarSlotSchema = z.object({
  id: z.uuid(),
  packageId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(SLOT_STATES),
  /** Inside a blocked period: not offered to anglers. */
  blocked: z.boolean(),
  /** For held and booked slots: the live booking and who made it. */
  booking: z.object({ id: z.uuid(), anglerName: z.string() }).nullable(),
});
export type CalendarSlot = z.infer<typeof CalendarSlotSchema>;

export const BlockedPeriodSchema = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string(),
});
export type BlockedPeriod = z.infer<typeof BlockedPeriodSchema>;

export const OwnerCalendarSchema = z.object({
  slots: z.array(CalendarSlotSchema),
  blocked: z.array(BlockedPeriodSchema),
});
export type OwnerCalendar = z.infer<typeof OwnerCalendarSchema>;

/** Why a start was not added. */
export const SLOT_SKIP_REASONS = ['overlap', 'blocked', 'past', 'duplicate'] as const;
export type SlotSkipReason = (typeof SLOT_SKIP_REASONS)[number];

export const SlotsResultSchema = z.object({
  created: z.array(CalendarSlotSchema),
  skipped: z.array(z.object({ startsAt: z.string(), reason: z.enum(SLOT_SKIP_REASONS) })),
});
export type SlotsResult = z.infer<typeof SlotsResultSchema>;

/** GET /api/admin/charters?state=&cursor: pending_review first, then the most recently changed. */
export const AdminListingQuerySchema = z.object({
  state: z.enum(LISTING_STATES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const AdminListingPageSchema = z.object({
  items: z.array(AdminListingSchema),
  nextCursor: z.string().nullable(),
});
export type AdminListingPage = z.infer<typeof AdminListingPageSchema>;

/** Reject and suspend say why (shown to the owner). */
export const ListingDecisionReasonSchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason').max(500) })
  .strict();

export const ReviewedBySchema = PersonSchema.nullable();
