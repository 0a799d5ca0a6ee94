import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharterReview, CharterReviewPage } from '@tightlines/domain/charters/bookings';
import type { ReportCreated } from '@tightlines/domain/moderation/contract';
import { charterListings, charterReviews, notifications } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { insertBooking, insertListing } from './fixtures/charters';

/** Reviews of charter trips (issue 18): only from completed bookings, once, rated per aspect; replies; reports. */

let t: TestApp;
let captain: BuiltUser;
let otherCaptain: BuiltUser;
let angler: BuiltUser;
let angler2: BuiltUser;
let stranger: BuiltUser;
let mod: BuiltUser;
let listingId: string;
let packageId: string;

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const DAY = 86_400_000;
const ratings = (captainR: number, boat: number, fishing: number, value: number) => ({
  ratings: { captain: captainR, boat, fishing, value },
});

const trip = (anglerId: string, state = 'completed', daysAgo = 10) =>
  insertBooking(t.app, {
    listingId,
    packageId,
    anglerId,
    state,
    startsAt: new Date(Date.now() - daysAgo * DAY),
  });

async function listingRow() {
  const [row] = await t.app.db.select().from(charterListings).where(eq(charterListings.id, listingId));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [captain, otherCaptain, angler, angler2, stranger, mod] = await Promise.all([
    buildUser(t.app, { firstName: 'Cora', lastName: 'Captain', roles: ['charter_captain'] }),
    buildUser(t.app, { firstName: 'Otis', lastName: 'Other', roles: ['charter_captain'] }),
    buildUser(t.app, { firstName: 'Andy', lastName: 'Angler' }),
    buildUser(t.app, { firstName: 'Bea', lastName: 'Second' }),
    buildUser(t.app, { firstName: 'Stan', lastName: 'Stranger' }),
    buildUser(t.app, { firstName: 'Mona', lastName: 'Mod', roles: ['moderator'] }),
  ]);
  const { listing, pkg } = await insertListing(t.app, captain.id);
  listingId = listing.id;
  packageId = pkg.id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/charters/bookings/:bookingId/review', () => {
  it('401 signed out, 400 bad ratings or fields, 404 unknown booking', async () => {
    const booking = await trip(angler.id);
    const url = `/api/charters/bookings/${booking.id}/review`;
    expect((await call(null, 'POST', url, ratings(5, 5, 5, 5))).statusCode).toBe(401);
    expect((await call(angler, 'POST', url, ratings(6, 5, 5, 5))).statusCode).toBe(400);
    expect((await call(angler, 'POST', url, ratings(0, 5, 5, 5))).statusCode).toBe(400);
    expect((await call(angler, 'POST', url, { ...ratings(5, 5, 5, 5), stars: 5 })).statusCode).toBe(400);
    expect((await call(angler, 'POST', url, { ratings: { captain: 5 } })).statusCode).toBe(400);
    expect(
      (await call(angler, 'POST', '/api/charters/bookings/nope/review', ratings(5, 5, 5, 5))).statusCode,
    ).toBe(400);
    const missing = await call(
      angler,
      'POST',
      '/api/charters/bookings/00000000-0000-4000-8000-000000000000/review',
      ratings(5, 5, 5, 5),
    );
    expect(missing.statusCode).toBe(404);
    expect(await t.app.db.select().from(charterReviews)).toHaveLength(0);
  });

  it('refuses a review without a completed booking: someone else’s trip (403), a trip not completed (409)', async () => {
    const completed = await trip(angler.id);
    const notMine = await call(
      stranger,
      'POST',
      `/api/charters/bookings/${completed.id}/review`,
      ratings(1, 1, 1, 1),
    );
    expect(notMine.statusCode).toBe(403);
    expect(errorOf(notMine)).toMatchObject({
      code: 'charterReviewNotYours',
      message: 'Only the angler who booked this trip can review it.',
    });
    // The listing's owner cannot rate their own trip either.
    expect(
      (await call(captain, 'POST', `/api/charters/bookings/${completed.id}/review`, ratings(5, 5, 5, 5)))
        .statusCode,
    ).toBe(403);
    for (const state of ['awaiting_deposit', 'confirmed', 'cancelled']) {
      const booking = await trip(angler.id, state, -5);
      const response = await call(
        angler,
        'POST',
        `/api/charters/bookings/${booking.id}/review`,
        ratings(5, 5, 5, 5),
      );
      expect(response.statusCode, state).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'charterReviewNotCompleted',
        message: 'You can review a trip once the captain has marked it completed.',
      });
    }
    expect(await t.app.db.select().from(charterReviews)).toHaveLength(0);
    expect((await listingRow()).reviewCount).toBe(0);
  });

  it('201: the review shows the verified trip; the listing’s rating follows; the owner hears of it; once only', async () => {
    const booking = await trip(angler.id);
    const url = `/api/charters/bookings/${booking.id}/review`;
    const response = await call(angler, 'POST', url, { ...ratings(5, 5, 4, 4), text: '  Tuna all day!  ' });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json<CharterReview>();
    expect(review).toMatchObject({
      listingId,
      bookingId: booking.id,
      author: { id: angler.id, displayName: 'Andy Angler' },
      ratings: { captain: 5, boat: 5, fishing: 4, value: 4 },
      overall: 4.5,
      text: 'Tuna all day!',
      packageName: 'Full day offshore',
      reply: null,
      viewer: { canReply: false, canReport: false },
    });
    // The trip the review names is the booking's slot.
    const [slotStart] = (
      await t.app.db.execute<{ starts_at: Date }>(
        sql`select starts_at from charter_slots where id = ${booking.slotId}`,
      )
    ).rows;
    expect(review.tripStartsAt).toBe(new Date(slotStart!.starts_at).toISOString());
    expect(await listingRow()).toMatchObject({ ratingAverage: 4.5, reviewCount: 1 });

    const [note] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, captain.id), eq(notifications.type, 'charter_review_received')));
    expect(note).toMatchObject({
      actorId: angler.id,
      actionUrl: '/captain/reviews',
      params: { listingId, listingName: 'Blue Runner', reviewId: review.id, rating: 4.5 },
    });

    const again = await call(angler, 'POST', url, ratings(1, 1, 1, 1));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'charterReviewExists',
      message: 'You already reviewed this trip',
    });
    expect(await listingRow()).toMatchObject({ ratingAverage: 4.5, reviewCount: 1 });
  });

  it('two reviews of one trip at once: exactly one is written', async () => {
    const booking = await trip(angler2.id);
    const url = `/api/charters/bookings/${booking.id}/review`;
    const answers = await Promise.all([1, 2, 3].map(() => call(angler2, 'POST', url, ratings(3, 3, 3, 3))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    // 4.5 and 3: the listing's average is their mean, to one decimal (3.75 → 3.8).
    expect(await listingRow()).toMatchObject({ ratingAverage: 3.8, reviewCount: 2 });
  });
});

describe('GET /api/charters/:listingId/reviews', () => {
  it('public, newest first, 10 a page with a cursor; 404 unknown or unapproved listing; 400 bad cursor', async () => {
    const first = (await call(null, 'GET', `/api/charters/${listingId}/reviews`)).json<CharterReviewPage>();
    expect(first.items.map((r) => r.overall)).toEqual([3, 4.5]);
    expect(first.nextCursor).toBeNull();
    expect(first.items[0]!.viewer).toEqual({ canReply: false, canReport: false });
    const asStranger = (
      await call(stranger, 'GET', `/api/charters/${listingId}/reviews`)
    ).json<CharterReviewPage>();
    expect(asStranger.items[0]!.viewer).toEqual({ canReply: false, canReport: true });
    const asOwner = (
      await call(captain, 'GET', `/api/charters/${listingId}/reviews`)
    ).json<CharterReviewPage>();
    expect(asOwner.items[0]!.viewer.canReply).toBe(true);

    // A second listing with 12 reviews pages 10 + 2 without repeats.
    const { listing, pkg } = await insertListing(t.app, captain.id, { name: 'Busy Boat' });
    for (let i = 0; i < 12; i++) {
      const booking = await insertBooking(t.app, {
        listingId: listing.id,
        packageId: pkg.id,
        anglerId: angler.id,
        startsAt: new Date(Date.now() - (i + 2) * DAY),
      });
      expect(
        (await call(angler, 'POST', `/api/charters/bookings/${booking.id}/review`, ratings(4, 4, 4, 4)))
          .statusCode,
      ).toBe(201);
    }
    const page1 = (await call(null, 'GET', `/api/charters/${listing.id}/reviews`)).json<CharterReviewPage>();
    expect(page1.items).toHaveLength(10);
    const page2 = (
      await call(null, 'GET', `/api/charters/${listing.id}/reviews?cursor=${page1.nextCursor}`)
    ).json<CharterReviewPage>();
    expect(page2.items).toHaveLength(2);
    expect(page2.nextCursor).toBeNull();
    const ids = [...page1.items, ...page2.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(12);
    const created = [...page1.items, ...page2.items].map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    expect((await call(null, 'GET', `/api/charters/${listingId}/reviews?cursor=garbage`)).statusCode).toBe(
      400,
    );
    expect((await call(null, 'GET', '/api/charters/not-a-uuid/reviews')).statusCode).toBe(400);
    expect(
      (await call(null, 'GET', '/api/charters/00000000-0000-4000-8000-000000000000/reviews')).statusCode,
    ).toBe(404);
    const { listing: draft } = await insertListing(t.app, captain.id, { state: 'draft', name: 'Draft' });
    expect((await call(stranger, 'GET', `/api/charters/${draft.id}/reviews`)).statusCode).toBe(404);
    expect((await call(captain, 'GET', `/api/charters/${draft.id}/reviews`)).statusCode).toBe(200);
  });
});

describe('PUT /api/charters/reviews/:reviewId/reply', () => {
  it('only the listing’s owner replies, once and editable; the author hears of the first reply', async () => {
    const page = (await call(null, 'GET', `/api/charters/${listingId}/reviews`)).json<CharterReviewPage>();
    const review = page.items.find((r) => r.author.id === angler.id)!;
    const url = `/api/charters/reviews/${review.id}/reply`;
    expect((await call(null, 'PUT', url, { text: 'Thanks!' })).statusCode).toBe(401);
    // Without a captain's role (API access), and another captain (not the listing's owner).
    expect((await call(angler, 'PUT', url, { text: 'Thanks!' })).statusCode).toBe(403);
    expect((await call(otherCaptain, 'PUT', url, { text: 'Thanks!' })).statusCode).toBe(403);
    expect((await call(captain, 'PUT', url, { text: '   ' })).statusCode).toBe(400);
    expect((await call(captain, 'PUT', url, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect(
      (
        await call(captain, 'PUT', '/api/charters/reviews/00000000-0000-4000-8000-000000000000/reply', {
          text: 'Hi',
        })
      ).statusCode,
    ).toBe(404);

    const replied = await call(captain, 'PUT', url, { text: 'Thanks for fishing with us!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<CharterReview>()).toMatchObject({ reply: 'Thanks for fishing with us!' });
    const edited = await call(captain, 'PUT', url, { text: 'Thanks, Andy — see you next season!' });
    expect(edited.json<CharterReview>().reply).toBe('Thanks, Andy — see you next season!');
    const shown = (await call(null, 'GET', `/api/charters/${listingId}/reviews`)).json<CharterReviewPage>();
    expect(shown.items.find((r) => r.id === review.id)).toMatchObject({
      reply: 'Thanks, Andy — see you next season!',
    });
    expect(shown.items.find((r) => r.id === review.id)!.repliedAt).not.toBeNull();

    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, angler.id), eq(notifications.type, 'charter_review_reply')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      actorId: captain.id,
      actionUrl: `/charters/${listingId}`,
      params: { listingId, listingName: 'Blue Runner', reviewId: review.id },
    });
  });
});

describe('GET /api/notifications?group=charters (/profile/charter-notifications)', () => {
  it('lists only the charter types; 400 for an unknown group', async () => {
    expect((await call(angler, 'PUT', `/api/users/${captain.id}/follow`)).statusCode).toBeLessThan(300);
    const all = (await call(captain, 'GET', '/api/notifications')).json<{ items: { type: string }[] }>();
    expect(all.items.map((n) => n.type)).toContain('follow');
    const charters = (await call(captain, 'GET', '/api/notifications?group=charters')).json<{
      items: { type: string }[];
    }>();
    expect(charters.items.length).toBeGreaterThan(0);
    expect(new Set(charters.items.map((n) => n.type))).toEqual(new Set(['charter_review_received']));
    expect((await call(captain, 'GET', '/api/notifications?group=bogus')).statusCode).toBe(400);
  });
});

describe('reporting a review', () => {
  it('a report reaches moderation; hiding takes the review off the page and out of the rating', async () => {
    const page = (await call(null, 'GET', `/api/charters/${listingId}/reviews`)).json<CharterReviewPage>();
    const low = page.items.find((r) => r.overall === 3)!;
    expect(
      (
        await call(angler2, 'POST', '/api/reports', {
          targetType: 'charter_review',
          targetId: low.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(400);
    const reported = await call(stranger, 'POST', '/api/reports', {
      targetType: 'charter_review',
      targetId: low.id,
      reason: 'spam',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { itemId } = reported.json<ReportCreated>();
    const detail = await call(mod, 'GET', `/api/moderation/items/${itemId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain('Blue Runner');

    const hidden = await call(mod, 'POST', `/api/moderation/items/${itemId}/actions`, {
      action: 'hide',
      reason: 'Not about the trip',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const [row] = await t.app.db.select().from(charterReviews).where(eq(charterReviews.id, low.id));
    expect(row!.moderation).toBe('hidden');
    expect(await listingRow()).toMatchObject({ ratingAverage: 4.5, reviewCount: 1 });
    const after = (await call(null, 'GET', `/api/charters/${listingId}/reviews`)).json<CharterReviewPage>();
    expect(after.items.map((r) => r.id)).not.toContain(low.id);
    // A hidden review can no longer be reported.
    expect(
      (
        await call(angler, 'POST', '/api/reports', {
          targetType: 'charter_review',
          targetId: low.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
  });
});
