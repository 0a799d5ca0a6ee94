import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@tightlines/domain/saved/contract';
import type { ScheduledPost } from '@tightlines/domain/saved/scheduled';
import type { Post } from '@tightlines/domain/social/posts';
import { buildMe } from '#web/test/me';
import { createTestQueryClient, renderWithProviders } from '#web/test/render';
import { mockApi, type ApiRoute } from '#web/test/api';
import { socialKeys } from './api/social-keys';
import { PostCard } from './components/post-card';
import { PostComposer } from './components/post-composer';
import { SavedPage } from './pages/saved-page';
import { ScheduledPostsPage } from './pages/scheduled-posts-page';
import { apiError, buildPost, ME_ID, POST_ID } from './testing/fixtures';

/** Issue 19: saving posts from a card, /saved with collections, and /scheduled-posts. */

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});
afterEach(() => vi.unstubAllGlobals());

function FromCache({ post }: { post: Post }) {
  const cached = useQuery({ queryKey: socialKeys.post(post.id), queryFn: () => post, enabled: false }).data;
  return cached ? <PostCard post={cached} /> : null;
}

async function renderCard(post: Post, routes: Record<string, ApiRoute>) {
  const { calls } = mockApi(routes);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(socialKeys.post(post.id), post);
  const view = renderWithProviders(
    <>
      <FromCache post={post} />
      <Toaster />
    </>,
    { queryClient },
  );
  await waitFor(() => expect(queryClient.getQueryState(['me'])?.status).toBe('success'));
  return { ...view, calls };
}

const collection = (overrides: Partial<Collection> = {}): Collection => ({
  id: '7d0c5a7e-1111-4a4a-9a9a-000000000001',
  name: 'Lure ideas',
  postsCount: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('saving from a post card', () => {
  it('saves at once with a toast, then unsaves', async () => {
    const { user, calls } = await renderCard(buildPost(), {
      [`PUT /api/posts/${POST_ID}/save`]: () => ({ body: { saved: true, collectionId: null } }),
      [`DELETE /api/posts/${POST_ID}/save`]: () => ({ body: { saved: false, collectionId: null } }),
    });
    const save = screen.getByRole('button', { name: 'Save post' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Remove from saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save to collection' }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Remove from saved' }));
    expect(await screen.findByText('Removed from saved')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
  });

  it('puts the post back when the server refuses', async () => {
    const { user } = await renderCard(buildPost(), {
      [`PUT /api/posts/${POST_ID}/save`]: () => apiError(404, 'postNotFound', 'This post is not available.'),
    });
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Could not save the post')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save post' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('files a saved post in a collection', async () => {
    const lures = collection();
    const { user, calls } = await renderCard(buildPost({ savedByMe: true }), {
      'GET /api/collections': () => ({ body: { items: [lures], savedCount: 1 } }),
      [`PUT /api/posts/${POST_ID}/save`]: () => ({ body: { saved: true, collectionId: lures.id } }),
    });
    await user.click(screen.getAllByRole('button', { name: 'Save to collection' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Save to collection' });
    await user.click(await within(dialog).findByRole('button', { name: 'Lure ideas' }));
    expect(await screen.findByText('Saved to Lure ideas')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ collectionId: lures.id });
  });
});

describe('/saved', () => {
  function renderSaved(routes: Record<string, ApiRoute>) {
    const { calls } = mockApi(routes);
    const { user } = renderWithProviders(
      <>
        <SavedPage />
        <Toaster />
      </>,
      { route: '/saved', path: '/saved' },
    );
    return { calls, user };
  }

  it('shows the empty states for saved posts and collections', async () => {
    renderSaved({
      'GET /api/collections': () => ({ body: { items: [], savedCount: 0 } }),
      'GET /api/saved': () => ({ body: { items: [], nextCursor: null } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved posts' })).toBeInTheDocument();
    expect(await screen.findByText('No saved posts yet')).toBeInTheDocument();
    expect(screen.getByText('No collections yet. Create one to sort your saved posts.')).toBeInTheDocument();
  });

  it('lists saved posts, opens a collection and deletes it after asking', async () => {
    const lures = collection();
    const post = buildPost({ content: 'Crankbait colours for stained water', savedByMe: true });
    const { calls, user } = renderSaved({
      'GET /api/collections': () => ({ body: { items: [lures], savedCount: 1 } }),
      'GET /api/saved': () => ({
        body: { items: [{ post, collectionId: lures.id, savedAt: post.createdAt }], nextCursor: null },
      }),
      [`DELETE /api/collections/${lures.id}`]: () => ({ status: 204 }),
    });
    expect(await screen.findByText(/Crankbait colours/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /Lure ideas/ }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/saved' && call.query.get('collection') === lures.id),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Lure ideas”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete collection' }));
    expect(await screen.findByText('Collection “Lure ideas” deleted')).toBeInTheDocument();
  });

  it('shows the server’s message when a collection name is refused', async () => {
    const { user } = renderSaved({
      'GET /api/collections': () => ({ body: { items: [], savedCount: 0 } }),
      'GET /api/saved': () => ({ body: { items: [], nextCursor: null } }),
      'POST /api/collections': () =>
        apiError(409, 'collectionExists', 'You already have a collection with this name.'),
    });
    await user.click(await screen.findByRole('button', { name: 'New collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Please enter a name for the collection')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Collection name'), 'Trophy fish');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('You already have a collection with this name.'),
    ).toBeInTheDocument();
  });
});

describe('/scheduled-posts', () => {
  const scheduled = (overrides: Partial<ScheduledPost> = {}): ScheduledPost => ({
    id: '5e1f0c2a-2222-4b4b-8b8b-000000000002',
    content: 'First light on the reef tomorrow #walleye',
    mediaUrl: null,
    media: null,
    visibility: 'public',
    publishAt: '2030-06-01T06:00:00.000Z',
    state: 'scheduled',
    failureCode: null,
    postId: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  });

  function renderScheduled(routes: Record<string, ApiRoute>) {
    const { calls } = mockApi(routes);
    const { user } = renderWithProviders(
      <>
        <ScheduledPostsPage />
        <Toaster />
      </>,
      { route: '/scheduled-posts', path: '/scheduled-posts' },
    );
    return { calls, user };
  }

  it('shows the empty state', async () => {
    renderScheduled({ 'GET /api/scheduled-posts': () => ({ body: { items: [] } }) });
    expect(await screen.findByText('No scheduled posts')).toBeInTheDocument();
  });

  it('publishes one now with the spec’s toast', async () => {
    const item = scheduled();
    const { user } = renderScheduled({
      'GET /api/scheduled-posts': () => ({ body: { items: [item] } }),
      [`POST /api/scheduled-posts/${item.id}/publish`]: () => ({
        body: buildPost({ content: item.content }),
      }),
    });
    expect(await screen.findByText(/First light on the reef/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
  });

  it('says so when publishing fails, and shows a failed post with its reason', async () => {
    const item = scheduled({ state: 'failed', failureCode: 'accountSuspended' });
    const { user } = renderScheduled({
      'GET /api/scheduled-posts': () => ({ body: { items: [item] } }),
      [`POST /api/scheduled-posts/${item.id}/publish`]: () =>
        apiError(409, 'scheduledPostAlreadyPublished', 'This post has already been published.'),
    });
    expect(await screen.findByText(/This post could not be published\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Could not publish the post')).toBeInTheDocument();
  });

  it('deletes after asking, with the spec’s toasts for success and failure', async () => {
    const item = scheduled();
    let fail = true;
    const { user } = renderScheduled({
      'GET /api/scheduled-posts': () => ({ body: { items: [item] } }),
      [`DELETE /api/scheduled-posts/${item.id}`]: () =>
        fail ? apiError(404, 'scheduledPostNotFound', 'Scheduled post not found') : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this scheduled post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the scheduled post')).toBeInTheDocument();
    fail = false;
    confirm = screen.getByRole('alertdialog', { name: 'Delete this scheduled post?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Scheduled post deleted')).toBeInTheDocument();
  });
});

describe('Schedule in the composer', () => {
  /** The value a datetime-local input takes for an instant, in the browser's zone. */
  const local = (date: Date) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  };

  it('refuses a time that is not in the future, then schedules the post for the chosen time', async () => {
    const { calls } = mockApi({
      'POST /api/scheduled-posts': () => ({ status: 201, body: {} }),
    });
    const { user } = renderWithProviders(
      <>
        <PostComposer />
        <Toaster />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Dawn patrol tomorrow');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const picker = screen.getByLabelText('Publish at');
    fireEvent.change(picker, { target: { value: local(new Date(Date.now() - 3_600_000)) } });
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(await screen.findByText('Choose a publish time in the future.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const when = new Date(Date.now() + 2 * 86_400_000);
    when.setSeconds(0, 0);
    fireEvent.change(picker, { target: { value: local(when) } });
    await user.click(screen.getByRole('button', { name: 'Schedule post' }));
    expect(await screen.findByText('Post scheduled')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(sent.get('content')).toBe('Dawn patrol tomorrow');
    expect(sent.get('publishAt')).toBe(when.toISOString());
  });
});
