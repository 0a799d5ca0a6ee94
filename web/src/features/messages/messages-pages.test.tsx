import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { toast, Toaster } from 'sonner';
import { MESSAGE_MAX_CHARS, type Message } from '@tightlines/domain/messages/contract';
import { renderWithProviders } from '#web/test/render';
import { mockApi, type ApiCall } from '#web/test/api';
import { disconnectRealtime } from '#web/lib/socket';
import { MessagesLink } from './components/messages-link';
import { messagesRoutes } from './routes';
import {
  buildDetail,
  buildMessage,
  buildSummary,
  connectFakeSocket,
  DIRECT_ID,
  GROUP_ID,
  JORDAN,
  JORDAN_ID,
  ME,
  ME_ID,
  SAM,
  signedInMe,
} from './testing/fixtures';

// sonner captures the pointer on a toast (swipe to dismiss); jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  toast.dismiss();
  disconnectRealtime();
});

function Shell() {
  return (
    <>
      <MessagesLink className="badge-link" />
      <Outlet />
      <Toaster />
    </>
  );
}

// The pages load lazily; loaded once here, the first test's wait is for its data, not for compiling the pages.
beforeAll(async () => {
  await Promise.all([
    import('./pages/messages-layout'),
    import('./pages/messages-index-page'),
    import('./pages/conversation-page'),
    import('./pages/team-chat-page'),
  ]);
}, 30_000);

function renderMessages(route: string) {
  return renderWithProviders(null, {
    route,
    routes: [
      {
        element: <Shell />,
        children: [...messagesRoutes, { path: 'search', element: <p>Search page</p> }],
      },
    ],
  });
}

const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

describe('the conversation list', () => {
  it('shows conversations newest first with who, the last message, time and unread counts', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations/unread': { body: { unreadCount: 2, requestCount: 0 } },
      'GET /api/conversations': page([
        buildSummary({ unreadCount: 2 }),
        buildSummary({
          id: GROUP_ID,
          type: 'group',
          title: 'Lake crew',
          participants: [JORDAN, SAM],
          participantCount: 3,
          lastMessage: {
            id: '00000000-0000-4000-8000-000000008888',
            senderId: ME_ID,
            preview: 'See you at dawn',
            hasImage: false,
            isDeleted: false,
            createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
          },
          lastMessageAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
        }),
      ]),
    });
    renderMessages('/messages');

    const list = await screen.findByRole('list', { name: 'Inbox' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: /^Jordan Reed ?, 2 unread messages$/ }),
    ).toHaveAttribute('href', `/messages/${DIRECT_ID}`);
    expect(within(rows[0]!).getByText('Fish are biting at the point')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('conversation-unread')).toHaveTextContent('2');
    expect(within(rows[0]!).getByText('5 min. ago')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Lake crew' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('You: See you at dawn');
    // The quote keeps its own direction (and is cut at its own end) in a right-to-left list too.
    expect(within(rows[1]!).getByText('See you at dawn')).toHaveAttribute('dir', 'auto');
    expect(within(rows[1]!).queryByTestId('conversation-unread')).not.toBeInTheDocument();
    // The header's badge carries the total.
    expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toHaveTextContent('2');
  });

  it('says there are none yet, with a way to find anglers', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() }, 'GET /api/conversations': page([]) });
    const { user, router } = renderMessages('/messages');
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Find anglers' }));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('offers a retry when the list cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': () =>
        fail
          ? { status: 500, body: { error: { code: 'unexpected', message: 'x' } } }
          : page([]).body && page([]),
    });
    const { user } = renderMessages('/messages');
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your conversations");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  function mockConversation(
    options: {
      detail?: ReturnType<typeof buildDetail>;
      history?: Message[];
      older?: Message[];
      send?: (call: ApiCall) => { status?: number; body: unknown };
    } = {},
  ) {
    const newest = options.history ?? [
      buildMessage({ content: 'Fish are biting at the point' }),
      buildMessage({ sender: ME, content: 'On my way' }),
    ];
    return mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([buildSummary()]),
      [`GET /api/conversations/${DIRECT_ID}`]: { body: options.detail ?? buildDetail() },
      [`GET /api/conversations/${DIRECT_ID}/messages`]: (call) =>
        call.query.get('before') === 'older-cursor'
          ? page(options.older ?? [])
          : page(newest, options.older ? 'older-cursor' : null),
      [`POST /api/conversations/${DIRECT_ID}/messages`]:
        options.send ??
        ((call) => {
          const body = call.body as { content: string; clientId: string };
          return { body: buildMessage({ sender: ME, content: body.content, clientId: body.clientId }) };
        }),
      [`POST /api/conversations/${DIRECT_ID}/read`]: { body: { lastReadAt: new Date().toISOString() } },
      [`POST /api/conversations/${DIRECT_ID}/typing`]: { status: 204 },
      [`DELETE /api/conversations/${DIRECT_ID}/messages/:messageId`]: { status: 204 },
    });
  }

  it('shows the history, newest at the bottom, and loads older messages on request', async () => {
    const api = mockConversation({ older: [buildMessage({ content: 'Anyone out this weekend?' })] });
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    const log = await screen.findByRole('log', { name: 'Messages with Jordan Reed' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Fish are biting at the point'),
      expect.stringContaining('On my way'),
    ]);
    await user.click(within(log).getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Anyone out this weekend?');
    expect(api.callsTo('GET', `/api/conversations/${DIRECT_ID}/messages`).at(-1)?.query.get('before')).toBe(
      'older-cursor',
    );
    expect(within(log).queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('says so when there are no messages yet', async () => {
    mockConversation({ history: [] });
    renderMessages(`/messages/${DIRECT_ID}`);
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('sends with Enter (Shift+Enter is a new line), counting the characters left', async () => {
    const api = mockConversation();
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Tight lines{Shift>}{Enter}{/Shift}see you');
    expect(screen.getByTestId('message-counter')).toHaveTextContent(
      String(MESSAGE_MAX_CHARS - 'Tight lines\nsee you'.length),
    );
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('You: Tight lines see you');
    const [sent] = api.callsTo('POST', `/api/conversations/${DIRECT_ID}/messages`);
    expect(sent?.body).toEqual({ content: 'Tight lines\nsee you', clientId: expect.any(String) });
    expect(box).toHaveValue('');
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
  });

  it('refuses more than 2,000 characters', async () => {
    const api = mockConversation();
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('x'.repeat(MESSAGE_MAX_CHARS + 1));
    expect(screen.getByTestId('message-counter')).toHaveTextContent('-1');
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be at most 2,000 characters.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST', `/api/conversations/${DIRECT_ID}/messages`)).toHaveLength(0);
    await user.keyboard('{Backspace}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('gives the text back when sending fails', async () => {
    mockConversation({
      send: () => ({ status: 500, body: { error: { code: 'unexpected', message: 'x' } } }),
    });
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Lost line{Enter}');
    expect(await screen.findByText("Couldn't send the message")).toBeInTheDocument();
    expect(box).toHaveValue('Lost line');
    expect(within(screen.getByRole('log')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sends a photo as multipart form data', async () => {
    const api = mockConversation({
      send: (call) => {
        const form = call.body as FormData;
        return {
          body: buildMessage({
            sender: ME,
            content: form.get('content') as string,
            clientId: form.get('clientId') as string,
            image: {
              width: 800,
              height: 600,
              variants: [{ url: '/api/message-media/x-800.webp', width: 800, type: 'image/webp' }],
            },
          }),
        };
      },
    });
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    await screen.findByRole('textbox', { name: 'Message' });
    const file = new File(['fish'], 'walleye.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add photo'), file);
    expect(screen.getByRole('img', { name: 'Photo to send' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Look at this');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const photo = await screen.findByRole('img', { name: 'Photo from Casey Rivers' });
    expect(photo).toHaveAttribute('src', '/api/message-media/x-800.webp');
    const [sent] = api.callsTo('POST', `/api/conversations/${DIRECT_ID}/messages`);
    const form = sent?.body as FormData;
    expect(form.get('content')).toBe('Look at this');
    expect(form.get('clientId')).toEqual(expect.any(String));
    expect(form.get('image')).toHaveProperty('type', 'image/jpeg');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Photo to send' })).not.toBeInTheDocument());
  });

  it('refuses a file that is not an image before any upload', async () => {
    const api = mockConversation();
    renderMessages(`/messages/${DIRECT_ID}`);
    await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(screen.getByLabelText('Add photo'), {
      target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files are supported');
    expect(api.callsTo('POST', `/api/conversations/${DIRECT_ID}/messages`)).toHaveLength(0);
  });

  it("deletes my own message: 'Message deleted' shows in its place", async () => {
    const mine = buildMessage({ sender: ME, content: 'Wrong lake, sorry' });
    const api = mockConversation({ history: [buildMessage({}), mine] });
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    const log = await screen.findByRole('log');
    await within(log).findByText('Wrong lake, sorry');
    // Only my message has a delete button.
    const deletes = within(log).getAllByRole('button', { name: 'Delete message' });
    expect(deletes).toHaveLength(1);
    await user.click(deletes[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(log).queryByText('Wrong lake, sorry')).not.toBeInTheDocument());
    expect(within(log).getByText('Message deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/conversations/${DIRECT_ID}/messages/${mine.id}`)).toHaveLength(1);
  });

  it("shows 'Seen' under my last message once the other person read it, live", async () => {
    const socket = await connectFakeSocket();
    mockConversation();
    renderMessages(`/messages/${DIRECT_ID}`);
    const log = await screen.findByRole('log');
    await within(log).findByText('On my way');
    expect(within(log).queryByText('Seen')).not.toBeInTheDocument();
    act(() =>
      socket.emit('conversation-read', {
        conversationId: DIRECT_ID,
        userId: JORDAN_ID,
        lastReadAt: new Date().toISOString(),
      }),
    );
    expect(await within(log).findByText('Seen')).toBeInTheDocument();
  });

  it('names who saw it in a group', async () => {
    const now = new Date().toISOString();
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([]),
      [`GET /api/conversations/${GROUP_ID}`]: {
        body: buildDetail({
          id: GROUP_ID,
          type: 'group',
          title: 'Lake crew',
          participants: [JORDAN, SAM],
          participantCount: 3,
          canLeave: true,
          members: [
            { ...ME, lastReadAt: now },
            { ...JORDAN, lastReadAt: now },
            { ...SAM, lastReadAt: null },
          ],
        }),
      },
      [`GET /api/conversations/${GROUP_ID}/messages`]: page([
        buildMessage({ conversationId: GROUP_ID, sender: SAM, content: 'Who is in?' }),
        buildMessage({ conversationId: GROUP_ID, sender: ME, content: 'Me!' }),
      ]),
      [`POST /api/conversations/${GROUP_ID}/read`]: { body: { lastReadAt: now } },
    });
    renderMessages(`/messages/${GROUP_ID}`);
    const log = await screen.findByRole('log', { name: 'Messages with Lake crew' });
    expect(await within(log).findByText('Seen by Jordan Reed')).toBeInTheDocument();
    // Others' names show in a group.
    expect(within(log).getByText('Sam Tide')).toBeInTheDocument();
  });

  it('shows who is typing from a socket event, and drops it when their message arrives', async () => {
    const socket = await connectFakeSocket();
    mockConversation();
    renderMessages(`/messages/${DIRECT_ID}`);
    await screen.findByText('On my way');
    act(() =>
      socket.emit('typing', {
        conversationId: DIRECT_ID,
        user: { id: JORDAN_ID, displayName: 'Jordan Reed' },
      }),
    );
    expect(await screen.findByText('Jordan Reed is typing…')).toBeInTheDocument();
    act(() =>
      socket.emit('new-message', {
        conversationId: DIRECT_ID,
        message: buildMessage({ content: 'Got one!', createdAt: new Date().toISOString() }),
      }),
    );
    expect(await screen.findByText('Got one!')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Reed is typing…')).not.toBeInTheDocument();
  });

  it('tells the others I am typing, at most every few seconds', async () => {
    const api = mockConversation();
    const { user } = renderMessages(`/messages/${DIRECT_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello there');
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/conversations/${DIRECT_ID}/typing`)).toHaveLength(1),
    );
  });

  it('marks a new message read while I look at it, and the badge and list move with events elsewhere', async () => {
    const socket = await connectFakeSocket();
    let unread = 0;
    const api = mockConversation();
    mockApi({
      'GET /api/conversations/unread': () => ({ body: { unreadCount: unread, requestCount: 0 } }),
      'GET /api/conversations': page([
        buildSummary(),
        buildSummary({
          id: GROUP_ID,
          type: 'group',
          title: 'Lake crew',
          participants: [JORDAN, SAM],
          participantCount: 3,
        }),
      ]),
    });
    renderMessages(`/messages/${DIRECT_ID}`);
    await screen.findByText('On my way');
    await screen.findByRole('link', { name: 'Messages' });
    const readsBefore = api.callsTo('POST', `/api/conversations/${DIRECT_ID}/read`).length;

    // In the conversation I am looking at: it appears and is read at once.
    act(() =>
      socket.emit('new-message', {
        conversationId: DIRECT_ID,
        message: buildMessage({ content: 'Still there?', createdAt: new Date().toISOString() }),
      }),
    );
    expect(await within(screen.getByRole('log')).findByText('Still there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/conversations/${DIRECT_ID}/read`).length).toBeGreaterThan(readsBefore),
    );

    // In another conversation: its row rises to the top with an unread count, and the badge moves.
    unread = 1;
    act(() =>
      socket.emit('new-message', {
        conversationId: GROUP_ID,
        message: buildMessage({
          conversationId: GROUP_ID,
          sender: SAM,
          content: 'Dawn at the ramp',
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toHaveTextContent('1');
    const rows = within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Lake crew');
    expect(rows[0]).toHaveTextContent('Dawn at the ramp');
    expect(within(rows[0]!).getByTestId('conversation-unread')).toHaveTextContent('1');
  });

  it('says the conversation is not available when I am not in it', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([]),
      [`GET /api/conversations/${DIRECT_ID}`]: {
        status: 404,
        body: { error: { code: 'conversationNotFound', message: 'This conversation is not available.' } },
      },
      [`GET /api/conversations/${DIRECT_ID}/messages`]: {
        status: 404,
        body: { error: { code: 'conversationNotFound', message: 'This conversation is not available.' } },
      },
    });
    renderMessages(`/messages/${DIRECT_ID}`);
    expect(await screen.findByText('This conversation is not available.')).toBeInTheDocument();
  });

  it('leaves a group', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([]),
      [`GET /api/conversations/${GROUP_ID}`]: {
        body: buildDetail({
          id: GROUP_ID,
          type: 'group',
          title: 'Lake crew',
          participants: [JORDAN, SAM],
          participantCount: 3,
          canLeave: true,
        }),
      },
      [`GET /api/conversations/${GROUP_ID}/messages`]: page([]),
      [`POST /api/conversations/${GROUP_ID}/leave`]: { status: 204 },
    });
    const { user, router } = renderMessages(`/messages/${GROUP_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left the conversation')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages');
    expect(api.callsTo('POST', `/api/conversations/${GROUP_ID}/leave`)).toHaveLength(1);
  });
});

describe('requests', () => {
  it('accepts one and declines another', async () => {
    const other = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
    const answered = new Set<string>();
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations/unread': { body: { unreadCount: 0, requestCount: 2 } },
      'GET /api/conversations': (call) =>
        call.query.get('box') === 'requests'
          ? page(
              [
                buildSummary({ box: 'requests', unreadCount: 1 }),
                buildSummary({ id: other, box: 'requests', participants: [SAM] }),
              ].filter((item) => !answered.has(item.id)),
            )
          : page([]),
      [`POST /api/conversations/${DIRECT_ID}/accept`]: () => {
        answered.add(DIRECT_ID);
        return { status: 204 };
      },
      [`POST /api/conversations/${other}/leave`]: () => {
        answered.add(other);
        return { status: 204 };
      },
    });
    const { user } = renderMessages('/messages?box=requests');
    const list = await screen.findByRole('list', { name: 'Requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Accept the request from Jordan Reed' }));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Decline the request from Sam Tide' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/conversations/${DIRECT_ID}/accept`)).toHaveLength(1);
    expect(api.callsTo('POST', `/api/conversations/${other}/leave`)).toHaveLength(1);
    // Both answered: the list is empty.
    expect(await screen.findByText('No message requests')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() }, 'GET /api/conversations': page([]) });
    renderMessages('/messages?box=requests');
    expect(await screen.findByText('No message requests')).toBeInTheDocument();
  });
});

describe('who may reach me', () => {
  it('shows the setting and saves a change', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([]),
      'GET /api/message-settings': { body: { reach: 'everyone' } },
      'PUT /api/message-settings': (call) => ({ body: call.body }),
    });
    const { user } = renderMessages('/messages');
    await user.click(await screen.findByRole('button', { name: 'Message settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message settings' });
    expect(await within(dialog).findByRole('radio', { name: /^Everyone/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^People I follow/ }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/message-settings')[0]?.body).toEqual({ reach: 'following' });
    expect(within(dialog).getByRole('radio', { name: /^People I follow/ })).toBeChecked();
  });
});

describe('a new group', () => {
  it('picks people with the search and starts the group with its name', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([]),
      'GET /api/people/search': (call) => ({
        body: {
          items: [JORDAN, SAM]
            .filter((person) => person.displayName.toLowerCase().includes(call.query.get('q')!.toLowerCase()))
            .map((person) => ({ ...person, bio: null, followersCount: 0, isFollowing: false })),
        },
      }),
      'POST /api/conversations/group': {
        body: buildDetail({
          id: GROUP_ID,
          type: 'group',
          title: 'Lake crew',
          participants: [JORDAN, SAM],
          participantCount: 3,
        }),
      },
      [`GET /api/conversations/${GROUP_ID}/messages`]: page([]),
    });
    const { user, router } = renderMessages('/messages');
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group conversation' });
    await user.type(within(dialog).getByLabelText('Group name (optional)'), 'Lake crew');
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick at least 2 people.');
    const search = within(dialog).getByRole('searchbox', { name: 'Add people' });
    await user.type(search, 'jor');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Jordan Reed' }));
    await user.type(search, 'sam');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Sam Tide' }));
    expect(within(dialog).getByText('3 of 50 people, you included')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(await screen.findByText('Group started')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/conversations/group')[0]?.body).toEqual({
      userIds: [JORDAN_ID, SAM.id],
      title: 'Lake crew',
    });
    expect(router.state.location.pathname).toBe(`/messages/${GROUP_ID}`);
  });
});

describe('a team chat', () => {
  it("is listed with the team's name, and the team page's link opens it", async () => {
    const teamChat = buildSummary({
      id: GROUP_ID,
      type: 'team',
      title: null,
      team: { slug: 'reel-deal', name: 'Reel Deal Anglers', logoUrl: null },
      participants: [JORDAN, SAM],
      participantCount: 3,
    });
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([buildSummary()]),
      'GET /api/conversations/team/reel-deal': { body: buildDetail({ ...teamChat, canLeave: false }) },
      [`GET /api/conversations/${GROUP_ID}`]: {
        body: buildDetail({ ...teamChat, canLeave: false }),
      },
      [`GET /api/conversations/${GROUP_ID}/messages`]: page([]),
    });
    const { router } = renderMessages('/messages/team/reel-deal');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${GROUP_ID}`));
    expect(await screen.findByRole('heading', { name: 'Reel Deal Anglers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team page' })).toHaveAttribute('href', '/teams/reel-deal');
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });

  it('says so when I have no chat for that team', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      'GET /api/conversations': page([buildSummary()]),
      'GET /api/conversations/team/reel-deal': {
        status: 404,
        body: { error: { code: 'conversationNotFound', message: 'This conversation is not available.' } },
      },
    });
    renderMessages('/messages/team/reel-deal');
    expect(await screen.findByText("This team chat isn't available")).toBeInTheDocument();
  });
});
