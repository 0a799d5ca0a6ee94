import { type TeamAnalytics, type TeamTournaments } from '@tightlines/domain/teams/contract';
import { findEvent } from '#server/features/leaderboards/repo';
import { boardOf } from '#server/features/leaderboards/event-board';
import { listTeamTournaments, teamAnalyticsRows } from './repo';
import { teamBySlug, type TeamDeps } from './service';

export async function teamTournaments(deps: TeamDeps, slug: string): Promise<TeamTournaments> {
  const team = await teamBySlug(deps.db, slug);
  const rows = await listTeamTournaments(deps.db, team.id);
  return {
    items: rows.map((row) => ({
      registrationId: row.registration_id,
      eventId: row.event_id,
      eventName: row.event_name,
      startDate: row.start_date,
      endDate: row.end_date,
      location: row.location,
      boatName: row.boat_name,
      status: row.status === 'cancelled' ? 'cancelled' : 'registered',
    })),
  };
}

/**
 * The team's judged numbers per event it entered, with its final place as the event's leaderboard ranks it
 * (best N with culling, penalties, tie-breaks: boardOf, the same board /leaderboard shows). A place is shown
 * once the team has an approved catch in the event.
 */
export async function teamAnalytics(deps: TeamDeps, slug: string): Promise<TeamAnalytics> {
  const team = await teamBySlug(deps.db, slug);
  const rows = await teamAnalyticsRows(deps.db, team.id);
  const boards = new Map<string, Promise<{ ranks: Map<string, number>; entrants: number } | null>>();
  const boardFor = (eventId: string) => {
    let board = boards.get(eventId);
    if (!board) {
      board = (async () => {
        const [event] = await findEvent(deps.db, eventId);
        if (!event) return null;
        const computed = await boardOf(deps.db, event);
        return {
          ranks: new Map(computed.ranks.map(({ entrant, rank }) => [entrant.id, rank])),
          entrants: computed.entrantsCount,
        };
      })();
      boards.set(eventId, board);
    }
    return board;
  };
  const events = await Promise.all(
    rows.map(async (row) => {
      const catches = Number(row.catches);
      const board = await boardFor(row.event_id);
      return {
        eventId: row.event_id,
        eventName: row.event_name,
        startDate: row.start_date,
        catches,
        weightGrams: Number(row.weight),
        finish: catches > 0 ? (board?.ranks.get(row.registration_id) ?? null) : null,
        entrants: board?.entrants ?? 0,
      };
    }),
  );
  const biggest = rows.reduce<number | null>(
    (max, row) => (row.biggest === null ? max : Math.max(max ?? 0, Number(row.biggest))),
    null,
  );
  return {
    approvedCatches: events.reduce((sum, event) => sum + event.catches, 0),
    totalWeightGrams: events.reduce((sum, event) => sum + event.weightGrams, 0),
    biggestFishGrams: biggest,
    tournamentsEntered: new Set(events.map((event) => event.eventId)).size,
    events,
  };
}
