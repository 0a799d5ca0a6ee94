import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import type { Post } from '@tightlines/domain/social/posts';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { createTestQueryClient, renderWithProviders } from '#web/test/render';
import { socialKeys } from './api/social-keys';
import { PostCard } from './components/post-card';
import { mockApi, type ApiRoute } from '#web/test/api';
import { apiError, buildPerson, buildPost, JORDAN_ID, ME_ID, POST_ID } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});
afterEach(() => vi.unstubAllGlobals());

/** Renders the card from the query cache, as lists do, so optimistic patches show. */
function FromCache({ post }: { post: Post }) {
  const cached = useQuery({ queryKey: socialKeys.post(post.id), queryFn: () => post, enabled: false }).data;
  return cached ? <PostCard post={cached} /> : null;
}

/** Renders once the session (GET /api/me) has answered, as a signed-in list would be. */
async function renderCard(post: Post, routes: Record<string, ApiRoute> = {}) {
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

describe('post text (ARCHITECTURE: rendered as text, never as HTML)', () => {
  it('links #tags, resolved @mentions and web addresses; unresolved @names stay text', async () => {
    await renderCard(
      buildPost({
        content: 'Limit of #BassFishing with @dana and @nobody — see www.tightlines.app/tips',
        mentions: [{ userId: ME_ID, handle: 'dana', name: 'dana' }],
      }),
    );
    expect(screen.getByRole('link', { name: '#BassFishing' })).toHaveAttribute(
      'href',
      '/hashtag/bassfishing',
    );
    expect(screen.getByRole('link', { name: '@dana' })).toHaveAttribute('href', `/profile/${ME_ID}`);
    expect(screen.queryByRole('link', { name: '@nobody' })).not.toBeInTheDocument();
    expect(screen.getByText(/and @nobody/)).toBeInTheDocument();
    const site = screen.getByRole('link', { name: 'www.tightlines.app/tips' });
    expect(site).toHaveAttribute('href', 'https://www.tightlines.app/tips');
    expect(site).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(site).toHaveAttribute('rel', expect.stringContaining('nofollow'));
    expect(site).toHaveAttribute('rel', expect.stringContaining('ugc'));
  });

  it('shows markup as the characters typed', async () => {
    const { container } = await renderCard(
      buildPost({ content: '<img src=x onerror="alert(1)"> <b>bold</b> javascript:alert(1)' }),
    );
    expect(
      screen.getByText('<img src=x onerror="alert(1)"> <b>bold</b> javascript:alert(1)'),
    ).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link', { name: /javascript/ })).not.toBeInTheDocument();
  });

  it('names the author, links the profile and says when and for whom', async () => {
    await renderCard(buildPost({ visibility: 'followers' }));
    expect(screen.getByRole('link', { name: 'Jordan Reed' })).toHaveAttribute(
      'href',
      `/profile/${JORDAN_ID}`,
    );
    expect(screen.getByText('@jordanreed')).toBeInTheDocument();
    expect(screen.getByText('5 min. ago')).toBeInTheDocument();
    expect(screen.getByText('Followers')).toBeInTheDocument();
  });

  it('shows the place its author put on it, linking to the fishing reports there; none when there is none', async () => {
    const { unmount } = await renderCard(buildPost({ place: { name: 'Lake Fork', placeType: 'lake' } }));
    expect(screen.getByRole('link', { name: 'Lake Fork' })).toHaveAttribute(
      'href',
      '/fishing-reports?place=Lake%20Fork',
    );
    unmount();
    await renderCard(buildPost({ place: null }));
    expect(screen.queryByRole('link', { name: 'Lake Fork' })).not.toBeInTheDocument();
  });
});

describe('likes', () => {
  it('likes at once, then unlikes, with the server keeping count', async () => {
    const { user, calls } = await renderCard(buildPost({ likesCount: 3 }), {
      [`PUT /api/posts/${POST_ID}/like`]: () => ({ body: { liked: true, likesCount: 4 } }),
      [`DELETE /api/posts/${POST_ID}/like`]: () => ({ body: { liked: false, likesCount: 3 } }),
    });
    const like = screen.getByRole('button', { name: 'Like, 3 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: `/api/posts/${POST_ID}/like` }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Like, 4 likes' }));
    expect(await screen.findByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: `/api/posts/${POST_ID}/like` }),
      ),
    );
  });

  it('puts the like back when the server refuses', async () => {
    const { user } = await renderCard(buildPost({ likesCount: 3 }), {
      [`PUT /api/posts/${POST_ID}/like`]: () => apiError(404, 'postNotFound', 'This post is not available.'),
    });
    await user.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends visitors to sign in instead', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user, router, calls } = await renderCard(buildPost());
    await user.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(calls).toEqual([]);
  });
});

describe('comments', () => {
  it('opens the comments with replies and adds one', async () => {
    const comment = {
      id: '66666666-6666-4666-8666-666666666666',
      postId: POST_ID,
      parentId: null,
      author: buildPerson(),
      content: 'Nice fish!',
      createdAt: new Date().toISOString(),
      replies: [
        {
          id: '77777777-7777-4777-8777-777777777777',
          postId: POST_ID,
          parentId: '66666666-6666-4666-8666-666666666666',
          author: buildPerson({
            id: ME_ID,
            displayName: 'Casey Rivers',
            firstName: 'Casey',
            lastName: 'Rivers',
            handle: 'casey',
          }),
          content: 'Thanks!',
          createdAt: new Date().toISOString(),
        },
      ],
    };
    const added = {
      ...comment,
      id: '88888888-8888-4888-8888-888888888888',
      author: buildPerson({ id: ME_ID, displayName: 'Casey Rivers' }),
      content: 'What lure?',
      replies: [],
    };
    const { user, calls } = await renderCard(buildPost({ commentsCount: 2 }), {
      [`GET /api/posts/${POST_ID}/comments`]: () => ({ body: { items: [comment], nextCursor: null } }),
      [`POST /api/posts/${POST_ID}/comments`]: () => ({ status: 201, body: added }),
    });
    await user.click(screen.getByRole('button', { name: 'Comments, 2 comments' }));
    const section = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(section).findByText('Nice fish!')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: '1 reply' })).toHaveTextContent('Thanks!');
    // My own reply can be deleted; Jordan's comment on Jordan's post cannot (I am neither).
    expect(
      within(section).getByRole('button', { name: 'Delete comment by Casey Rivers' }),
    ).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Delete comment by Jordan Reed' }),
    ).not.toBeInTheDocument();

    await user.type(within(section).getByRole('textbox', { name: 'Write a comment' }), 'What lure?{Enter}');
    expect(await within(section).findByText('What lure?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comments, 3 comments' })).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ content: 'What lure?' });
  });
});

describe('my own post', () => {
  it('offers Edit and Delete only to its author', async () => {
    const { user, unmount } = await renderCard(buildPost({ author: buildPerson({ id: ME_ID }) }));
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    // Someone else's post: the menu only reports it (safety feature).
    const other = await renderCard(buildPost());
    await other.user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('edits in place under the 500-character rule', async () => {
    const { user, calls } = await renderCard(
      buildPost({ author: buildPerson({ id: ME_ID }), content: 'Old text' }),
      {
        [`PATCH /api/posts/${POST_ID}`]: () => ({
          body: buildPost({
            author: buildPerson({ id: ME_ID }),
            content: 'New text',
            editedAt: new Date().toISOString(),
          }),
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = await screen.findByRole('textbox', { name: 'Post text' });
    fireEvent.change(box, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByTestId('character-counter')).toHaveTextContent('-1');
    await user.clear(box);
    await user.type(box, 'New text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(await screen.findByText('New text')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      content: 'New text',
    });
  });

  it('deletes after asking', async () => {
    const { user, calls } = await renderCard(buildPost({ author: buildPerson({ id: ME_ID }) }), {
      [`DELETE /api/posts/${POST_ID}`]: () => ({ status: 204 }),
    });
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: `/api/posts/${POST_ID}` }),
    );
  });
});
