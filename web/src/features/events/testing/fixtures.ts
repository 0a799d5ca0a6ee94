import type { CalendarEntry, CommunityEventDetail } from '@tightlines/domain/community-events/contract';

export const COMMUNITY_ID = '55555555-5555-4555-8555-555555555555';
export const TOURNAMENT_ID = '66666666-6666-4666-8666-666666666666';

export function buildEntry(overrides: Partial<CalendarEntry> = {}): CalendarEntry {
  return {
    kind: 'community',
    id: COMMUNITY_ID,
    type: 'cleanup',
    name: 'Harbour clean-up',
    startsAt: '2026-12-05T14:00:00.000Z',
    endsAt: '2026-12-05T17:00:00.000Z',
    allDay: false,
    timeZone: 'UTC',
    location: 'North pier',
    latitude: null,
    longitude: null,
    distanceKm: null,
    coverUrl: null,
    group: null,
    goingCount: 3,
    status: 'published',
    myRsvp: null,
    registered: false,
    ...overrides,
  };
}

export function buildCommunityEvent(overrides: Partial<CommunityEventDetail> = {}): CommunityEventDetail {
  return {
    kind: 'community',
    id: COMMUNITY_ID,
    type: 'clinic',
    name: 'Fly casting clinic',
    description: 'Bring your own rod.',
    startsAt: '2026-12-05T14:00:00.000Z',
    endsAt: '2026-12-05T17:00:00.000Z',
    timeZone: 'UTC',
    location: 'Lakeside park',
    latitude: null,
    longitude: null,
    coverUrl: null,
    capacity: 20,
    status: 'published',
    cancelReason: null,
    group: null,
    organizer: {
      id: '77777777-7777-4777-8777-777777777777',
      handle: 'ana',
      firstName: 'Ana',
      lastName: 'Reyes',
      displayName: 'Ana Reyes',
      avatarUrl: null,
    },
    goingCount: 4,
    rsvpCounts: { going: 3, maybe: 1, interested: 0, not_going: 0 },
    commentsCount: 0,
    photosCount: 0,
    myRsvp: null,
    canEdit: false,
    canAddPhotos: false,
    moderation: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
