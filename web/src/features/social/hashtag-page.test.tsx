import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { HashtagPage } from './pages/hashtag-page';
import { mockApi, type ApiRoute } from '#web/test/api';
import { apiError, buildHashtag, buildPost, ME_ID } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});
afterEach(() => vi.unstubAllGlobals());

const posts = { items: [buildPost({ content: 'Dawn bite #bassfishing' })], nextCursor: null };

function renderPage(routes: Record<string, ApiRoute>, route = '/hashtag/bassfishing') {
  const { calls } = mockApi({ 'GET /api/hashtags/bassfishing/posts': () => ({ body: posts }), ...routes });
  const view = renderWithProviders(
    <>
      <HashtagPage />
      <Toaster />
    </>,
    { route, path: '/hashtag/:tag' },
  );
  return { ...view, calls };
}

describe('/hashtag/{tag}', () => {
  it('shows the tag, its counts and its posts', async () => {
    renderPage({
      'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag({ postCount: 12, followersCount: 1 }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '#bassfishing' })).toBeInTheDocument();
    expect(screen.getByText('12 posts')).toBeInTheDocument();
    expect(screen.getByText('1 follower')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Posts with #bassfishing' });
    expect(within(list).getByText(/Dawn bite/)).toBeInTheDocument();
  });

  it('looks the tag up in its stored lower-case form', async () => {
    const { calls } = renderPage(
      { 'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag() }) },
      '/hashtag/BassFishing',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '#bassfishing' })).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/hashtags/bassfishing');
  });

  it("follows: 'Following hashtag', and the button reads Following", async () => {
    const { user, calls } = renderPage({
      'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag() }),
      'PUT /api/hashtags/bassfishing/follow': () => ({
        body: buildHashtag({ isFollowing: true, followersCount: 5 }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Following hashtag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/api/hashtags/bassfishing/follow' }),
    );
  });

  it("unfollows: 'Unfollowed hashtag'", async () => {
    const { user } = renderPage({
      'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag({ isFollowing: true }) }),
      'DELETE /api/hashtags/bassfishing/follow': () => ({ body: buildHashtag({ isFollowing: false }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Unfollowed hashtag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Failed to follow hashtag' when following fails, and stays unfollowed", async () => {
    const { user } = renderPage({
      'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag() }),
      'PUT /api/hashtags/bassfishing/follow': () =>
        apiError(500, 'unexpected', 'An unexpected error occurred.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Failed to follow hashtag')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it("says 'Failed to unfollow hashtag' when unfollowing fails", async () => {
    const { user } = renderPage({
      'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag({ isFollowing: true }) }),
      'DELETE /api/hashtags/bassfishing/follow': () =>
        apiError(500, 'unexpected', 'An unexpected error occurred.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByText('Failed to unfollow hashtag')).toBeInTheDocument();
  });

  it('asks visitors to log in to follow', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderPage({ 'GET /api/hashtags/bassfishing': () => ({ body: buildHashtag() }) });
    expect(await screen.findByRole('link', { name: 'Log in to follow' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/hashtag/bassfishing')}`,
    );
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it("says 'hashtag not found' for a tag nobody used", async () => {
    const { calls } = renderPage({
      'GET /api/hashtags/bassfishing': () => apiError(404, 'hashtagNotFound', 'hashtag not found'),
    });
    expect(await screen.findByRole('heading', { name: 'hashtag not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to GetSocial' })).toHaveAttribute('href', '/getsocial');
    expect(calls.map((call) => call.path)).not.toContain('/api/hashtags/bassfishing/posts');
  });
});
