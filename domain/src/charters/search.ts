import { z } from 'zod';
import { CHARTER_LIMITS } from './contract';
import { ListingCardSchema } from './views';

/**
 * The finding side of charters (issue 18, part 2) beyond contract.ts and views.ts: the quote's query and a
 * person's public listings. Searching itself is contract.ts's ListingSearchSchema → views.ts's ListingPageSchema.
 */

/** GET /api/charters/:listingId/quote?packageId&partySize. */
export const QuoteQuerySchema = z.object({
  packageId: z.uuid(),
  partySize: z.coerce.number().int().min(1).max(CHARTER_LIMITS.capacityMax),
});
export type QuoteQuery = z.infer<typeof QuoteQuerySchema>;

/** GET /api/users/:userId/charters: a person's approved listings, for their profile. */
export const UserChartersParamsSchema = z.object({ userId: z.uuid() });
export const UserChartersSchema = z.object({ items: z.array(ListingCardSchema) });
export type UserCharters = z.infer<typeof UserChartersSchema>;

/** The widest availability window one call answers (a month view with its neighbours' edges). */
export const AVAILABILITY_RANGE_DAYS_MAX = 62;
/** How far the booking hub's "near your charter" mode looks around the charter's harbour. */
export const HUB_NEAR_RADIUS_KM = 50;
