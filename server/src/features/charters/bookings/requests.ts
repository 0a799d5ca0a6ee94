import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import type { CharterRequest, CharterRequestList } from '@tightlines/domain/charters/bookings';
import type {
  AvailabilityRequestInputSchema,
  RequestAnswerSchema,
} from '@tightlines/domain/charters/contract';
import { requestExpiresAt } from '@tightlines/domain/charters/policy';
import { charterListings, charterPackages, charterRequests, charterSlots, profiles } from '#server/db/schema';
import { sendMessage, startDirect, type MessageDeps } from '#server/features/messages/service';
import { notify } from '#server/features/notifications/service';
import { personOf } from '#server/features/registrations/places/repo';
import { runAfter, type PaymentDeps } from '#server/features/payments/deps';
import type { AfterCommit } from '#server/features/payments/settle';
import { AppError, forbidden } from '#server/lib/errors';
import {
  checkParty,
  isBlocked,
  isBookable,
  overlappingSlots,
  slotTaken,
  takeSlotAndBook,
  type ListingRecord,
} from './core';
import { ANGLER_BOOKINGS_URL, OWNER_BOOKINGS_URL } from './notices';
import { presentRequest, type Viewer } from './presenter';
import { requestRowById, requestRows } from './repo';
import { readCharterSettings } from '#server/features/charters/listings/settings';

/** What the request and booking services use of the app (routes build it from the app). */
export type BookingDeps = PaymentDeps & MessageDeps;

const DAY_MS = 24 * 3_600_000;

const listingNotFound = () => AppError.of(404, 'bookingListingNotFound');
const requestNotFound = () => AppError.of(404, 'charterRequestNotFound');

/** An approved listing someone other than its owner may ask for (404 otherwise; 403 for the owner). */
async function bookableListing(deps: BookingDeps, listingId: string, userId: string): Promise<ListingRecord> {
  const [listing] = await deps.db.select().from(charterListings).where(eq(charterListings.id, listingId));
  if (!listing || !isBookable(listing)) throw listingNotFound();
  if (listing.ownerUserId === userId) throw AppError.of(403, 'bookingOwnListing');
  return listing;
}

/**
 * The direct conversation between the angler and the listing's owner, through the messages service (made once,
 * reused for every request and booking between the two).
 */
async function conversationWithOwner(deps: BookingDeps, userId: string, listing: ListingRecord) {
  const { conversation, created } = await startDirect(deps, userId, listing.ownerUserId);
  return { conversationId: conversation.id, created };
}

/** POST /api/charters/listings/:listingId/contact: 201 when the conversation is new, 200 when reused. */
export async function contactOwner(
  deps: BookingDeps,
  userId: string,
  listingId: string,
): Promise<{ conversationId: string; created: boolean }> {
  const listing = await bookableListing(deps, listingId, userId);
  return conversationWithOwner(deps, userId, listing);
}

/**
 * POST /api/charters/listings/:listingId/requests: an angler asks for a date (in the future, the party within the
 * package and the listing). The request expires at the owner's answer time or at the day's start (policy.ts); it is
 * posted in the conversation with the owner, who is notified.
 */
export async function createRequest(
  deps: BookingDeps,
  userId: string,
  listingId: string,
  input: z.output<typeof AvailabilityRequestInputSchema>,
): Promise<CharterRequest> {
  const listing = await bookableListing(deps, listingId, userId);
  const [pkg] = await deps.db.select().from(charterPackages).where(eq(charterPackages.id, input.packageId));
  if (!pkg || pkg.listingId !== listing.id || !pkg.active)
    throw AppError.of(400, 'invalidInput', { packageId: 'Choose one of this listing’s packages.' });
  checkParty(input.partySize, pkg, listing);
  const now = new Date();
  // The listing has no time zone of its own: a trip day starts at midnight UTC, and today is already taken.
  const dayStartsAt = new Date(`${input.date}T00:00:00Z`);
  if (dayStartsAt.getTime() <= now.getTime()) throw AppError.of(400, 'bookingDateInPast');
  const { conversationId } = await conversationWithOwner(deps, userId, listing);
  const anglerName = (await personOf(deps.db, userId))?.name ?? '';
  const request = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(charterRequests)
      .values({
        listingId: listing.id,
        packageId: pkg.id,
        anglerUserId: userId,
        tripDate: input.date,
        partySize: input.partySize,
        message: input.message,
        expiresAt: requestExpiresAt(now, listing.responseHours, dayStartsAt),
        conversationId,
      })
      .returning();
    if (!row) throw new Error('request not written');
    const publish = await notify(
      deps,
      {
        userId: listing.ownerUserId,
        actorId: userId,
        type: 'charter_request',
        params: {
          requestId: row.id,
          listingId: listing.id,
          listingName: listing.name,
          anglerName,
          tripDate: input.date,
          partySize: input.partySize,
        },
        actionUrl: OWNER_BOOKINGS_URL,
      },
      tx,
    );
    return { row, publish };
  });
  request.publish();
  // The request in the conversation, in the angler's own words under the facts, written as the angler writes: the
  // date in their language (the captain's side shows the request itself beside the thread, in the captain's).
  const facts = `${listing.name} · ${await tripDayIn(deps.db, userId, input.date)} · ${pkg.name} · 👥 ${input.partySize}`;
  await sendMessage(deps, userId, conversationId, {
    fields: { content: input.message ? `${facts}\n\n${input.message}` : facts },
    image: undefined,
  });
  return getRequest(deps, { id: userId, isAdmin: false }, request.row.id);
}

/** A request, to its angler or the listing's owner (404 to anyone else). */
export async function getRequest(
  deps: BookingDeps,
  viewer: Viewer,
  requestId: string,
): Promise<CharterRequest> {
  const row = await requestRowById(deps.db, requestId);
  if (!row || (row.angler_user_id !== viewer.id && row.owner_user_id !== viewer.id)) throw requestNotFound();
  return presentRequest(row, viewer);
}

/** The rows a page asks for: one more than the limit (to know whether there is a next), from the cursor's offset. */
export function pageOf(query: { cursor?: string | undefined; limit: number }) {
  if (query.cursor && !/^\d{1,6}$/.test(query.cursor)) throw AppError.of(400, 'invalidInput');
  return { limit: query.limit + 1, offset: query.cursor ? Number(query.cursor) : 0 };
}

/** A page of rows and the cursor of the next (the offset as text). */
export function paged<T>(rows: T[], query: { cursor?: string | undefined; limit: number }) {
  const { offset } = pageOf(query);
  return {
    items: rows.slice(0, query.limit),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

/** GET /api/charters/requests/mine: the angler's requests, newest first. */
export async function myRequests(
  deps: BookingDeps,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<CharterRequestList> {
  const rows = await requestRows(
    deps.db,
    sql`r.angler_user_id = ${userId}::uuid`,
    sql`r.created_at desc, r.id desc`,
    pageOf(query),
  );
  const page = paged(rows, query);
  return {
    items: page.items.map((row) => presentRequest(row, { id: userId, isAdmin: false })),
    nextCursor: page.nextCursor,
  };
}

/** GET /api/charters/requests/incoming: requests for the owner's listings, pending first (soonest to expire). */
export async function incomingRequests(
  deps: BookingDeps,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<CharterRequestList> {
  const rows = await requestRows(
    deps.db,
    sql`l.owner_user_id = ${userId}::uuid`,
    sql`(r.state = 'pending') desc, case when r.state = 'pending' then r.expires_at end asc, r.created_at desc, r.id desc`,
    pageOf(query),
  );
  const page = paged(rows, query);
  return {
    items: page.items.map((row) => presentRequest(row, { id: userId, isAdmin: false })),
    nextCursor: page.nextCursor,
  };
}

/** The request under its row lock with its listing: 404 when missing, 403 when not the viewer's to answer. */
async function lockRequestFor(tx: BookingDeps['db'], requestId: string) {
  const [request] = await tx
    .select()
    .from(charterRequests)
    .where(eq(charterRequests.id, requestId))
    .for('update');
  if (!request) throw requestNotFound();
  const [listing] = await tx.select().from(charterListings).where(eq(charterListings.id, request.listingId));
  if (!listing) throw requestNotFound();
  return { request, listing };
}

/**
 * POST /api/charters/requests/:requestId/answer (the owner). Decline: with the owner's reason. Accept: the slot at
 * `startsAt` (made when the calendar has none there, under the listing's row lock with the calendar's overlap rule)
 * is held and a booking waits for the angler's deposit. The angler must come back to pay, so the hold is a day
 * (never past the trip's start) rather than the instant booking's settings.depositHoldMinutes.
 */
export async function answerRequest(
  deps: BookingDeps,
  userId: string,
  requestId: string,
  answer: z.output<typeof RequestAnswerSchema>,
): Promise<CharterRequest> {
  const now = new Date();
  const settings = await readCharterSettings(deps.db);
  const after: AfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    const { request, listing } = await lockRequestFor(tx, requestId);
    if (listing.ownerUserId !== userId) throw forbidden();
    if (request.state !== 'pending' || request.expiresAt <= now)
      throw AppError.of(409, 'charterRequestClosed');
    const base = {
      requestId: request.id,
      listingId: listing.id,
      listingName: listing.name,
      tripDate: request.tripDate,
    };
    if (answer.answer === 'decline') {
      await tx
        .update(charterRequests)
        .set({ state: 'declined', declineReason: answer.reason, answeredAt: now, updatedAt: now })
        .where(eq(charterRequests.id, request.id));
      after.push(
        await notify(
          deps,
          {
            userId: request.anglerUserId,
            actorId: userId,
            type: 'charter_request_answered',
            params: { ...base, answer: 'declined', bookingId: '', reason: answer.reason },
            actionUrl: ANGLER_BOOKINGS_URL,
          },
          tx,
        ),
      );
      return;
    }
    const startsAt = new Date(answer.startsAt);
    if (startsAt <= now) throw AppError.of(400, 'bookingDateInPast');
    const [pkg] = await tx.select().from(charterPackages).where(eq(charterPackages.id, request.packageId));
    if (!pkg) throw requestNotFound();
    const endsAt = new Date(startsAt.getTime() + pkg.durationMinutes * 60_000);
    // The calendar's rule: slots of one listing never overlap, checked under the listing's row lock.
    await tx
      .select({ id: charterListings.id })
      .from(charterListings)
      .where(eq(charterListings.id, listing.id))
      .for('update');
    const overlapping = await overlappingSlots(tx, listing.id, startsAt, endsAt);
    let slot = overlapping.find(
      (row) => row.startsAt.getTime() === startsAt.getTime() && row.packageId === pkg.id,
    );
    if (slot && slot.state !== 'open') throw slotTaken();
    if (!slot) {
      if (overlapping.length > 0 || (await isBlocked(tx, listing.id, startsAt, endsAt)))
        throw AppError.of(409, 'bookingSlotOverlaps');
      [slot] = await tx
        .insert(charterSlots)
        .values({ listingId: listing.id, packageId: pkg.id, startsAt, endsAt, state: 'open' })
        .returning();
      if (!slot) throw new Error('slot not written');
    }
    const holdUntil = new Date(Math.min(now.getTime() + DAY_MS, startsAt.getTime()));
    const booking = await takeSlotAndBook(tx, {
      listing,
      pkg,
      slot,
      anglerUserId: request.anglerUserId,
      partySize: request.partySize,
      balanceMethod: 'online',
      requestId: request.id,
      conversationId: request.conversationId,
      holdUntil,
      commissionBp: settings.commissionBp,
    });
    await tx
      .update(charterRequests)
      .set({ state: 'accepted', answeredAt: now, updatedAt: now })
      .where(eq(charterRequests.id, request.id));
    after.push(
      await notify(
        deps,
        {
          userId: request.anglerUserId,
          actorId: userId,
          type: 'charter_request_answered',
          params: { ...base, answer: 'accepted', bookingId: booking.id, reason: '' },
          actionUrl: ANGLER_BOOKINGS_URL,
        },
        tx,
      ),
    );
  });
  runAfter(deps.log, after);
  return getRequest(deps, { id: userId, isAdmin: false }, requestId);
}

/** POST /api/charters/requests/:requestId/withdraw: the angler takes back a pending request. */
export async function withdrawRequest(
  deps: BookingDeps,
  userId: string,
  requestId: string,
): Promise<CharterRequest> {
  await deps.db.transaction(async (tx) => {
    const { request, listing } = await lockRequestFor(tx, requestId);
    if (request.anglerUserId !== userId)
      throw listing.ownerUserId === userId ? forbidden() : requestNotFound();
    if (request.state !== 'pending') throw AppError.of(409, 'charterRequestClosed');
    await tx
      .update(charterRequests)
      .set({ state: 'withdrawn', updatedAt: new Date() })
      .where(eq(charterRequests.id, request.id));
  });
  return getRequest(deps, { id: userId, isAdmin: false }, requestId);
}

/** A trip's day (YYYY-MM-DD) as the person reads dates: their app language's medium date, English if unknown. */
async function tripDayIn(db: Db, userId: string, day: string): Promise<string> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const date = new Date(`${day}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(row?.language ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
}
