import type { Registration, RegistrationOptions } from '@tightlines/domain/tournaments/registration-contract';
import { buildMe } from '#web/test/me';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const EVENT_ID = '22222222-2222-4222-8222-222222222222';
export const TEAM_ID = '33333333-3333-4333-8333-333333333333';
export const MATE_ID = '44444444-4444-4444-8444-444444444444';

export const signedInMe = () => buildMe({ id: ME_ID, firstName: 'Casey', lastName: 'Rivers' });

export function buildOptions(overrides: Partial<RegistrationOptions> = {}): RegistrationOptions {
  return {
    events: [
      {
        id: EVENT_ID,
        name: 'Bay Bass Classic',
        startDate: '2031-06-10',
        endDate: '2031-06-11',
        location: 'Put-in-Bay',
        timeZone: 'UTC',
        seriesId: null,
        entrantType: 'team',
        feeMinor: 15_000,
        currency: 'USD',
        participantsCap: 50,
        registeredCount: 12,
        placesLeft: 38,
        rulesText: 'Five fish limit. Live wells on.',
        divisions: [],
      },
    ],
    me: { userId: ME_ID, displayName: 'Casey Rivers' },
    teams: [
      {
        id: TEAM_ID,
        slug: 'reel-deal',
        name: 'Reel Deal',
        members: [
          { userId: ME_ID, displayName: 'Casey Rivers' },
          { userId: MATE_ID, displayName: 'Mia Line' },
        ],
      },
    ],
    boats: [],
    ...overrides,
  };
}

export function buildRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    event: {
      id: EVENT_ID,
      name: 'Bay Bass Classic',
      startDate: '2031-06-10',
      endDate: '2031-06-11',
      location: 'Put-in-Bay',
      timeZone: 'UTC',
    },
    division: null,
    team: { id: TEAM_ID, slug: 'reel-deal', name: 'Reel Deal' },
    seriesId: null,
    entrantName: 'Reel Deal',
    boatName: 'Sea Spray',
    status: 'registered',
    paymentStatus: 'payment_pending',
    feeMinor: 15_000,
    currency: 'USD',
    anglers: [{ userId: ME_ID, name: 'Casey Rivers', isCaptain: true }],
    isMine: true,
    canCancel: true,
    checkInCode: 'dock-code-123',
    resumeToken: null,
    draft: null,
    checkedInAt: null,
    checkedOutAt: null,
    registeredAt: '2031-05-01T10:00:00.000Z',
    createdAt: '2031-05-01T10:00:00.000Z',
    ...overrides,
  };
}
