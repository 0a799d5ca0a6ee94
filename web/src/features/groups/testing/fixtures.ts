import type { GroupDetail, GroupMember, GroupSummary } from '@tightlines/domain/groups/contract';
import type { Person } from '@tightlines/domain/social/people';

export const GROUP_ID = '44444444-4444-4444-8444-444444444444';
export const OWNER_ID = '55555555-5555-4555-8555-555555555555';
export const MEMBER_ID = '66666666-6666-4666-8666-666666666666';
export const ME_ID = '11111111-1111-4111-8111-111111111111';

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: OWNER_ID,
    handle: 'owen',
    firstName: 'Owen',
    lastName: 'Marsh',
    displayName: 'Owen Marsh',
    avatarUrl: null,
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<GroupSummary> = {}): GroupSummary {
  return {
    id: GROUP_ID,
    slug: 'tampa-bay-kayak-club',
    name: 'Tampa Bay Kayak Club',
    excerpt: 'Paddle, fish, repeat.',
    coverUrl: null,
    type: 'club',
    privacy: 'public',
    region: 'Tampa Bay',
    species: ['snook'],
    memberCount: 42,
    postCount: 10,
    lastActivityAt: new Date(Date.now() - 3_600_000).toISOString(),
    myMembership: null,
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    ...buildGroup(),
    about: 'Paddle, fish, repeat. Saturday launches from Fort De Soto.',
    rules: 'Be kind. Release the snook.',
    owner: buildPerson(),
    createdAt: '2026-01-10T12:00:00.000Z',
    memberPreview: [],
    upcomingEventCount: 0,
    pendingRequestCount: 0,
    inviteCode: null,
    canPost: false,
    canManage: false,
    canSeeContent: true,
    ...overrides,
  };
}

export function buildMember(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    person: buildPerson({
      id: MEMBER_ID,
      handle: 'mia',
      firstName: 'Mia',
      lastName: 'Reed',
      displayName: 'Mia Reed',
    }),
    role: 'member',
    status: 'active',
    joinedAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}

export const emptyPage = { items: [], nextCursor: null };
