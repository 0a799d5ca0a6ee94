import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { connectRealtime, disconnectRealtime } from '#web/lib/socket';
import { ForumDashboardPage } from './pages/dashboard-page';
import { TopicPage } from './pages/topic-page';
import { ThreadPage } from './pages/thread-page';
import { ForumSearchPage } from './pages/search-page';
import { AdminForumsPage } from './pages/admin-forums-page';
import { NewThreadPage } from './pages/new-thread-page';
import {
  THREAD_ID,
  FORUM_ID,
  TOPIC_ID,
  buildDashboard,
  buildForum,
  buildPerson,
  buildPost,
  buildThread,
  buildThreadSummary,
  buildTopicPage,
} from './testing/fixtures';

const ME = buildMe({ id: '99999999-9999-4999-8999-999999999999' });
const THREAD_PATH = '/topics/:topicSlug/:threadId';
const THREAD_URL = `/topics/fly-tying/${THREAD_ID}`;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: ME } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  disconnectRealtime();
});

function threadApi(
  thread = buildThread(),
  posts = [buildPost(1), buildPost(2), buildPost(3)],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    [`GET /api/threads/${THREAD_ID}`]: { body: thread },
    [`GET /api/threads/${THREAD_ID}/posts`]: { body: { items: posts, hasBefore: false, hasAfter: false } },
    ...extra,
  });
}

describe('/forums', () => {
  it('shows the stat tiles, hot topics and each forum with its topics', async () => {
    mockApi({ 'GET /api/forums': { body: buildDashboard() } });
    renderWithProviders(<ForumDashboardPage />, { route: '/forums' });
    const stats = await screen.findByRole('region', { name: 'Forum statistics' });
    expect(await within(stats).findByText('42')).toBeInTheDocument();
    expect(within(stats).getByText('Online now')).toBeInTheDocument();
    expect(within(stats).getByText('Active communities')).toBeInTheDocument();
    const hot = screen.getByRole('region', { name: 'Hot this week' });
    expect(within(hot).getByRole('link', { name: 'Best spring streamer?' })).toHaveAttribute(
      'href',
      `/topics/fly-tying/${THREAD_ID}`,
    );
    expect(within(hot).getByText(/9 replies/)).toBeInTheDocument();
    const forum = screen.getByRole('region', { name: 'Techniques' });
    expect(within(forum).getByRole('link', { name: 'Fly tying' })).toHaveAttribute(
      'href',
      '/topics/fly-tying',
    );
    expect(within(forum).getByText('12 threads')).toBeInTheDocument();
    expect(within(forum).getByText('40 posts')).toBeInTheDocument();
  });
});

describe('/topics/:topicSlug', () => {
  it('lists pinned threads first, then by last activity, with unread, solved and locked markers', async () => {
    mockApi({
      'GET /api/topics/fly-tying': {
        body: buildTopicPage(
          [
            buildThreadSummary({
              id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
              title: 'Older',
              lastPostAt: '2026-11-01T00:00:00.000Z',
            }),
            buildThreadSummary({
              id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
              title: 'Newer with news',
              lastPostAt: '2026-11-05T00:00:00.000Z',
              unreadCount: 3,
              answered: true,
            }),
            buildThreadSummary({
              id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
              title: 'Rules of the topic',
              pinned: true,
              locked: true,
              lastPostAt: '2026-01-01T00:00:00.000Z',
            }),
          ],
          'qa',
        ),
      },
    });
    renderWithProviders(<TopicPage />, { route: '/topics/fly-tying', path: '/topics/:topicSlug' });
    const list = await screen.findByRole('list', { name: 'Threads' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      'Rules of the topic',
      'Newer with news',
      'Older',
    ]);
    expect(within(rows[0]!).getByRole('img', { name: 'Pinned' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 new')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Solved')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Newer with news' })).toHaveClass('font-bold');
    expect(within(rows[2]!).getByRole('link', { name: 'Older' })).not.toHaveClass('font-bold');
    expect(screen.getByRole('link', { name: 'New thread' })).toHaveAttribute('href', '/topics/fly-tying/new');
  });
});

describe('/topics/:topicSlug/:threadId', () => {
  it("renders the server's HTML for each post, numbered with permalinks", async () => {
    threadApi();
    renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const posts = await screen.findByRole('list', { name: 'Posts' });
    await within(posts).findAllByRole('article');
    expect(within(posts).getAllByText('2')[0]!.tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Link to post 3' })).toHaveAttribute(
      'href',
      `${THREAD_URL}?post=3`,
    );
  });

  it('highlights and scrolls to the permalinked post', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    threadApi();
    renderWithProviders(<ThreadPage />, { route: `${THREAD_URL}?post=2`, path: THREAD_PATH });
    const post = await screen.findByRole('article', { name: 'Riley Shore', current: true });
    expect(post).toHaveAttribute('id', 'post-2');
    await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(post);
    scroll.mockRestore();
  });

  it('quotes a whole post as a Markdown blockquote into the reply box and sends the quote', async () => {
    const api = threadApi(undefined, undefined, {
      [`POST /api/threads/${THREAD_ID}/posts`]: { body: buildPost(4) },
    });
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const posts = await screen.findAllByRole('article');
    await user.click(within(posts[1]!).getByRole('button', { name: 'Quote' }));
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveValue('> @riley #2\n>\n> Body of post 2\n\n');
    expect(box).toHaveFocus();
    await user.type(box, 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/api/threads/${THREAD_ID}/posts`)[0]?.body).toEqual({
        body: '> @riley #2\n>\n> Body of post 2\n\nAgreed',
        quotePostId: buildPost(2).id,
      }),
    );
  });

  it('toggles a like and the subscription', async () => {
    const post = buildPost(2, { likesCount: 4 });
    const api = threadApi(undefined, [buildPost(1), post], {
      [`PUT /api/forum-posts/${post.id}/like`]: { body: { liked: true, likesCount: 5 } },
      [`PUT /api/threads/${THREAD_ID}/subscription`]: { body: { subscribed: true } },
    });
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const like = await screen.findByRole('button', { name: 'Like post 2, 4 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like post 2, 5 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT', `/api/forum-posts/${post.id}/like`)).toHaveLength(1);

    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    subscribe.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers Edit within the edit window only, and the edit history once edited', async () => {
    const old = new Date(Date.now() - 2 * 3600_000).toISOString();
    threadApi(
      undefined,
      [
        buildPost(1, {
          canEdit: true,
          createdAt: new Date().toISOString(),
          editedAt: new Date().toISOString(),
        }),
        buildPost(2, { canEdit: true, createdAt: old }),
      ],
      {
        [`GET /api/forum-posts/${buildPost(1).id}/revisions`]: {
          body: {
            items: [
              {
                id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
                body: 'v1',
                html: '<p>First version</p>',
                editor: buildPerson(),
                createdAt: old,
              },
            ],
          },
        },
      },
    );
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const posts = await screen.findAllByRole('article');
    expect(within(posts[0]!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(posts[1]!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(posts[0]!).getByRole('button', { name: 'edited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    expect(await within(dialog).findByText('First version')).toBeInTheDocument();
  });

  it('shows moderator tools to moderators only', async () => {
    threadApi(buildThread({ canModerate: false }));
    const first = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Moderator tools' })).not.toBeInTheDocument();
    first.unmount();

    const api = threadApi(buildThread({ canModerate: true }), undefined, {
      [`POST /api/threads/${THREAD_ID}/lock`]: { status: 204 },
    });
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const tools = await screen.findByRole('region', { name: 'Moderator tools' });
    for (const name of ['Lock', 'Pin', 'Move to topic', 'Split posts', 'Delete thread'])
      expect(within(tools).getByRole('button', { name })).toBeInTheDocument();
    await user.click(within(tools).getByRole('button', { name: 'Lock' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/api/threads/${THREAD_ID}/lock`)).toHaveLength(1));
    await user.click(within(tools).getByRole('button', { name: 'Split posts' }));
    expect(screen.getByRole('checkbox', { name: 'Select post 2' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select post 1' })).not.toBeInTheDocument();
  });

  it('shows "N new replies" when a reply arrives live, and loads them on click', async () => {
    let posts = [buildPost(1), buildPost(2)];
    mockApi({
      [`GET /api/threads/${THREAD_ID}`]: { body: buildThread() },
      [`GET /api/threads/${THREAD_ID}/posts`]: () => ({
        body: { items: posts, hasBefore: false, hasAfter: false },
      }),
    });
    const handlers = new Map<string, () => void>();
    const listeners: ((event: string, payload: unknown) => void)[] = [];
    const emitted: unknown[][] = [];
    const fakeSocket = {
      connected: true,
      active: true,
      on: (event: string, handler: () => void) => {
        handlers.set(event, handler);
        return fakeSocket;
      },
      io: { on: () => undefined },
      onAny: (listener: (event: string, payload: unknown) => void) => listeners.push(listener),
      emit: (...args: unknown[]) => emitted.push(args),
      timeout: () => ({
        emitWithAck: (...args: unknown[]) => (emitted.push(args), Promise.resolve({ ok: true })),
      }),
      disconnect: () => undefined,
    };
    await connectRealtime('me', () =>
      Promise.resolve({ io: () => fakeSocket } as unknown as typeof import('socket.io-client')),
    );
    act(() => handlers.get('connect')!());
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    await screen.findAllByRole('article');
    expect(emitted).toContainEqual(['join', `thread:${THREAD_ID}`]);
    posts = [...posts, buildPost(3), buildPost(4)];
    const event = { threadId: THREAD_ID, postId: buildPost(3).id, postNumber: 3, authorId: buildPerson().id };
    act(() => listeners.forEach((listener) => listener('forum-post-created', event)));
    act(() => listeners.forEach((listener) => listener('forum-post-created', { ...event, postNumber: 4 })));
    const banner = await screen.findByRole('button', { name: '2 new replies' });
    await user.click(banner);
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /new replies/ })).not.toBeInTheDocument();
  });

  it('suggests people for an @mention and inserts the handle with the keyboard', async () => {
    threadApi(undefined, undefined, {
      'GET /api/people/search': {
        body: {
          items: [
            {
              ...buildPerson({ handle: 'rileyfly', displayName: 'Riley Fly' }),
              bio: null,
              followersCount: 0,
              isFollowing: false,
            },
          ],
        },
      },
    });
    const { user } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await user.type(box, 'Thanks @ril');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(within(list).getByRole('option', { name: /Riley Fly/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @rileyfly ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('links the accepted answer at the top and jumps to the first unread post', async () => {
    threadApi(
      buildThread({ lastReadPostNumber: 1, lastPostNumber: 3, forum: { slug: 'q', name: 'Q', kind: 'qa' } }),
      [buildPost(1), buildPost(2, { accepted: true }), buildPost(3)],
    );
    const { user, router } = renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    expect(await screen.findByRole('link', { name: 'Accepted answer by Riley Shore (#2)' })).toHaveAttribute(
      'href',
      `${THREAD_URL}?post=2`,
    );
    await user.click(screen.getByRole('button', { name: 'Jump to unread' }));
    expect(router.state.location.search).toBe('?post=2');
    expect(await screen.findByRole('article', { current: true })).toHaveAttribute('id', 'post-2');
  });

  it('asks a visitor to sign in instead of showing the reply box', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    threadApi(buildThread({ canReply: false }));
    renderWithProviders(<ThreadPage />, { route: THREAD_URL, path: THREAD_PATH });
    expect(await screen.findByText('Sign in to reply.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });
});

describe('/topics/:topicSlug/new', () => {
  it('previews the Markdown as written and opens the new thread', async () => {
    const api = mockApi({ 'POST /api/topics/fly-tying/threads': { body: buildThread() } });
    const { user, router } = renderWithProviders(<NewThreadPage />, {
      route: '/topics/fly-tying/new',
      routes: [
        { path: '/topics/:topicSlug/new', element: <NewThreadPage /> },
        { path: '*', element: null },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Create thread' }));
    expect(await screen.findByText('Give it a title of at least 5 characters.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Spring streamers');
    await user.type(screen.getByRole('textbox', { name: 'Message (Markdown)' }), '**Olive** woolly bugger');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('**Olive** woolly bugger');
    await user.click(screen.getByRole('button', { name: 'Create thread' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(THREAD_URL));
    expect(api.callsTo('POST', '/api/topics/fly-tying/threads')[0]?.body).toEqual({
      title: 'Spring streamers',
      body: '**Olive** woolly bugger',
    });
  });

  it('sends a visitor to sign in first', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { router } = renderWithProviders(<NewThreadPage />, {
      route: '/topics/fly-tying/new',
      routes: [
        { path: '/topics/:topicSlug/new', element: <NewThreadPage /> },
        { path: '*', element: null },
      ],
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});

describe('/forums/search', () => {
  it('shows highlighted snippets linking to the post permalink, and an empty state', async () => {
    mockApi({
      'GET /api/forum-search': (call) =>
        call.query.get('q') === 'streamer'
          ? {
              body: {
                items: [
                  {
                    postId: buildPost(3).id,
                    postNumber: 3,
                    thread: { id: THREAD_ID, title: 'Best spring streamer?' },
                    topic: { slug: 'fly-tying', name: 'Fly tying' },
                    author: buildPerson(),
                    highlight: 'a white <mark>streamer</mark> &lt;works&gt;',
                    createdAt: new Date().toISOString(),
                  },
                ],
                nextCursor: null,
              },
            }
          : { body: { items: [], nextCursor: null } },
    });
    const { user } = renderWithProviders(<ForumSearchPage />, { route: '/forums/search' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the forums' }), 'streamer{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByText('streamer').tagName).toBe('MARK');
    expect(within(results).getByText(/<works>/)).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Best spring streamer?' })).toHaveAttribute(
      'href',
      `/topics/fly-tying/${THREAD_ID}?post=3`,
    );
    const box = screen.getByRole('searchbox', { name: 'Search the forums' });
    await user.clear(box);
    await user.type(box, 'zander{Enter}');
    expect(await screen.findByText('Nothing found for “zander”.')).toBeInTheDocument();
  });
});

describe('/admin/forums', () => {
  it('creates, edits and deletes forums and topics', async () => {
    const api = mockApi({
      'GET /api/admin/forums': { body: { items: [buildForum()] } },
      'POST /api/admin/forums': { body: buildForum() },
      [`PATCH /api/admin/forums/${FORUM_ID}`]: { body: buildForum() },
      'POST /api/admin/forum-topics': { body: {} },
      [`DELETE /api/admin/forum-topics/${TOPIC_ID}`]: { status: 204 },
    });
    const { user } = renderWithProviders(<AdminForumsPage />, { route: '/admin/forums' });
    await user.click(await screen.findByRole('button', { name: 'New forum' }));
    let dialog = await screen.findByRole('dialog', { name: 'New forum' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Gear talk');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'gear');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'qa');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/forums')[0]?.body).toEqual({
        slug: 'gear',
        name: 'Gear talk',
        description: '',
        kind: 'qa',
        position: 1,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Techniques' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit forum' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Technique');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PATCH', `/api/admin/forums/${FORUM_ID}`)[0]?.body).toMatchObject({
        name: 'Technique',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'New topic' }));
    dialog = await screen.findByRole('dialog', { name: 'New topic' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Reels');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), 'reels');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/forum-topics')[0]?.body).toEqual({
        slug: 'reels',
        name: 'Reels',
        description: '',
        position: 1,
        forumId: FORUM_ID,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Fly tying' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Fly tying?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(api.callsTo('DELETE', `/api/admin/forum-topics/${TOPIC_ID}`)).toHaveLength(1),
    );
  });
});
