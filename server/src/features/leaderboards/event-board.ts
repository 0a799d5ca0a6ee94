import { type TournamentStatus } from '@tightlines/domain/tournaments/status';
import { type CatchForScoring } from '@tightlines/domain/tournaments/scoring';
import {
  LEADERBOARD_LIMIT,
  type EventLeaderboard,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { AppError } from '#server/lib/errors';
import { BoardCache, type CachedBoard } from './board-cache';
import { computeBoard, forScoring, scoringRules, type Board, type Entrant } from './compute';
import {
  approvedCatchesOf,
  catchesDecidedSince,
  divisionsOf,
  entrantsOf,
  findEvent,
  penaltiesOf,
  type EventRow,
} from './repo';
import type { Db } from '#server/db/client';
import { iso, nameOf, statusOf } from './board-status';

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
