import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ConversationDetail } from '@tightlines/domain/messages/contract';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { CharterMessagesPage } from './charter-messages-page';
import {
  ANGLER,
  buildBooking,
  buildRequest,
  CAPTAIN,
  CONVERSATION_ID,
  page,
} from '#web/features/charters/booking/testing/fixtures';

const routes = [
  { path: '/charter/messages', element: <CharterMessagesPage /> },
  { path: '/charter/messages/:conversationId', element: <CharterMessagesPage /> },
];
const OTHER_CONVERSATION = 'f6b1f4d3-c2b1-4f33-8af5-e4c067d23c12';
const now = new Date().toISOString();

const detail: ConversationDetail = {
  id: CONVERSATION_ID,
  type: 'direct',
  title: null,
  team: null,
  participants: [CAPTAIN],
  participantCount: 2,
  lastMessage: null,
  lastMessageAt: now,
  unreadCount: 0,
  box: 'inbox',
  members: [
    { ...ANGLER, lastReadAt: now },
    { ...CAPTAIN, lastReadAt: now },
  ],
  canSend: true,
  canLeave: false,
};

function setup() {
  return mockApi({
    'GET /api/me': { body: buildMe({ id: ANGLER.id, roles: ['user'] }) },
    // The booking made from the request shares its conversation: one thread, about the booking.
    'GET /api/charters/bookings/mine': { body: page([buildBooking()]) },
    'GET /api/charters/requests/mine': {
      body: page([
        buildRequest({ state: 'accepted' }),
        buildRequest({ id: 'a7c2a5e4-d3c2-4a44-9b06-f5d178e34d13', conversationId: OTHER_CONVERSATION }),
        buildRequest({ id: 'b8d3b6f5-e4d3-4b55-8c17-a6e289f45e14', conversationId: null }),
      ]),
    },
    [`GET /api/conversations/${CONVERSATION_ID}`]: { body: detail },
    [`GET /api/conversations/${CONVERSATION_ID}/messages`]: {
      body: {
        items: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            conversationId: CONVERSATION_ID,
            sender: CAPTAIN,
            content: 'See you at the dock at six',
            image: null,
            isDeleted: false,
            createdAt: now,
            clientId: null,
          },
        ],
        nextCursor: null,
      },
    },
    [`POST /api/conversations/${CONVERSATION_ID}/read`]: { body: { lastReadAt: now } },
  });
}

describe('/charter/messages', () => {
  it('lists one thread per charter conversation, the booking before its request', async () => {
    const api = setup();
    renderWithProviders(null, { routes, route: '/charter/messages' });
    const list = await screen.findByRole('list', {}, { timeout: 10_000 });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/charter/messages/${OTHER_CONVERSATION}`,
      `/charter/messages/${CONVERSATION_ID}`,
    ]);
    expect(links[1]).toHaveTextContent('Rosa Marin');
    expect(links[1]).toHaveTextContent('Reel Deal Offshore');
    // An angler's page never asks for a captain's incoming lists.
    expect(api.callsTo('GET', '/api/charters/bookings/incoming')).toHaveLength(0);
  });

  it('opens the thread from the messages feature beside the booking it is about', async () => {
    setup();
    renderWithProviders(null, { routes, route: `/charter/messages/${CONVERSATION_ID}` });
    expect(await screen.findByText('See you at the dock at six')).toBeInTheDocument();
    const aside = await screen.findByRole('complementary', { name: 'About this booking' });
    expect(within(aside).getByText('Party of 4')).toBeInTheDocument();
    expect(within(aside).getByText('Paid').nextSibling).toHaveTextContent('$225.00');
  });

  it('says what to do when there are no charter conversations', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ roles: ['user'] }) },
      'GET /api/charters/bookings/mine': { body: page([]) },
      'GET /api/charters/requests/mine': { body: page([]) },
    });
    renderWithProviders(null, { routes, route: '/charter/messages' });
    expect(
      await screen.findByText(
        'No charter conversations yet. Requests and bookings open one with the captain.',
      ),
    ).toBeInTheDocument();
  });
});
