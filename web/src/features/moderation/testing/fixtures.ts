import type { Person } from '@tightlines/domain/social/people';
import type {
  ActionRecord,
  QueueItem,
  QueueItemDetail,
  QueuePage,
} from '@tightlines/domain/moderation/contract';

export const MOD_ID = '11111111-1111-4111-8111-111111111111';
export const ITEM_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const ITEM_2_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export const person = (id: string, first: string, last: string, handle: string): Person => ({
  id,
  handle,
  firstName: first,
  lastName: last,
  displayName: `${first} ${last}`,
  avatarUrl: null,
});

export const moderator = person(MOD_ID, 'Morgan', 'Harbor', 'morgan');
export const author = person('22222222-2222-4222-8222-222222222222', 'Dana', 'Shore', 'dana');
export const reporterA = person('33333333-3333-4333-8333-333333333333', 'Riley', 'Banks', 'riley');
export const reporterB = person('44444444-4444-4444-8444-444444444444', 'Sam', 'Tide', 'sam');
export const otherModerator = person('55555555-5555-4555-8555-555555555555', 'Alex', 'Reef', 'alex');

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export function queueItem(overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    id: ITEM_ID,
    source: 'report',
    status: 'open',
    target: {
      type: 'message',
      id: 'msg-2',
      author,
      excerpt: 'You will regret fishing my spot, watch your boat.',
      imageUrl: null,
      url: null,
      state: null,
      deleted: false,
      createdAt: hoursAgo(4),
    },
    severity: 4,
    reportCount: 3,
    reasons: [
      { reason: 'harassment', count: 2 },
      { reason: 'violence', count: 1 },
    ],
    reporters: [reporterA, reporterB],
    firstReportedAt: hoursAgo(3),
    lastReportedAt: hoursAgo(1),
    claimedBy: null,
    claimedAt: null,
    appeal: null,
    hold: null,
    resolvedAt: null,
    resolution: null,
    ...overrides,
  };
}

export function queuePage(items: QueueItem[], nextCursor: string | null = null): QueuePage {
  return { items, nextCursor, openCount: items.length };
}

export function actionRecord(overrides: Partial<ActionRecord> = {}): ActionRecord {
  return {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    action: 'strike',
    moderator,
    targetType: 'post',
    targetId: 'post-1',
    subject: author,
    reason: 'Posting a rival angler’s home address.',
    until: null,
    createdAt: hoursAgo(72),
    appealed: false,
    ...overrides,
  };
}

export function itemDetail(overrides: Partial<QueueItemDetail> = {}): QueueItemDetail {
  return {
    ...queueItem(),
    reports: [
      {
        id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
        reporter: reporterA,
        reason: 'harassment',
        note: 'He keeps messaging me after I said stop.',
        createdAt: hoursAgo(3),
      },
      {
        id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
        reporter: reporterB,
        reason: 'violence',
        note: null,
        createdAt: hoursAgo(2),
      },
    ],
    context: {
      heading: 'Conversation: Bayside crew',
      entries: [
        {
          id: 'msg-1',
          author: reporterA,
          text: 'Nice catch at the jetty today!',
          imageUrl: null,
          createdAt: hoursAgo(5),
          isTarget: false,
          state: null,
          deleted: false,
        },
        {
          id: 'msg-2',
          author,
          text: 'You will regret fishing my spot, watch your boat.',
          imageUrl: null,
          createdAt: hoursAgo(4),
          isTarget: true,
          state: null,
          deleted: false,
        },
        {
          id: 'msg-3',
          author: reporterA,
          text: 'Please stop.',
          imageUrl: null,
          createdAt: hoursAgo(3.5),
          isTarget: false,
          state: null,
          deleted: false,
        },
      ],
    },
    authorStanding: { status: 'active', until: null, reason: null, activeStrikes: 1, totalStrikes: 2 },
    authorHistory: [actionRecord()],
    availableActions: ['dismiss', 'hide', 'delete', 'warn', 'strike', 'suspend', 'ban'],
    ...overrides,
  };
}
