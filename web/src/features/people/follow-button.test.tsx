import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { FollowButton } from './components/follow-button';
import { deferred, mockApi } from '#web/test/api';
import { JORDAN_ID, ME_ID, signedInMe } from './testing/fixtures';
import { SIGNED_OUT } from '#web/test/me';

afterEach(() => {
  // Sonner keeps its toasts between tests; a toast from one test must not satisfy the next.
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderButton({ userId = JORDAN_ID, isFollowing = false, route = '/search?q=jo' } = {}) {
  return renderWithProviders(
    <>
      <FollowButton userId={userId} isFollowing={isFollowing} name="Jordan Reed" />
      <Toaster />
    </>,
    { route },
  );
}

describe('FollowButton', () => {
  it('follows at once, then says so', async () => {
    const answer = deferred<{ body: unknown }>();
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      [`PUT /api/users/${JORDAN_ID}/follow`]: () => answer.promise,
    });
    const { user } = renderButton();

    await user.click(await screen.findByRole('button', { name: 'Follow Jordan Reed' }));
    // Optimistic: the new state shows before the server has answered.
    expect(screen.getByRole('button', { name: 'Following Jordan Reed' })).toHaveTextContent('Following');
    expect(api.callsTo('PUT', `/api/users/${JORDAN_ID}/follow`)).toHaveLength(1);

    await act(async () => answer.resolve({ body: { isFollowing: true, followersCount: 4 } }));
    expect(await screen.findByText('Following user')).toBeInTheDocument();
  });

  it('turns destructive and reads Unfollow under the pointer, and unfollows', async () => {
    const api = mockApi({
      'GET /api/me': { body: signedInMe() },
      [`DELETE /api/users/${JORDAN_ID}/follow`]: { body: { isFollowing: false, followersCount: 2 } },
    });
    const { user } = renderButton({ isFollowing: true });

    const button = await screen.findByRole('button', { name: 'Following Jordan Reed' });
    expect(button).not.toHaveClass('bg-danger');
    await user.hover(button);
    expect(button).toHaveAccessibleName('Unfollow Jordan Reed');
    expect(button).toHaveTextContent('Unfollow');
    expect(button).toHaveClass('bg-danger');
    await user.unhover(button);
    expect(button).toHaveAccessibleName('Following Jordan Reed');
    expect(button).not.toHaveClass('bg-danger');

    await user.hover(button);
    await user.click(button);
    expect(await screen.findByText('Unfollowed user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Jordan Reed' })).not.toHaveClass('bg-danger');
    expect(api.callsTo('DELETE', `/api/users/${JORDAN_ID}/follow`)).toHaveLength(1);
  });

  it('reads Unfollow when reached with the keyboard', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() } });
    const { user } = renderButton({ isFollowing: true });
    await screen.findByRole('button', { name: 'Following Jordan Reed' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Unfollow Jordan Reed' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Unfollow Jordan Reed' })).toHaveClass('bg-danger');
  });

  it('puts the state back and says why when the server refuses', async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      [`PUT /api/users/${JORDAN_ID}/follow`]: {
        status: 400,
        body: { error: { code: 'cannotFollowSelf', message: 'Cannot follow yourself' } },
      },
    });
    const { user } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Follow Jordan Reed' }));
    expect(await screen.findByText('Failed to follow')).toBeInTheDocument();
    expect(screen.getByText('Cannot follow yourself')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Jordan Reed' })).toBeInTheDocument();
  });

  it("says 'Failed to unfollow' when an unfollow fails", async () => {
    mockApi({
      'GET /api/me': { body: signedInMe() },
      [`DELETE /api/users/${JORDAN_ID}/follow`]: {
        status: 500,
        body: { error: { code: 'unexpected', message: 'An unexpected error occurred.' } },
      },
    });
    const { user } = renderButton({ isFollowing: true });
    await user.click(await screen.findByRole('button', { name: 'Following Jordan Reed' }));
    expect(await screen.findByText('Failed to unfollow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jordan Reed/ })).toHaveTextContent('Following');
  });

  it('is hidden on your own profile', async () => {
    mockApi({ 'GET /api/me': { body: signedInMe() } });
    renderWithProviders(
      <>
        <FollowButton userId={ME_ID} isFollowing={false} name="Casey Rivers" />
        <FollowButton userId={JORDAN_ID} isFollowing={false} name="Jordan Reed" />
      </>,
    );
    // Once the session is known, Jordan's button shows and mine does not.
    expect(await screen.findByRole('button', { name: 'Follow Jordan Reed' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('sends a visitor to sign in, back to where they were', async () => {
    const api = mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user, router } = renderButton();
    await user.click(await screen.findByRole('button', { name: 'Follow Jordan Reed' }));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/search?q=jo')}`);
    expect(api.calls.filter((call) => call.path.includes('/follow'))).toEqual([]);
  });
});
