import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { connectRealtime, disconnectRealtime } from '#web/lib/socket';
import { useLiveModeration } from '#web/features/safety';
import { mockApi } from '#web/test/api';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { useFeed } from './api/get-feed';
import { PostCard } from './components/post-card';
import { PostComposer } from './components/post-composer';
import { PostList } from './components/post-list';
import { buildPerson, buildPost, ME_ID, POST_ID } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

afterEach(() => disconnectRealtime());

const me = buildPerson({
  id: ME_ID,
  handle: 'casey',
  firstName: 'Casey',
  lastName: 'Rivers',
  displayName: 'Casey Rivers',
});
const OTHER_POST_ID = '44444444-4444-4444-8444-444444444444';
const MY_POST_ID = '55555555-5555-4555-8555-555555555555';

async function renderSignedIn(ui: React.ReactElement) {
  const { calls } = mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
  const view = renderWithProviders(ui);
  await waitFor(() => expect(view.queryClient.getQueryState(['me'])?.status).toBe('success'));
  return { ...view, calls };
}

describe('Report on post cards', () => {
  it("is offered on someone else's post and never on my own", async () => {
    const { user } = await renderSignedIn(
      <>
        <PostCard post={buildPost()} />
        <PostCard post={buildPost({ id: MY_POST_ID, author: me, content: 'My own catch' })} />
      </>,
    );
    const [theirs, mine] = screen.getAllByRole('article');
    await user.click(within(theirs!).getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(within(mine!).getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('moderation notices on my own posts', () => {
  it('says a held post waits for review and a hidden one is hidden, only to its author', async () => {
    await renderSignedIn(
      <>
        <PostCard post={buildPost({ id: MY_POST_ID, author: me, moderation: 'held' })} />
        <PostCard post={buildPost({ id: OTHER_POST_ID, author: me, moderation: 'hidden' })} />
        <PostCard post={buildPost({ content: 'Visible to all' })} />
      </>,
    );
    expect(screen.getByText('Pending review — only you can see this for now')).toBeInTheDocument();
    expect(screen.getByText('Hidden by moderators — only you and staff can see this')).toBeInTheDocument();
    const [, , visible] = screen.getAllByRole('article');
    expect(within(visible!).queryByText(/Pending review|Hidden by moderators/)).not.toBeInTheDocument();
  });
});

function Feed() {
  useLiveModeration();
  return <PostList query={useFeed()} label="Feed" empty="Nothing here" />;
}

describe('live removal', () => {
  it('takes a hidden post out of an open feed without asking the server again, but keeps my own with the notice', async () => {
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
    const { calls } = mockApi({
      'GET /api/feed': {
        body: {
          items: [
            buildPost({ content: 'A post that breaks the rules' }),
            buildPost({ id: OTHER_POST_ID, content: 'A fine post' }),
            buildPost({ id: MY_POST_ID, author: me, content: 'My post' }),
          ],
          nextCursor: null,
        },
      },
    });
    await renderSignedIn(<Feed />);
    expect(await screen.findByText('A post that breaks the rules')).toBeInTheDocument();
    const fetched = calls.filter((call) => call.path === '/api/feed').length;

    const emit = (payload: unknown) =>
      act(() => listeners.forEach((listener) => listener('content-hidden', payload)));
    emit({ targetType: 'post', targetId: POST_ID, parentId: null });
    await waitFor(() => expect(screen.queryByText('A post that breaks the rules')).not.toBeInTheDocument());
    expect(screen.getByText('A fine post')).toBeInTheDocument();

    emit({ targetType: 'post', targetId: MY_POST_ID, parentId: null });
    expect(
      await screen.findByText('Hidden by moderators — only you and staff can see this'),
    ).toBeInTheDocument();
    expect(screen.getByText('My post')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/feed')).toHaveLength(fetched);
  });
});

describe('a suspended account', () => {
  it('sees the composer held back, with until when and why', async () => {
    mockApi({
      'GET /api/moderation/standing': {
        body: {
          status: 'suspended',
          until: '2099-12-03T14:00:00.000Z',
          reason: 'Repeated harassment',
          activeStrikes: 3,
          totalStrikes: 3,
          actions: [],
        },
      },
    });
    await renderSignedIn(<PostComposer />);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2099-12-03T14:00:00.000Z'),
    );
    expect(
      await screen.findByText(`Your account is suspended until ${date} · Repeated harassment`),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Post text' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });
});
