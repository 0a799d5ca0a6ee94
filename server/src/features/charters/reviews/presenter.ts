import type { CharterReview } from '@tightlines/domain/charters/bookings';
import { overallRating } from '@tightlines/domain/charters/policy';
import { presentPersonRow } from '#server/features/people/presenter';
import type { ReviewRow } from './repo';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const GONE = '00000000-0000-0000-0000-000000000000';

/** Row → CharterReviewSchema (an allow-list); `viewerId` decides what the reader may do with it. */
export function presentReview(row: ReviewRow, viewerId: string | null): CharterReview {
  const ratings = {
    captain: row.rating_captain,
    boat: row.rating_boat,
    fishing: row.rating_fishing,
    value: row.rating_value,
  };
  return {
    id: row.id,
    listingId: row.listing_id,
    bookingId: row.booking_id,
    author: presentPersonRow(
      row.author ?? {
        id: GONE,
        handle: null,
        first_name: null,
        last_name: null,
        display_name: null,
        avatar_url: null,
      },
    ),
    ratings,
    overall: overallRating(ratings),
    text: row.text,
    tripStartsAt: iso(row.trip_starts_at)!,
    packageName: row.package_name,
    reply: row.reply,
    repliedAt: iso(row.replied_at),
    createdAt: iso(row.created_at)!,
    viewer: {
      canReply: viewerId !== null && viewerId === row.owner_user_id,
      canReport: viewerId !== null && viewerId !== row.author_user_id && row.moderation === null,
    },
  };
}
