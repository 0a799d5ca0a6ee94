import { vi } from 'vitest';
import type {
  EventDetail,
  EventSummary,
  TournamentList,
} from '@tightlines/domain/tournaments/events-contract';

export const EVENT_ID = '44444444-4444-4444-8444-444444444444';

export function buildSummary(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: EVENT_ID,
    name: 'Bluewater Classic',
    location: 'Key West, FL',
    startDate: '2026-06-01',
    endDate: '2026-06-02',
    timeZone: 'America/New_York',
    status: 'upcoming',
    eventStatus: 'published',
    species: ['Marlin'],
    eventLogoUrl: null,
    coverImageUrl: null,
    feeMinor: 25000,
    currency: 'USD',
    prizePoolMinor: 0,
    participantsCap: null,
    registeredCount: 0,
    goingCount: 4,
    lastCatchAt: null,
    isStandalone: true,
    series: null,
    tournament: null,
    ...overrides,
  };
}

export function buildList(items: EventSummary[], overrides: Partial<TournamentList> = {}): TournamentList {
  return {
    items,
    total: items.length,
    nextOffset: null,
    facets: { species: ['Marlin', 'Tuna'], locations: ['Key West, FL'] },
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...buildSummary(),
    description: '',
    latitude: null,
    longitude: null,
    entrantType: 'team',
    awardCeremony: null,
    dinnerCeremony: null,
    resultsPublishedAt: null,
    divisions: [],
    schedule: [],
    seriesEvents: [],
    rsvpCounts: { going: 0, maybe: 0, interested: 0, not_going: 0 },
    commentsCount: 0,
    photosCount: 0,
    myRsvp: null,
    myRegistrationId: null,
    canDirect: false,
    canAddPhotos: false,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  search: string;
}
type Reply = { status?: number; body?: unknown };
export type Routes = Record<string, (call: Call) => Reply>;

/** Answers fetch from a table of `METHOD /path` handlers; anything else is a 404. */
export function stubApi(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const reply = route
        ? route(call)
        : { status: 404, body: { error: { code: 'notFound', message: 'Not found' } } };
      const status = reply.status ?? 200;
      return Promise.resolve(
        new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}
