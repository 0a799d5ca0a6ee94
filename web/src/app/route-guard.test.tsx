import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { guardStateFor, RouteGuard } from './route-guard';

function renderGuarded(route: string) {
  return renderWithProviders(
    <RouteGuard>
      <p>Protected content</p>
    </RouteGuard>,
    { route },
  );
}

describe('RouteGuard', () => {
  it('shows a spinner while the session loads', () => {
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderGuarded('/admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Protected content')).not.toBeInTheDocument();
  });

  it('sends a visitor to /auth/login, keeping the wanted page', async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    const { router } = renderGuarded('/profile/mfa-settings?tab=totp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/profile/mfa-settings?tab=totp',
    );
  });

  it("shows 'Loading permissions...' while a signed-in person's roles are unresolved", async () => {
    mockApi({ 'GET /api/me': { body: { ...buildMe(), roles: [], primaryRole: null } } });
    renderGuarded('/admin');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading permissions...'));
  });

  it('sends a person whose role is outside the list home', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user'] }) } });
    const { router } = renderGuarded('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a plain user away from the moderator queue, and lets a moderator in', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['user'] }) } });
    const { router } = renderGuarded('/moderator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(guardStateFor('/moderator', buildMe({ roles: ['moderator'] }), false)).toEqual({ kind: 'render' });
    expect(guardStateFor('/moderator', buildMe({ roles: ['admin'] }), false)).toEqual({ kind: 'render' });
  });

  it('renders the page for an allowed role', async () => {
    mockApi({ 'GET /api/me': { body: buildMe({ roles: ['admin'] }) } });
    renderGuarded('/admin');
    expect(await screen.findByText('Protected content')).toBeInTheDocument();
  });

  it("renders a person's profile to a visitor, but not the pages under /profile that are one's own", async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderGuarded('/profile/22222222-2222-4222-8222-222222222222');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
    const { router } = renderGuarded('/profile/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('renders public pages without waiting for the session', () => {
    mockApi({ 'GET /api/me': () => new Promise<never>(() => {}) });
    renderGuarded('/about');
    expect(screen.getByText('Protected content')).toBeInTheDocument();
  });
});

describe('guardStateFor', () => {
  it('treats a signed-in person without roles as user', () => {
    const me = { ...buildMe(), roles: [], primaryRole: 'user' as const };
    expect(guardStateFor('/profile/settings', me, false)).toEqual({ kind: 'render' });
    expect(guardStateFor('/admin', me, false)).toEqual({ kind: 'forbidden' });
  });

  it('does not wait for roles on paths that only need a signed-in person', () => {
    const me = { ...buildMe(), roles: [], primaryRole: null };
    expect(guardStateFor('/settings', me, false)).toEqual({ kind: 'render' });
  });
});
