import { compareTournaments } from '@tightlines/domain/tournaments/status';
import {
  type LeaderboardFilter,
  type LeaderboardList,
  type RecentCatchList,
  type UpcomingTournament,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { scoringRules } from './compute';
import { eventTranslations, publishedEvents, recentApprovedCatches, upcomingEvents } from './repo';
import type { Db } from '#server/db/client';
import { iso, LIST_SCAN_CAP, nameOf, statusOf } from './board-status';
import { boardOf } from './event-board';

/**
 * GET /api/leaderboards?filter= — published events with status by date, in the spec's order (active, upcoming,
 * completed; most recent catch first), each with its top 3 teams by summed points.
 */
export async function listLeaderboards(
  db: Db,
  query: { filter: LeaderboardFilter; limit: number; offset: number },
  language: string | null = null,
): Promise<LeaderboardList> {
  const now = new Date();
  const yesterdayUtc = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const events = await publishedEvents(db, {
    // Active and upcoming events end today or later in their zone: at the latest yesterday in UTC.
    endingOnOrAfter: query.filter === 'active' || query.filter === 'upcoming' ? yesterdayUtc : undefined,
    cap: LIST_SCAN_CAP,
  });
  const todays = new Map<string, string>();
  const withStatus = events
    .map((event) => ({ event, status: statusOf(event, todays, now) }))
    .filter((item) => query.filter === 'all' || item.status === query.filter)
    .map((item) => ({
      ...item,
      name: item.event.name,
      startDate: item.event.startDate,
      lastCatchAt: iso(item.event.lastCatchAt),
    }))
    .sort(compareTournaments);
  const page = withStatus.slice(query.offset, query.offset + query.limit);
  const translated = await eventTranslations(
    db,
    page.map((item) => item.event.id),
    language,
  );
  const items = await Promise.all(
    page.map(async ({ event, status, lastCatchAt }) => ({
      id: event.id,
      name: translated.get(event.id)?.name ?? event.name,
      tournamentName: event.tournamentName,
      location: translated.get(event.id)?.location || event.location,
      startDate: event.startDate,
      endDate: event.endDate,
      status,
      scoringMode: scoringRules(event.scoring).mode,
      lastCatchAt,
      // An upcoming event has no catches yet: no board to compute.
      topTeams: status === 'upcoming' ? [] : (await boardOf(db, event)).topTeams,
    })),
  );
  return { items, hasMore: withStatus.length > query.offset + query.limit };
}

/** GET /api/leaderboards/active-count — the header button's count of active tournaments. */
export async function activeCount(db: Db): Promise<{ count: number }> {
  const now = new Date();
  const yesterdayUtc = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const events = await publishedEvents(db, { endingOnOrAfter: yesterdayUtc, cap: LIST_SCAN_CAP });
  const todays = new Map<string, string>();
  return { count: events.filter((event) => statusOf(event, todays, now) === 'active').length };
}

/** GET /api/leaderboards/recent-catches — newest approved catches (ticker 10, widget 5, at most 20); no location. */
export async function recentCatches(
  db: Db,
  query: { limit: number; eventId?: string },
  language: string | null,
): Promise<RecentCatchList> {
  const rows = await recentApprovedCatches(db, { ...query, language });
  return {
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventName: row.eventName,
      species: row.species,
      weightGrams: row.weightGrams,
      lengthMm: row.lengthMm,
      boatName: row.boatName,
      entrantName: row.entrantName,
      anglerName: nameOf({
        firstName: row.anglerFirstName,
        lastName: row.anglerLastName,
        displayName: row.anglerDisplayName,
      }),
      caughtAt: row.caughtAt.toISOString(),
      approvedAt: iso(row.approvedAt)!,
    })),
  };
}

/** GET /api/tournaments/upcoming — published events starting after today in their zone, soonest first (widget 4). */
export async function upcomingTournaments(
  db: Db,
  limit: number,
  language: string | null = null,
): Promise<{ items: UpcomingTournament[] }> {
  const now = new Date();
  const yesterdayUtc = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  // A few extra: an event starting "tomorrow" in UTC may already be today in its own zone.
  const rows = await upcomingEvents(db, { after: yesterdayUtc, limit: limit + 10 });
  const todays = new Map<string, string>();
  const upcoming = rows.filter((event) => statusOf(event, todays, now) === 'upcoming').slice(0, limit);
  const translated = await eventTranslations(
    db,
    upcoming.map((event) => event.id),
    language,
  );
  return {
    items: upcoming.map((event) => ({
      id: event.id,
      name: translated.get(event.id)?.name ?? event.name,
      location: translated.get(event.id)?.location || event.location,
      startDate: event.startDate,
      endDate: event.endDate,
      coverImageUrl: event.coverImageUrl,
    })),
  };
}
