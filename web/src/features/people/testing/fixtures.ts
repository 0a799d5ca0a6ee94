import type { PersonWithFollow, Suggestion } from '@tightlines/domain/social/people';
import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { buildMe } from '#web/test/me';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const JORDAN_ID = '22222222-2222-4222-8222-222222222222';
export const SAM_ID = '33333333-3333-4333-8333-333333333333';

export const signedInMe = () => buildMe({ id: ME_ID, firstName: 'Casey', lastName: 'Rivers' });

export function buildPerson(overrides: Partial<PersonWithFollow> = {}): PersonWithFollow {
  return {
    id: JORDAN_ID,
    handle: 'jordanreed',
    firstName: 'Jordan',
    lastName: 'Reed',
    displayName: 'Jordan Reed',
    avatarUrl: null,
    bio: 'Bass on Lake Erie, mostly at dawn.',
    followersCount: 3,
    isFollowing: false,
    ...overrides,
  };
}

export function buildSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return { ...buildPerson(), commonInterests: [], ...overrides };
}

export function buildProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: JORDAN_ID,
    handle: 'jordanreed',
    firstName: 'Jordan',
    lastName: 'Reed',
    displayName: 'Jordan Reed',
    avatarUrl: null,
    bio: 'Bass on Lake Erie, mostly at dawn.',
    headerUrl: null,
    homeWaters: 'Lake Erie',
    followersCount: 3,
    followingCount: 5,
    postsCount: 12,
    memberSince: '2024-03-15T10:00:00.000Z',
    isFollowing: false,
    isMe: false,
    ...overrides,
  };
}

export function buildMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: ME_ID,
    email: 'casey@example.com',
    handle: 'caseyrivers',
    firstName: 'Casey',
    lastName: 'Rivers',
    displayName: 'Casey Rivers',
    bio: null,
    phoneNumber: '+1 555 0100',
    country: 'United States',
    homeWaters: null,
    streetAddress: null,
    addressLine2: null,
    city: null,
    state: null,
    zipCode: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    avatarUrl: null,
    headerUrl: null,
    isComplete: false,
    ...overrides,
  };
}
