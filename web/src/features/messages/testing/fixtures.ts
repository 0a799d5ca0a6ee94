import type { ConversationDetail, ConversationSummary, Message } from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { connectRealtime } from '#web/lib/socket';
import { buildMe } from '#web/test/me';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const JORDAN_ID = '22222222-2222-4222-8222-222222222222';
export const SAM_ID = '33333333-3333-4333-8333-333333333333';
export const DIRECT_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const GROUP_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

export const signedInMe = () => buildMe({ id: ME_ID, firstName: 'Casey', lastName: 'Rivers' });

const person = (id: string, first: string, last: string): Person => ({
  id,
  handle: `${first}${last}`.toLowerCase(),
  firstName: first,
  lastName: last,
  displayName: `${first} ${last}`,
  avatarUrl: null,
});
export const ME = person(ME_ID, 'Casey', 'Rivers');
export const JORDAN = person(JORDAN_ID, 'Jordan', 'Reed');
export const SAM = person(SAM_ID, 'Sam', 'Tide');

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let sequence = 0;
/** A message; ids are distinct uuids per call. */
export function buildMessage(overrides: Partial<Message> = {}): Message {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    conversationId: DIRECT_ID,
    sender: JORDAN,
    content: 'Fish are biting at the point',
    image: null,
    isDeleted: false,
    createdAt: minutesAgo(30 - sequence / 100),
    clientId: null,
    ...overrides,
  };
}

export function buildSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: DIRECT_ID,
    type: 'direct',
    title: null,
    team: null,
    participants: [JORDAN],
    participantCount: 2,
    lastMessage: {
      id: '00000000-0000-4000-8000-000000009999',
      senderId: JORDAN_ID,
      preview: 'Fish are biting at the point',
      hasImage: false,
      isDeleted: false,
      createdAt: minutesAgo(5),
    },
    lastMessageAt: minutesAgo(5),
    unreadCount: 0,
    box: 'inbox',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    ...buildSummary(),
    members: [
      { ...ME, lastReadAt: minutesAgo(1) },
      { ...JORDAN, lastReadAt: minutesAgo(60) },
    ],
    canSend: true,
    canLeave: false,
    ...overrides,
  };
}

/** Connects the app's realtime module to a fake socket; `emit` delivers a server event to it. */
export async function connectFakeSocket() {
  const listeners: ((event: string, payload: unknown) => void)[] = [];
  const fakeSocket = {
    on: () => fakeSocket,
    io: { on: () => undefined },
    onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
    disconnect: () => undefined,
  };
  await connectRealtime(ME_ID, () =>
    Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
  );
  return {
    emit: (event: string, payload: unknown) => listeners.forEach((listener) => listener(event, payload)),
  };
}
