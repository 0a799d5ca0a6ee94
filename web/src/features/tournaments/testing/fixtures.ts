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
    registrationClosesAt: '2026-06-01T04:00:00.000Z',
    registrationOpen: true,
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
