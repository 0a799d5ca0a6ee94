import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles, tournamentCatches, tournamentEvents, tournamentRegistrations } from '#server/db/schema';

/**
 * The heaviest approved catches of published events judged since `since` (the approved-recent partial index
 * narrows them first), longest next for events scored by length; none a moderator hid. Never a location.
 */
export function topApprovedCatches(db: Db, options: { since: Date; limit: number }) {
  return db
    .select({
      id: tournamentCatches.id,
      eventId: tournamentCatches.eventId,
      eventName: tournamentEvents.name,
      species: tournamentCatches.species,
      weightGrams: tournamentCatches.weightGrams,
      lengthMm: tournamentCatches.lengthMm,
      photoUrl: tournamentCatches.photoUrl,
      media: tournamentCatches.media,
      approvedAt: tournamentCatches.reviewedAt,
      entrantName: tournamentRegistrations.entrantName,
      angler: {
        id: profiles.id,
        handle: profiles.handle,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(tournamentCatches)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, tournamentCatches.eventId))
    .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, tournamentCatches.registrationId))
    .leftJoin(profiles, eq(profiles.id, tournamentCatches.anglerUserId))
    .where(
      and(
        eq(tournamentCatches.status, 'approved'),
        // A hidden catch still scores, but its photo is not shown on the home page.
        isNull(tournamentCatches.moderation),
        isNotNull(tournamentCatches.reviewedAt),
        gte(tournamentCatches.reviewedAt, options.since),
        eq(tournamentEvents.status, 'published'),
      ),
    )
    .orderBy(
      sql`${tournamentCatches.weightGrams} desc nulls last`,
      sql`${tournamentCatches.lengthMm} desc nulls last`,
      desc(tournamentCatches.reviewedAt),
    )
    .limit(options.limit);
}

export type TopCatchRow = Awaited<ReturnType<typeof topApprovedCatches>>[number];
