import {
  compareTournaments,
  todayIn,
  tournamentStatus,
  type TournamentStatus,
} from '@tightlines/domain/tournaments/status';
import { weightFromLength, type CatchForScoring } from '@tightlines/domain/tournaments/scoring';
import {
  ANGLER_OF_THE_YEAR,
  seriesStandings,
  type SeriesFormula,
} from '@tightlines/domain/tournaments/series';
import { rankEntrants } from '@tightlines/domain/tournaments/rank';
import {
  LEADERBOARD_LIMIT,
  type EventLeaderboard,
  type LeaderboardFilter,
  type LeaderboardList,
  type RecentCatchList,
  type SeriesLeaderboard,
  type SocialLeaderboard,
  type SocialTimeframe,
  type UpcomingTournament,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { AppError } from '#server/lib/errors';
import { presentPerson } from '#server/features/posts/presenter';
import { BoardCache, type CachedBoard } from './board-cache';
import { computeBoard, forScoring, scoringRules, type Board, type Entrant } from './compute';
import {
  approvedCatchesOf,
  catchesDecidedSince,
  divisionsOf,
  entrantsOf,
  findEvent,
  findSeries,
  lengthOnlyCatches,
  measuredWeightByAngler,
  penaltiesOf,
  profilesByIds,
  publishedEvents,
  recentApprovedCatches,
  upcomingEvents,
  type EventRow,
} from './repo';
import type { Db } from '#server/db/client';

/** Most events a list considers (newest start first): a bound on the work of one request. */
const LIST_SCAN_CAP = 500;

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

const nameOf = (row: { firstName: string | null; lastName: string | null; displayName: string | null }) =>
  row.displayName?.trim() || `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || null;

/** Status by date in each event's own time zone, with the day looked up once per zone. */
function statusOf(event: EventRow, todays: Map<string, string>, now: Date): TournamentStatus {
  let today = todays.get(event.timeZone);
  if (!today) {
    try {
      today = todayIn(event.timeZone, now);
    } catch {
      today = todayIn('UTC', now);
    }
    todays.set(event.timeZone, today);
  }
  return tournamentStatus(event, today);
}

/** What a cached board keeps for its next version: the event's approved catches by id, and what it was scored under. */
interface BoardState {
  catches: ReadonlyMap<string, CatchForScoring>;
  /** The rules, penalties and entrants the board was scored with: while they stay, a decision re-scores one entrant. */
  scoredWith: string;
}

// One database client per server copy (app.db), so keying by it keeps one cache per copy.
const caches = new WeakMap<Db, BoardCache<BoardState>>();

/** This server copy's board cache. */
export function boardCache(db: Db): BoardCache<BoardState> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BoardCache<BoardState>()));
  return cache;
}

/**
 * The approved catches at the event's current version: from the previous board's catches and only the catches
 * decided since (one row after an approval), with the entrants they belong to; or all of them (changed: null)
 * when this copy holds no board of the event. A copy of the map, so the previous board's state never changes.
 */
async function approvedCatches(
  db: Db,
  eventId: string,
  previous: CachedBoard<BoardState> | undefined,
): Promise<{ catches: Map<string, CatchForScoring>; changed: Set<string> | null }> {
  if (!previous) {
    const rows = await approvedCatchesOf(db, eventId);
    return { catches: new Map(rows.map((row) => [row.id, forScoring(row)])), changed: null };
  }
  const rows = await catchesDecidedSince(db, eventId, previous.version);
  const catches = new Map(previous.state.catches);
  const changed = new Set<string>();
  for (const row of rows) {
    const before = catches.get(row.id);
    if (before) changed.add(before.entrantId);
    changed.add(row.entrantId);
    if (row.status === 'approved') catches.set(row.id, forScoring(row));
    else catches.delete(row.id);
  }
  return { catches, changed };
}

async function loadBoard(
  db: Db,
  event: EventRow,
  previous: CachedBoard<BoardState> | undefined,
): Promise<{ board: Board; state: BoardState }> {
  // Entrants, divisions and penalties are small and always read whole; catches are brought up to date.
  const [divisions, entrants, { catches, changed }, penalties] = await Promise.all([
    divisionsOf(db, event.id),
    entrantsOf(db, event.id),
    approvedCatches(db, event.id, previous),
    penaltiesOf(db, event.id),
  ]);
  const scoredWith = JSON.stringify([
    event.scoring,
    penalties.map((penalty) => `${penalty.entrantId}:${penalty.amount}`).sort(),
    entrants.map((entrant) => entrant.id).sort(),
  ]);
  const all = [...catches.values()];
  const board = computeBoard(
    {
      scoring: event.scoring,
      divisions,
      entrants: entrants.map((row): Entrant => ({
        id: row.id,
        userId: row.userId,
        teamId: row.teamId,
        divisionId: row.divisionId,
        entrantName: row.entrantName,
        boatName: row.boatName,
        captainName: nameOf(row),
      })),
      catches: all,
      penalties,
    },
    // Only the entrants whose catches changed are scored again, while nothing else that scores has moved.
    previous && changed && previous.state.scoredWith === scoredWith
      ? {
          overall: previous.board.overall,
          entrantIds: changed,
          catchesOf: (ids) => all.filter((fish) => ids.has(fish.entrantId)),
        }
      : undefined,
  );
  return { board, state: { catches, scoredWith } };
}

/** The board of an event at its current version: from this copy's cache, or computed once. */
export function boardOf(db: Db, event: EventRow): Promise<Board> {
  return boardCache(db).get(event.id, event.leaderboardVersion, (previous) => loadBoard(db, event, previous));
}

/** The answer of GET /api/leaderboards/:eventId built from a board, with the event's fields of this request. */
function presentBoard(
  event: EventRow,
  board: Board,
  divisions: { id: string; name: string }[],
  status: TournamentStatus,
): EventLeaderboard {
  const rules = scoringRules(event.scoring);
  const divisionStandings: EventLeaderboard['divisionStandings'] = {};
  for (const division of divisions)
    divisionStandings[division.id] = (board.divisionStandings[division.id] ?? []).slice(0, LEADERBOARD_LIMIT);
  return {
    event: {
      id: event.id,
      name: event.name,
      tournamentName: event.tournamentName,
      seriesId: event.seriesId,
      location: event.location,
      startDate: event.startDate,
      endDate: event.endDate,
      status,
      scoringMode: rules.mode,
      bestN: rules.bestN ?? null,
      entrantType: event.entrantType,
      lastCatchAt: iso(event.lastCatchAt),
      resultsPublishedAt: iso(event.resultsPublishedAt),
    },
    version: event.leaderboardVersion,
    entrantsCount: board.entrantsCount,
    divisions,
    standings: board.standings.slice(0, LEADERBOARD_LIMIT),
    divisionStandings,
    bigFish: board.bigFish,
  };
}

/** The JSON of a board, kept with it: spectators at a weigh-in ask for the same answer hundreds of times a second. */
const serialized = new WeakMap<Board, { key: string; json: string }>();

/**
 * GET /api/leaderboards/:eventId as JSON text — published events only; drafts and cancelled events are 'Event not
 * found'. One small read per request (the event row, whose version keys the cache); the board, the event's
 * divisions and its JSON are read and computed once per version (a division renamed mid-event shows with the next
 * decision).
 */
export async function eventLeaderboardJson(db: Db, eventId: string): Promise<string> {
  const [event] = await findEvent(db, eventId);
  if (!event || event.status !== 'published') throw AppError.of(404, 'eventNotFound');
  const board = await boardOf(db, event);
  const { divisions } = board;
  const status = statusOf(event, new Map(), new Date());
  // Anything of the row or the divisions that the answer shows, besides the board itself.
  const key = JSON.stringify([
    status,
    event.name,
    event.tournamentName,
    event.seriesId,
    event.location,
    event.startDate,
    event.endDate,
    event.scoring,
    event.entrantType,
    iso(event.lastCatchAt),
    iso(event.resultsPublishedAt),
  ]);
  const cached = serialized.get(board);
  if (cached?.key === key) return cached.json;
  const json = JSON.stringify(presentBoard(event, board, divisions, status));
  serialized.set(board, { key, json });
  return json;
}

/**
 * GET /api/leaderboards?filter= — published events with status by date, in the spec's order (active, upcoming,
 * completed; most recent catch first), each with its top 3 teams by summed points.
 */
export async function listLeaderboards(
  db: Db,
  query: { filter: LeaderboardFilter; limit: number; offset: number },
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
  const items = await Promise.all(
    page.map(async ({ event, status, lastCatchAt }) => ({
      id: event.id,
      name: event.name,
      tournamentName: event.tournamentName,
      location: event.location,
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
): Promise<RecentCatchList> {
  const rows = await recentApprovedCatches(db, query);
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
export async function upcomingTournaments(db: Db, limit: number): Promise<{ items: UpcomingTournament[] }> {
  const now = new Date();
  const yesterdayUtc = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  // A few extra: an event starting "tomorrow" in UTC may already be today in its own zone.
  const rows = await upcomingEvents(db, { after: yesterdayUtc, limit: limit + 10 });
  const todays = new Map<string, string>();
  return {
    items: rows
      .filter((event) => statusOf(event, todays, now) === 'upcoming')
      .slice(0, limit)
      .map((event) => ({
        id: event.id,
        name: event.name,
        location: event.location,
        startDate: event.startDate,
        endDate: event.endDate,
        coverImageUrl: event.coverImageUrl,
      })),
  };
}

/** The start of the timeframe's period (UTC): today, this week (Monday) or this month; null for all time. */
export function periodStart(timeframe: SocialTimeframe, now: Date = new Date()): Date | null {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  switch (timeframe) {
    case 'daily':
      return day;
    case 'weekly':
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
    case 'monthly':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    case 'all_time':
      return null;
  }
}

/**
 * GET /api/leaderboards/social?timeframe= — anglers ranked by the credited weight of their approved tournament
 * catches in the period (measured weight, or the event's length-to-weight table for a measured-and-released fish).
 */
export async function socialLeaderboard(
  db: Db,
  query: { timeframe: SocialTimeframe; limit: number },
): Promise<SocialLeaderboard> {
  const since = periodStart(query.timeframe);
  const [measured, lengthOnly] = await Promise.all([
    measuredWeightByAngler(db, since),
    lengthOnlyCatches(db, since),
  ]);
  const totals = new Map<string, { grams: number; catches: number }>();
  for (const row of measured)
    totals.set(row.angler_user_id, { grams: Number(row.grams), catches: Number(row.catches) });
  for (const fish of lengthOnly) {
    const table = scoringRules(fish.scoring).lengthToWeight;
    const grams = table ? (weightFromLength(table, fish.species, fish.lengthMm!) ?? 0) : 0;
    const total = totals.get(fish.anglerUserId!) ?? { grams: 0, catches: 0 };
    total.grams += grams;
    totals.set(fish.anglerUserId!, total);
  }
  const ranked = rankEntrants(
    [...totals]
      .filter(([, total]) => total.grams > 0)
      .map(([entrantId, total]) => ({ entrantId, rank: 0, ...total })),
    (a, b) => b.grams - a.grams,
  ).slice(0, query.limit);
  const people = new Map(
    (
      await profilesByIds(
        db,
        ranked.map((row) => row.entrantId),
      )
    ).map((person) => [person.id, presentPerson(person)]),
  );
  return {
    timeframe: query.timeframe,
    periodStart: since?.toISOString() ?? null,
    items: ranked.flatMap((row) => {
      const profile = people.get(row.entrantId);
      return profile ? [{ rank: row.rank, profile, score: row.grams, catches: row.catches }] : [];
    }),
  };
}

function formulaOf(value: unknown): SeriesFormula {
  const given = (value && typeof value === 'object' ? value : {}) as Partial<SeriesFormula>;
  const number = (n: unknown, fallback: number) =>
    typeof n === 'number' && Number.isFinite(n) ? n : fallback;
  return {
    firstPlace: number(given.firstPlace, ANGLER_OF_THE_YEAR.firstPlace),
    step: number(given.step, ANGLER_OF_THE_YEAR.step),
    minimum: number(given.minimum, ANGLER_OF_THE_YEAR.minimum),
    countBest: typeof given.countBest === 'number' ? given.countBest : null,
  };
}

/**
 * GET /api/series/:seriesId/leaderboard — series standings (angler/team of the year) with the series' formula over
 * its published events that have started. An entrant is the team across events, or the angler when solo.
 */
export async function seriesLeaderboard(db: Db, seriesId: string): Promise<SeriesLeaderboard> {
  const [series] = await findSeries(db, seriesId);
  if (!series) throw AppError.of(404, 'notFound');
  const events = await publishedEvents(db, { seriesId, cap: LIST_SCAN_CAP });
  // As the series page: public once published, or once one of its events is.
  if (series.status !== 'published' && events.length === 0) throw AppError.of(404, 'notFound');
  const formula = formulaOf(series.formula);
  const now = new Date();
  const todays = new Map<string, string>();
  const dated = events
    .map((event) => ({ event, status: statusOf(event, todays, now) }))
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
  const names = new Map<string, string>();
  const results = await Promise.all(
    dated
      .filter((item) => item.status !== 'upcoming')
      .map(async ({ event }) => ({
        eventId: event.id,
        results: (await boardOf(db, event)).ranks.map(({ entrant, rank }) => {
          const key = entrant.teamId ?? entrant.userId;
          names.set(key, entrant.entrantName);
          return { entrantId: key, rank };
        }),
      })),
  );
  return {
    series: { id: series.id, name: series.name, seasonYear: series.seasonYear, formula },
    events: dated.map(({ event, status }) => ({
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      status,
    })),
    standings: seriesStandings(results, formula)
      .slice(0, LEADERBOARD_LIMIT)
      .map((row) => ({ ...row, name: names.get(row.entrantId) ?? '' })),
  };
}
