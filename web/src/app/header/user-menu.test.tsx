import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { UserMenu } from './user-menu';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

async function openMenu(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('UserMenu', () => {
  it('shows a pulsing placeholder while the session loads', () => {
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderWithProviders(<UserMenu />);
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('offers Login and Sign up to visitors', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { user } = renderWithProviders(<UserMenu />);
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Login', 'Sign up']);
    expect(within(menu).getByRole('menuitem', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(within(menu).getByRole('menuitem', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
  });

  it('offers My profile, the dashboards that exist, then Logout to a signed-in admin', async () => {
    mockApi({
      'GET /api/me': {
        body: buildMe({ roles: ['admin', 'moderator'], firstName: 'Morgan', lastName: 'Harbor' }),
      },
    });
    const { user } = renderWithProviders(<UserMenu />);
    expect(await screen.findByText('MH')).toBeInTheDocument();
    const menu = await openMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    // The dashboards in the spec's order: Admin, then Moderator.
    expect(items.map((item) => item.textContent)).toEqual([
      'My profile',
      'Activity',
      // Issue 19: personal analytics and the gallery
      'Analytics',
      'My gallery',
      // Angler tools (issue 19)
      'Catch log',
      'Tackle box',
      'My tournaments',
      'My registrations',
      'My bookings',
      // Issue 19: saved posts and scheduled posts
      'Saved posts',
      'Scheduled posts',
      // Payments (issue 17): web-payer
      'Billing',
      'My team',
      'Admin Dashboard',
      'Moderator Dashboard',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Moderator Dashboard' })).toHaveAttribute(
      'href',
      '/moderator',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/profile/activity',
    );
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

  it("gives a charter captain the captain's office in its own group, and their own bookings", async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user', 'charter_captain'] }) } });
    const { user } = renderWithProviders(<UserMenu />);
    const menu = await openMenu(user);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names.slice(names.indexOf('Captain dashboard'), names.indexOf('Logout'))).toEqual([
      'Captain dashboard',
      'Bookings',
      'My listings',
      'Add a listing',
      'Earnings',
      'Reviews',
      'Messages',
    ]);
    // The captain's dashboard is in the group, not listed twice among the dashboards.
    expect(within(menu).queryByRole('menuitem', { name: 'Captain Dashboard' })).not.toBeInTheDocument();
    expect(within(menu).getByText('Captain')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Earnings' })).toHaveAttribute(
      'href',
      '/profile/earnings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Add a listing' })).toHaveAttribute(
      'href',
      '/profile/add-boat',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/profile/my-bookings',
    );
  });

  it('gives an angler My bookings and no captain menu', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user'] }) } });
    const { user } = renderWithProviders(<UserMenu />);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/profile/my-bookings',
    );
    expect(within(menu).queryByRole('menuitem', { name: /Captain dashboard|Add a listing/i })).toBeNull();
  });

  it('signs out, says so and goes home', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/me': () => ({ body: signedIn ? buildMe({ roles: ['user'] }) : SIGNED_OUT }),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const { user, router } = renderWithProviders(<UserMenu />, { route: '/help' });
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('menuitem', { name: /Dashboard/ })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Successfully signed out!');
  });
});
