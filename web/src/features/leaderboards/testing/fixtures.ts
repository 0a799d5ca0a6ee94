import type {
  EventLeaderboard,
  LeaderboardListItem,
  RecentCatch,
  StandingRow,
} from '@tightlines/domain/tournaments/leaderboard-contract';

export const EVENT_ID = '5e1f0000-0000-4000-8000-000000000001';
export const OTHER_EVENT_ID = '5e1f0000-0000-4000-8000-000000000002';
const ENTRANT_A = 'a0000000-0000-4000-8000-00000000000a';
const ENTRANT_B = 'b0000000-0000-4000-8000-00000000000b';

export function buildListItem(overrides: Partial<LeaderboardListItem> = {}): LeaderboardListItem {
  return {
    id: EVENT_ID,
    name: 'Lake Erie Walleye Open',
    tournamentName: 'Erie Trail 2026',
    location: 'Port Clinton, OH',
    startDate: '2026-06-05',
    endDate: '2026-06-07',
    status: 'active',
    scoringMode: 'points',
    lastCatchAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    topTeams: [
      { boatName: 'Sea Ray', teamName: 'Reel Deal', captainName: 'Ana Reel', points: 120 },
      { boatName: 'Bayliner', teamName: 'Cast Away', captainName: 'Ben Cast', points: 95.5 },
      { boatName: 'Whaler', teamName: 'Hooked', captainName: 'Cy Hook', points: 80 },
    ],
    ...overrides,
  };
}

export function buildRow(overrides: Partial<StandingRow> = {}): StandingRow {
  return {
    entrantId: ENTRANT_A,
    rank: 1,
    entrantName: 'Reel Deal',
    boatName: 'Sea Ray',
    captainName: 'Ana Reel',
    divisionId: null,
    total: 120,
    fishCounted: 5,
    fishCulled: 2,
    penalties: 0,
    biggest: null,
    ...overrides,
  };
}

export function buildBoard(overrides: Partial<EventLeaderboard> = {}): EventLeaderboard {
  return {
    event: {
      id: EVENT_ID,
      name: 'Lake Erie Walleye Open',
      tournamentName: null,
      seriesId: null,
      location: 'Port Clinton, OH',
      startDate: '2026-06-05',
      endDate: '2026-06-07',
      status: 'active',
      scoringMode: 'points',
      bestN: 5,
      entrantType: 'team',
      lastCatchAt: null,
      resultsPublishedAt: null,
    },
    version: 3,
    entrantsCount: 2,
    divisions: [],
    standings: [
      buildRow(),
      buildRow({ entrantId: ENTRANT_B, rank: 2, entrantName: 'Cast Away', boatName: 'Bayliner', total: 90 }),
    ],
    divisionStandings: {},
    bigFish: null,
    ...overrides,
  };
}

export function buildCatch(overrides: Partial<RecentCatch> = {}): RecentCatch {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    eventId: EVENT_ID,
    eventName: 'Lake Erie Walleye Open',
    species: 'walleye',
    weightGrams: 3400,
    lengthMm: null,
    boatName: 'Sea Ray',
    entrantName: 'Reel Deal',
    anglerName: 'Ana Reel',
    caughtAt: new Date(Date.now() - 60_000).toISOString(),
    approvedAt: new Date(Date.now() - 30_000).toISOString(),
    ...overrides,
  };
}
