import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { UserPostList } from './components/user-post-list';
import { mockApi } from '#web/test/api';
import { buildPost, JORDAN_ID, ME_ID } from './testing/fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('UserPostList (the profile page shows it)', () => {
  it("lists a person's posts, 20 a page", async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    const { calls } = mockApi({
      [`GET /api/users/${JORDAN_ID}/posts`]: () => ({
        body: { items: [buildPost({ content: 'Reef day' })], nextCursor: null },
      }),
    });
    renderWithProviders(<UserPostList userId={JORDAN_ID} />);
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getByText('Reef day')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: `/api/users/${JORDAN_ID}/posts`, search: '?limit=20' });
  });

  it('invites me to post when my own list is empty', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
    mockApi({ [`GET /api/users/${ME_ID}/posts`]: () => ({ body: { items: [], nextCursor: null } }) });
    renderWithProviders(<UserPostList userId={ME_ID} />);
    expect(await screen.findByText("You haven't posted yet. Share your first catch!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a post' })).toHaveAttribute('href', '/getsocial');
  });
});
