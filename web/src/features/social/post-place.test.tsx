import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { buildMe } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { PostComposer } from './components/post-composer';
import { buildPost, ME_ID } from './testing/fixtures';

/** Issue 19: the composer's optional place becomes the new post's location tag. */

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});

describe('a place on a new post', () => {
  it('puts the chosen place (a name and a type, never a spot) on the post once it is created', async () => {
    const post = buildPost({ content: 'Evening bite' });
    const api = mockApi({
      'POST /api/posts': { status: 201, body: post },
      [`PUT /api/posts/${post.id}/location`]: {
        body: {
          postId: post.id,
          location: { name: 'Lake Fork', placeType: 'lake', latitude: null, longitude: null },
        },
      },
    });
    const { user } = renderWithProviders(
      <>
        <PostComposer />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add a place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where was this?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Lake Fork');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type of water' }), 'lake');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Place: Lake Fork' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Post text' }), 'Evening bite');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/posts/${post.id}/location`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/posts/${post.id}/location`)[0]!.body).toEqual({
      name: 'Lake Fork',
      placeType: 'lake',
    });
    // The composer starts clean for the next post.
    expect(await screen.findByRole('button', { name: 'Add a place' })).toBeInTheDocument();
  }, 20_000);

  it('tags nothing when no place was chosen', async () => {
    const post = buildPost({ content: 'No place today' });
    const api = mockApi({ 'POST /api/posts': { status: 201, body: post } });
    const { user } = renderWithProviders(<PostComposer />);
    await user.type(await screen.findByRole('textbox', { name: 'Post text' }), 'No place today');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/posts')).toHaveLength(1));
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  }, 20_000);
});
