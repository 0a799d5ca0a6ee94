import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_CHARTER_SETTINGS,
  ListingInputSchema,
  PackageInputSchema,
  type ListingInput,
} from '@tightlines/domain/charters/contract';
import { bookingQuote, ratingBreakdown, requestExpiresAt } from '@tightlines/domain/charters/policy';
import {
  charterBookings,
  charterListings,
  charterPackages,
  charterPhotos,
  charterRequests,
  charterReviews,
  charterSlots,
  user,
} from '#server/db/schema';
import { signUp, signUpFormFor } from '#server/features/account/service';
import { demoAvatarPng, demoPhotoJpeg } from '#server/features/demo/art/index';
import { markDemoAccount } from '#server/features/demo/service';
import { sendMessage, startDirect } from '#server/features/messages/service';
import { uploadProfileImage } from '#server/features/profiles/service';
import { grantRole } from '#server/features/roles/service';
import { processImage, storeImage } from '#server/lib/images';
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
 * A listing as its owner builds it: details, packages, photos, then submitted; all but one approved by the demo
 * admin. Written to the tables (with the listing's cheapest price kept as the listings service keeps it) until
 * the listings service is on main.
 */
async function seedListing(
  app: FastifyInstance,
  demo: DemoListing,
  ownerId: string,
  adminId: string,
): Promise<Seeded> {
  const input = ListingInputSchema.parse(demo.input satisfies ListingInput);
  const packages = demo.packages.map((p) => PackageInputSchema.parse(p));
  const reviewedAt = new Date();
  const [listing] = await app.db
    .insert(charterListings)
    .values({
      ownerUserId: ownerId,
      kind: input.kind,
      name: input.name,
      description: input.description,
      category: input.category,
      capacity: input.capacity,
      fishingTypes: input.fishingTypes,
      amenities: input.amenities,
      crew: input.crew,
      locationName: input.location.name,
      region: input.location.region,
      country: input.location.country,
      latitude: input.location.latitude,
      longitude: input.location.longitude,
      currency: input.currency,
      cancellationPolicy: input.cancellationPolicy,
      weatherPolicy: input.weatherPolicy,
      responseHours: input.responseHours,
      instantBooking: input.instantBooking,
      state: demo.pending ? 'pending_review' : 'approved',
      reviewedBy: demo.pending ? null : adminId,
      reviewedAt: demo.pending ? null : reviewedAt,
      fromPriceMinor: Math.min(...packages.map((p) => p.priceMinor)),
    })
    .returning({ id: charterListings.id });
  if (!listing) throw new Error(`demo listing ${demo.key} was not written`);
  const rows = await app.db
    .insert(charterPackages)
    .values(packages.map((p, position) => ({ ...p, listingId: listing.id, position })))
    .returning({ id: charterPackages.id, position: charterPackages.position });
  const packageIds = rows.sort((a, b) => a.position - b.position).map((row) => row.id);

  for (const [position, species] of demo.photos.entries()) {
    const photo = await demoPhotoJpeg({ species, seed: `${demo.key}-${position}`, width: 1200, height: 900 });
    const stored = await storeImage(app.storage, await processImage(photo), {
      folder: 'charter-photos',
      ownerId: listing.id,
    });
    await app.db
      .insert(charterPhotos)
      .values({ listingId: listing.id, url: stored.url, media: stored.media, position });
  }
  return {
    listingId: listing.id,
    ownerId,
    demo,
    input,
    packages: packages.map((p, index) => ({ id: packageIds[index]!, input: p })),
  };
}

/** A trip every day for the next two months; a listing with two packages offers the longer one at weekends. */
async function seedSlots(app: FastifyInstance, listing: Seeded, now: Date): Promise<void> {
  const values = [];
  for (let days = 1; days <= DEMO_SLOT_DAYS; days++) {
    const startsAt = zonedTime(now, days, listing.demo.timeZone, listing.demo.startsAt);
    const weekend = [0, 6].includes(new Date(startsAt.getTime() - 12 * 3_600_000).getUTCDay());
    const pkg = listing.packages[weekend && listing.packages.length > 1 ? 1 : 0]!;
    const endsAt = new Date(startsAt.getTime() + pkg.input.durationMinutes * 60_000);
    values.push({ listingId: listing.listingId, packageId: pkg.id, startsAt, endsAt });
  }
  await app.db.insert(charterSlots).values(values);
}

/** The slot of a listing on a day (from today), booked for the booking that takes it. */
async function takeSlot(app: FastifyInstance, listing: Seeded, days: number, now: Date) {
  const startsAt = zonedTime(now, days, listing.demo.timeZone, listing.demo.startsAt);
  const pkg = listing.packages[0]!;
  const endsAt = new Date(startsAt.getTime() + pkg.input.durationMinutes * 60_000);
  const [existing] = await app.db
    .select({ id: charterSlots.id, packageId: charterSlots.packageId })
    .from(charterSlots)
    .where(and(eq(charterSlots.listingId, listing.listingId), eq(charterSlots.startsAt, startsAt)));
  if (existing) {
    await app.db.update(charterSlots).set({ state: 'booked' }).where(eq(charterSlots.id, existing.id));
    const chosen = listing.packages.find((p) => p.id === existing.packageId) ?? pkg;
    return { slotId: existing.id, pkg: chosen, startsAt };
  }
  // A past trip: its slot was on the calendar then, and was booked.
  const [slot] = await app.db
    .insert(charterSlots)
    .values({ listingId: listing.listingId, packageId: pkg.id, startsAt, endsAt, state: 'booked' })
    .returning({ id: charterSlots.id });
  return { slotId: slot!.id, pkg, startsAt };
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
    const seeded = await seedListing(app, demo, captains[demo.owner], ids.admin);
    listings.set(demo.key, seeded);
    if (!demo.pending) await seedSlots(app, seeded, now);
  }
  const listing = (key: string) => listings.get(key)!;

  // Completed trips, each reviewed by the angler who took it (reviews only come from completed bookings).
  for (const review of DEMO_REVIEWS) {
    const seeded = listing(review.listing);
    const authorId = review.author === 'angler' ? ids.angler : readers[review.author - 1];
    if (!authorId) continue;
    const { slotId, pkg, startsAt } = await takeSlot(app, seeded, -review.daysAgo, now);
    const quote = quoteFor(seeded, pkg.input, review.partySize);
    const completedAt = new Date(startsAt.getTime() + pkg.input.durationMinutes * 60_000);
    const [booking] = await app.db
      .insert(charterBookings)
      .values({
        listingId: seeded.listingId,
        slotId,
        packageId: pkg.id,
        anglerUserId: authorId,
        partySize: review.partySize,
        state: 'completed',
        ...quote,
        balanceMethod: 'at_dock',
        paidMinor: quote.totalMinor,
        completedAt,
        createdAt: new Date(startsAt.getTime() - 14 * DAY_MS),
      })
      .returning({ id: charterBookings.id });
    const reviewedAt = new Date(completedAt.getTime() + DAY_MS);
    await app.db.insert(charterReviews).values({
      bookingId: booking!.id,
      listingId: seeded.listingId,
      authorUserId: authorId,
      ratingCaptain: review.ratings.captain,
      ratingBoat: review.ratings.boat,
      ratingFishing: review.ratings.fishing,
      ratingValue: review.ratings.value,
      text: review.text,
      reply: review.reply ?? null,
      repliedAt: review.reply ? new Date(reviewedAt.getTime() + DAY_MS / 2) : null,
      createdAt: reviewedAt,
      updatedAt: reviewedAt,
    });
  }
  await refreshRatings(app, [...new Set(DEMO_REVIEWS.map((review) => listing(review.listing).listingId))]);

  // The demo angler's next trip: Reel Easy in nine days, deposit paid, the balance at the dock.
  const reelEasy = listing('reel-easy');
  const upcoming = await takeSlot(app, reelEasy, 9, now);
  const direct = await startDirect(app, ids.angler, ids.captain);
  const quote = quoteFor(reelEasy, upcoming.pkg.input, 3);
  await app.db.insert(charterBookings).values({
    listingId: reelEasy.listingId,
    slotId: upcoming.slotId,
    packageId: upcoming.pkg.id,
    anglerUserId: ids.angler,
    partySize: 3,
    state: 'confirmed',
    ...quote,
    balanceMethod: 'at_dock',
    paidMinor: quote.depositMinor,
    conversationId: direct.conversation.id,
  });

  // Requests waiting for an answer: one to the demo captain, one from the demo angler.
  await seedRequest(app, listing('backcountry'), readers[3] ?? ids.moderator, {
    days: 6,
    partySize: 2,
    message: 'Two of us, first time on the flats with a fly rod. Is a morning in the backcountry possible?',
    now,
  });
  await seedRequest(app, listing('walleye-express'), ids.angler, {
    days: 14,
    partySize: 3,
    message: 'Three of us for walleye. We can leave at any time that morning.',
    now,
  });
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

/** A request for a date, posted in the conversation between angler and owner, as the request service does. */
async function seedRequest(
  app: FastifyInstance,
  listing: Seeded,
  anglerId: string,
  request: { days: number; partySize: number; message: string; now: Date },
): Promise<void> {
  const dayStart = zonedTime(request.now, request.days, listing.demo.timeZone, [0, 0]);
  const tripDate = zonedTime(request.now, request.days, listing.demo.timeZone, [12, 0])
    .toISOString()
    .slice(0, 10);
  const { conversation } = await startDirect(app, anglerId, listing.ownerId);
  await sendMessage(app, anglerId, conversation.id, {
    fields: { content: request.message },
    image: undefined,
  });
  await app.db.insert(charterRequests).values({
    listingId: listing.listingId,
    packageId: listing.packages[0]!.id,
    anglerUserId: anglerId,
    tripDate,
    partySize: request.partySize,
    message: request.message,
    expiresAt: requestExpiresAt(request.now, listing.input.responseHours, dayStart),
    conversationId: conversation.id,
  });
}

/** The listing's rating and review count, from its visible reviews (policy.ts's breakdown). */
async function refreshRatings(app: FastifyInstance, listingIds: string[]): Promise<void> {
  for (const listingId of listingIds) {
    const rows = await app.db.select().from(charterReviews).where(eq(charterReviews.listingId, listingId));
    const breakdown = ratingBreakdown(
      rows
        .filter((row) => row.moderation === null)
        .map((row) => ({
          ratings: {
            captain: row.ratingCaptain,
            boat: row.ratingBoat,
            fishing: row.ratingFishing,
            value: row.ratingValue,
          },
        })),
    );
    await app.db
      .update(charterListings)
      .set({ ratingAverage: breakdown.average, reviewCount: breakdown.count })
      .where(eq(charterListings.id, listingId));
  }
}
