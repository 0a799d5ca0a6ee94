import type { CharterReview, CharterReviewPage } from '@tightlines/domain/charters/bookings';
import type { CaptainReviewPage } from '@tightlines/domain/charters/office';
import { overallRating, ratingBreakdown } from '@tightlines/domain/charters/policy';
import type { ReviewInputSchema, ReviewReplyInputSchema } from '@tightlines/domain/charters/contract';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError, forbidden, notFound } from '#server/lib/errors';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { presentReview } from './presenter';
import {
  countUnanswered,
  findListingAccess,
  findReview,
  insertReview,
  listListingReviews,
  listOwnerReviews,
  lockBookingForReview,
  lockListingRatings,
  saveListingRating,
  setReply,
} from './repo';

/** Reviews of charter trips (issue 18, ADR 028): only from a completed booking, once, by its angler. */

const PAGE = 10;
const OWNER_PAGE = 20;
const OWNER_OFFSET_MAX = 10_000;

/**
 * Recomputes a listing's rating_average and review_count from its visible reviews, under the listing's row lock,
 * with the domain's rules (policy.ts ratingBreakdown). Call it in the transaction that changed a review.
 */
export async function recomputeListingRating(tx: Db, listingId: string): Promise<void> {
  const ratings = await lockListingRatings(tx, listingId);
  const { average, count } = ratingBreakdown(ratings.map((row) => ({ ratings: row })));
  await saveListingRating(tx, listingId, { average, count });
}

/** Writes the angler's review of a completed trip and tells the listing's owner. */
export async function createReview(
  deps: NotifyDeps,
  authorId: string,
  bookingId: string,
  input: z.output<typeof ReviewInputSchema>,
): Promise<CharterReview> {
  const { reviewId, publish } = await deps.db.transaction(async (tx) => {
    const booking = await lockBookingForReview(tx, bookingId);
    if (!booking) throw notFound();
    if (booking.angler_user_id !== authorId) throw AppError.of(403, 'charterReviewNotYours');
    if (booking.state !== 'completed') throw AppError.of(409, 'charterReviewNotCompleted');
    if (booking.reviewed) throw AppError.of(409, 'charterReviewExists');
    const id = await insertReview(tx, {
      bookingId,
      listingId: booking.listing_id,
      authorId,
      ratings: input.ratings,
      text: input.text,
    });
    await recomputeListingRating(tx, booking.listing_id);
    const published = await notify(
      deps,
      {
        userId: booking.owner_user_id,
        actorId: authorId,
        actionUrl: '/captain/reviews',
        type: 'charter_review_received',
        params: {
          listingId: booking.listing_id,
          listingName: booking.listing_name,
          reviewId: id,
          rating: overallRating(input.ratings),
        },
      },
      tx,
    );
    return { reviewId: id, publish: published };
  });
  publish();
  return presentReview((await findReview(deps.db, reviewId))!, authorId);
}

/** A listing's visible reviews, newest first (public; a listing not yet public only for its owner). */
export async function listingReviews(
  db: Db,
  viewerId: string | null,
  listingId: string,
  cursor: string | undefined,
): Promise<CharterReviewPage> {
  const listing = await findListingAccess(db, listingId);
  if (!listing || (!listing.public && listing.owner_user_id !== viewerId)) throw notFound();
  const rows = await listListingReviews(db, listingId, decodeCursor(cursor), PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentReview(row, viewerId)),
    nextCursor: rows.length > PAGE && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}

/** The owner's public answer: one per review, editable; the author hears of the first one. */
export async function replyToReview(
  deps: NotifyDeps,
  ownerId: string,
  reviewId: string,
  input: z.output<typeof ReviewReplyInputSchema>,
): Promise<CharterReview> {
  const review = await findReview(deps.db, reviewId);
  if (!review) throw notFound();
  if (review.owner_user_id !== ownerId) throw forbidden();
  const publish = await deps.db.transaction(async (tx) => {
    await setReply(tx, reviewId, input.text);
    if (review.reply !== null) return () => {};
    return notify(
      deps,
      {
        userId: review.author_user_id,
        actorId: ownerId,
        actionUrl: `/charters/${review.listing_id}`,
        type: 'charter_review_reply',
        params: { listingId: review.listing_id, listingName: review.listing_name, reviewId },
      },
      tx,
    );
  });
  publish();
  return presentReview((await findReview(deps.db, reviewId))!, ownerId);
}

function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(offset) || offset < 0 || offset > OWNER_OFFSET_MAX)
    throw AppError.of(400, 'invalidInput');
  return offset;
}

/** Reviews on my listings, unanswered first (an empty page for a person without listings). */
export async function ownerReviews(
  db: Db,
  ownerId: string,
  cursor: string | undefined,
): Promise<CaptainReviewPage> {
  const offset = decodeOffset(cursor);
  const [rows, unanswered] = await Promise.all([
    listOwnerReviews(db, ownerId, offset, OWNER_PAGE + 1),
    countUnanswered(db, ownerId),
  ]);
  const page = rows.slice(0, OWNER_PAGE);
  return {
    items: page.map((row) => ({ ...presentReview(row, ownerId), listingName: row.listing_name })),
    nextCursor:
      rows.length > OWNER_PAGE
        ? Buffer.from(String(offset + OWNER_PAGE), 'utf8').toString('base64url')
        : null,
    unanswered,
  };
}
