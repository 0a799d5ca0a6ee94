import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { useMe, useSignOut } from '#web/lib/session';
import { buildMe, meQuery, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { UserMenu } from './user-menu';

vi.mock('#web/lib/session', () => ({ useMe: vi.fn(), useSignOut: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

async function openMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('UserMenu (spec §2)', () => {
  it('shows a pulsing placeholder while the session loads', () => {
    vi.mocked(useMe).mockReturnValue(meQuery('pending'));
    renderWithProviders(<UserMenu />);
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('offers Login and Sign up to visitors', async () => {
    vi.mocked(useMe).mockReturnValue(meQuery(SIGNED_OUT));
    const { user } = renderWithProviders(<UserMenu />);
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Login', 'Sign up']);
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(menu).getByRole('menuitem', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  });

  it('offers My profile, the dashboards that exist, then Logout to a signed-in admin', async () => {
    vi.mocked(useMe).mockReturnValue(
      meQuery(buildMe({ roles: ['admin', 'moderator'], firstName: 'Morgan', lastName: 'Harbor' })),
    );
    const { user } = renderWithProviders(<UserMenu />);
    expect(screen.getByText('MH')).toBeInTheDocument();
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    // The moderator dashboard is not built yet, so only the admin one is offered.
    expect(items.map((item) => item.textContent)).toEqual([
      'My profile',
      'My tournaments',
      'My registrations',
      'My team',
      'Admin Dashboard',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('menuitem', { name: 'My registrations' })).toHaveAttribute(
      'href',
      '/registrations',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My team' })).toHaveAttribute(
      'href',
      '/profile/my-team',
    );
  });

  it('signs out, says so and goes home', async () => {
    const signOut = vi.fn().mockResolvedValue(undefined);
    vi.mocked(useSignOut).mockReturnValue(signOut);
    vi.mocked(useMe).mockReturnValue(meQuery(buildMe({ roles: ['user'] })));
    const { user, router } = renderWithProviders(<UserMenu />, { route: '/help' });
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: /Dashboard/ })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(signOut).toHaveBeenCalledOnce();
    expect(toast.success).toHaveBeenCalledWith('Successfully signed out!');
  });
});
