import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CHARTER_SETTINGS,
  ListingInputSchema,
  PackageInputSchema,
  type ListingInput,
} from '@tightlines/domain/charters/contract';
import { bookingQuote } from '@tightlines/domain/charters/policy';
import { charterBookings, charterSlots, user } from '#server/db/schema';
import { signUp, signUpFormFor } from '#server/features/account/service';
import { demoAvatarPng, demoPhotoJpeg } from '#server/features/demo/art/index';
import { markDemoAccount } from '#server/features/demo/service';
import { createBooking } from '#server/features/charters/bookings/bookings';
import { listingDeps } from '#server/features/charters/listings/routes';
import {
  addPackage,
  addPhoto,
  addSlots,
  createListing,
  decideListing,
  submitListing,
} from '#server/features/charters/listings/service';
import { commissionShares, lockBooking } from '#server/features/charters/bookings/core';
import { bookingQuoteOf } from '#server/features/charters/bookings/money';
import { createRequest, type BookingDeps } from '#server/features/charters/bookings/requests';
import { createReview, replyToReview } from '#server/features/charters/reviews/service';
import { runAfter } from '#server/features/payments/deps';
import { recordOfflinePurposePaymentInTx } from '#server/features/payments/offline';
import { uploadProfileImage } from '#server/features/profiles/service';
import { grantRole } from '#server/features/roles/service';
import {
  DEMO_LISTINGS,
  DEMO_REVIEWS,
  SEEDED_CAPTAINS,
  type CaptainKey,
  type DemoListing,
} from './demo-charters-data';
import type { DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

const DAY_MS = 86_400_000;
/** Open trips on every listing's calendar for this many days. */
export const DEMO_SLOT_DAYS = 60;

/** The UTC instant of a local wall-clock time `days` from today in `timeZone` (no DST table of our own). */
export function zonedTime(now: Date, days: number, timeZone: string, [hour, minute]: [number, number]): Date {
  const parts = (at: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(at)
        .map((part) => [part.type, Number(part.value)]),
    ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const day = parts(new Date(now.getTime() + days * DAY_MS));
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  const seen = parts(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - guess;
  return new Date(guess - offset);
}

/** The seeded captains sign up like anyone (pre-confirmed, password thrown away) and get the captain role. */
async function seedCaptains(app: FastifyInstance, ids: Ids): Promise<Record<CaptainKey, string>> {
  const captains: Partial<Record<CaptainKey, string>> = { demo: ids.captain };
  for (const [key, person] of Object.entries(SEEDED_CAPTAINS) as [
    Exclude<CaptainKey, 'demo'>,
    (typeof SEEDED_CAPTAINS)['erie'],
  ][]) {
    const password = randomBytes(18).toString('base64url');
    const { firstName, lastName, email } = person;
    await signUp(app, signUpFormFor({ firstName, lastName, email, password }), new Headers());
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const [created] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!created) throw new Error(`demo captain ${email} was not created`);
    await markDemoAccount(app.db, created.id);
    await grantRole(app.db, created.id, 'charter_captain');
    await uploadProfileImage(app, created.id, 'avatar', await demoAvatarPng(email, 256));
    captains[key] = created.id;
  }
  return captains as Record<CaptainKey, string>;
}

interface Seeded {
  listingId: string;
  ownerId: string;
  demo: DemoListing;
  input: ReturnType<typeof ListingInputSchema.parse>;
  packages: { id: string; input: ReturnType<typeof PackageInputSchema.parse> }[];
}

/**
 * A listing as its owner builds it, through the listings service: details, packages, photos (processed like any
 * upload), a trip every day for two months, then submitted; all but one approved by the demo admin.
 */
async function seedListing(
  app: FastifyInstance,
  demo: DemoListing,
  ownerId: string,
  adminId: string,
  now: Date,
): Promise<Seeded> {
  const deps = listingDeps(app);
  const input = ListingInputSchema.parse(demo.input satisfies ListingInput);
  const created = await createListing(app.db, ownerId, input);
  const packages: Seeded['packages'] = [];
  for (const each of demo.packages) {
    const pkg = PackageInputSchema.parse(each);
    packages.push({ id: (await addPackage(app.db, ownerId, created.id, pkg)).id, input: pkg });
  }
  for (const [position, species] of demo.photos.entries()) {
    const photo = await demoPhotoJpeg({ species, seed: `${demo.key}-${position}`, width: 1200, height: 900 });
    await addPhoto(deps, ownerId, created.id, photo);
  }
  const seeded: Seeded = { listingId: created.id, ownerId, demo, input, packages };
  if (!demo.pending) await seedSlots(app, seeded, now);
  await submitListing(app.db, ownerId, created.id);
  if (!demo.pending) await decideListing(deps, adminId, created.id, 'approve', '');
  return seeded;
}

/** A trip every day for the next two months; a listing with two packages offers the longer one at weekends. */
async function seedSlots(app: FastifyInstance, listing: Seeded, now: Date): Promise<void> {
  const byPackage = new Map<string, string[]>();
  for (let days = 1; days <= DEMO_SLOT_DAYS; days++) {
    const startsAt = zonedTime(now, days, listing.demo.timeZone, listing.demo.startsAt);
    const weekend = [0, 6].includes(new Date(startsAt.getTime() - 12 * 3_600_000).getUTCDay());
    const pkg = listing.packages[weekend && listing.packages.length > 1 ? 1 : 0]!;
    byPackage.set(pkg.id, [...(byPackage.get(pkg.id) ?? []), startsAt.toISOString()]);
  }
  for (const [packageId, startsAt] of byPackage)
    await addSlots(app.db, listing.ownerId, listing.listingId, { packageId, startsAt }, now);
}

/**
 * The demo's charters (issue 18): the demo captain and three seeded captains, nine approved listings (six boats,
 * a lodge, a rental and an excursion) with photos, packages and two months of open trips, one listing waiting
 * for the admin, the demo angler's confirmed trip, completed trips with verified reviews and the captains'
 * replies, and requests waiting for an answer (one to the demo captain, one from the demo angler).
 */
export async function seedDemoCharters(app: FastifyInstance, ids: Ids): Promise<void> {
  const now = new Date();
  const captains = await seedCaptains(app, ids);
  const readers = (
    await app.db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          ['01', '02', '03', '04'].map((n) => `demo-reader-${n}@tightlines.app`),
        ),
      )
  )
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((row) => row.id);

  const listings = new Map<string, Seeded>();
  for (const demo of DEMO_LISTINGS) {
    listings.set(demo.key, await seedListing(app, demo, captains[demo.owner], ids.admin, now));
  }
  const listing = (key: string) => listings.get(key)!;

  const deps = bookingDepsOf(app);

  // Completed trips, each reviewed by the angler who took it through the reviews service (which refuses a review
  // without a completed booking), and some answered by the captain.
  for (const review of DEMO_REVIEWS) {
    const seeded = listing(review.listing);
    const authorId = review.author === 'angler' ? ids.angler : readers[review.author - 1];
    if (!authorId) continue;
    const bookingId = await seedPastTrip(app, deps, seeded, authorId, review.daysAgo, review.partySize, now);
    const written = await createReview(deps, authorId, bookingId, {
      ratings: review.ratings,
      text: review.text,
    });
    if (review.reply) await replyToReview(deps, seeded.ownerId, written.id, { text: review.reply });
  }

  // The demo angler's next trip: Reel Easy in nine days, booked at once and the deposit taken, the balance at the
  // dock. The server has no online payments in the demo, so the captain records the deposit as money taken in
  // person, through payments' offline path (ledger, receipt, the booking confirmed by its settlement).
  const reelEasy = listing('reel-easy');
  const [slot] = await app.db
    .select({ id: charterSlots.id })
    .from(charterSlots)
    .where(
      and(
        eq(charterSlots.listingId, reelEasy.listingId),
        eq(charterSlots.startsAt, zonedTime(now, 9, reelEasy.demo.timeZone, reelEasy.demo.startsAt)),
      ),
    );
  const booking = await createBooking(deps, ids.angler, {
    slotId: slot!.id,
    partySize: 3,
    balanceMethod: 'at_dock',
  });
  await recordInPerson(deps, booking.id, reelEasy.ownerId, 'deposit');

  // Requests waiting for an answer, through the request service (conversation, message, the owner notified): one to
  // the demo captain, one from the demo angler.
  await createRequest(deps, readers[3] ?? ids.moderator, listing('backcountry').listingId, {
    date: localDate(now, 6, listing('backcountry').demo.timeZone),
    partySize: 2,
    packageId: listing('backcountry').packages[0]!.id,
    message: 'Two of us, first time on the flats with a fly rod. Is a morning in the backcountry possible?',
  });
  await createRequest(deps, ids.angler, listing('walleye-express').listingId, {
    date: localDate(now, 14, listing('walleye-express').demo.timeZone),
    partySize: 3,
    packageId: listing('walleye-express').packages[0]!.id,
    message: 'Three of us for walleye. We can leave at any time that morning.',
  });
}

function bookingDepsOf(app: FastifyInstance): BookingDeps {
  return {
    db: app.db,
    listDb: app.listDb,
    config: app.config,
    log: app.log,
    jobs: app.jobs,
    realtime: app.realtime,
    mailer: app.mailer,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
  };
}

/** The calendar day `days` from today at the dock, as the request form sends it. */
function localDate(now: Date, days: number, timeZone: string): string {
  return zonedTime(now, days, timeZone, [12, 0]).toISOString().slice(0, 10);
}

/**
 * A trip that already happened: its slot was booked and the trip completed (the booking service takes no
 * bookings in the past, so the rows are written here), and its money recorded in person through payments.
 */
async function seedPastTrip(
  app: FastifyInstance,
  deps: BookingDeps,
  listing: Seeded,
  anglerId: string,
  daysAgo: number,
  partySize: number,
  now: Date,
): Promise<string> {
  const pkg = listing.packages[0]!;
  const startsAt = zonedTime(now, -daysAgo, listing.demo.timeZone, listing.demo.startsAt);
  const endsAt = new Date(startsAt.getTime() + pkg.input.durationMinutes * 60_000);
  const [slot] = await app.db
    .insert(charterSlots)
    .values({ listingId: listing.listingId, packageId: pkg.id, startsAt, endsAt, state: 'booked' })
    .returning({ id: charterSlots.id });
  const [booking] = await app.db
    .insert(charterBookings)
    .values({
      listingId: listing.listingId,
      slotId: slot!.id,
      packageId: pkg.id,
      anglerUserId: anglerId,
      partySize,
      state: 'completed',
      ...quoteFor(listing, pkg.input, partySize),
      balanceMethod: 'at_dock',
      completedAt: endsAt,
      createdAt: new Date(startsAt.getTime() - 14 * DAY_MS),
    })
    .returning({ id: charterBookings.id });
  await recordInPerson(deps, booking!.id, listing.ownerId, 'whole');
  return booking!.id;
}

/**
 * Money the captain took in person, through payments' offline path: the deposit (which confirms the booking when
 * it settles) or the whole price of a past trip, each with its share of the commission.
 */
async function recordInPerson(
  deps: BookingDeps,
  bookingId: string,
  ownerId: string,
  what: 'deposit' | 'whole',
): Promise<void> {
  const after = await deps.db.transaction(async (tx) => {
    const found = await lockBooking(tx, bookingId);
    if (!found) throw new Error(`demo booking ${bookingId} is missing`);
    const { booking, listing } = found;
    const amount = what === 'deposit' ? booking.depositMinor : booking.totalMinor;
    const fee = what === 'deposit' ? commissionShares(booking).deposit : booking.commissionMinor;
    const recorded = await recordOfflinePurposePaymentInTx(tx, null, {
      purpose: 'booking',
      userId: booking.anglerUserId,
      payeeUserId: listing.ownerUserId,
      description: listing.name.slice(0, 200),
      quote: bookingQuoteOf(listing, amount, fee),
      method: 'card_terminal',
      recordedBy: ownerId,
      beforeSettle: async (paymentId) => {
        await tx
          .update(charterBookings)
          .set(what === 'deposit' ? { depositPaymentId: paymentId } : { balancePaymentId: paymentId })
          .where(eq(charterBookings.id, booking.id));
      },
    });
    return recorded.after;
  });
  runAfter(deps.log, after);
}

function quoteFor(listing: Seeded, pkg: Seeded['packages'][number]['input'], partySize: number) {
  const quote = bookingQuote({
    pricingMode: pkg.pricingMode,
    priceMinor: pkg.priceMinor,
    partySize,
    depositBp: pkg.depositBp,
    commissionBp: DEFAULT_CHARTER_SETTINGS.commissionBp,
    currency: listing.input.currency,
  });
  return {
    currency: quote.currency,
    totalMinor: quote.totalMinor,
    depositMinor: quote.depositMinor,
    balanceMinor: quote.balanceMinor,
    commissionMinor: quote.commissionMinor,
  };
}
