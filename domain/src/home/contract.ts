/**
 * GET /api/home: what a signed-in person's home shows — tournaments to join, their next registration and
 * the week's best catches. People and posts worth following come from their own endpoints.
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../payments/contract';
import { MediaSchema } from '../social/posts';
import { PersonSchema } from '../social/people';
import { TournamentListSchema } from '../tournaments/events-contract';
import { PaymentStatusSchema } from '../tournaments/registration-contract';
import { TOURNAMENT_STATUSES } from '../tournaments/status';

export const HOME_EVENTS_LIMIT = 6;
export const HOME_CATCHES_LIMIT = 6;
/** Top catches are those approved within this many days. */
export const HOME_CATCHES_DAYS = 7;

const EventSummarySchema = TournamentListSchema.shape.items.element;

/** A live or upcoming event, with the viewer's own entry in it when they have one (a draft or a registration). */
export const HomeEventSchema = EventSummarySchema.extend({
  myRegistration: z.object({ id: z.uuid(), status: z.enum(['draft', 'registered']) }).nullable(),
});
export type HomeEvent = z.infer<typeof HomeEventSchema>;

/** The viewer's soonest entry in an event not over yet: enough to say where it stands and what comes next. */
export const NextRegistrationSchema = z.object({
  id: z.uuid(),
  event: z.object({
    id: z.uuid(),
    name: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    location: z.string(),
    timeZone: z.string(),
    status: z.enum(TOURNAMENT_STATUSES),
  }),
  team: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  status: z.enum(['draft', 'registered']),
  paymentStatus: PaymentStatusSchema,
  feeMinor: z.number().int(),
  currency: z.string(),
  /** Only on the viewer's own draft: the link to finish it. */
  resumeToken: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  // Payments (issue 17): copy
  /** Who takes entry fees now (as GET /api/payments/config says): 'stripe' online by card, 'offline' at check-in. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** The viewer can pay this entry's fee online now (/complete-registration?registration=id). */
  canPay: z.boolean().optional(),
  /** An unpaid place is held until then while its payer pays online; null otherwise. */
  holdExpiresAt: z.string().nullable().optional(),
});
export type NextRegistration = z.infer<typeof NextRegistrationSchema>;

/** An approved catch of a published event: photo, species, size and who caught it. Never a location. */
export const TopCatchSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  photoUrl: z.string(),
  media: MediaSchema.nullable(),
  angler: PersonSchema.nullable(),
  entrantName: z.string(),
  approvedAt: z.string(),
});
export type TopCatch = z.infer<typeof TopCatchSchema>;

export const HomeSchema = z.object({
  events: z.array(HomeEventSchema),
  nextRegistration: NextRegistrationSchema.nullable(),
  topCatches: z.array(TopCatchSchema),
});
export type Home = z.infer<typeof HomeSchema>;

export const HomeQuerySchema = z.object({
  /** The reader's language for translated event names. */
  lang: z.string().max(10).optional(),
});
