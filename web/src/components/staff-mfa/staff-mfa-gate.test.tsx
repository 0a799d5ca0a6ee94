import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MFA_REQUIRED } from '@tightlines/domain/roles/staff-mfa';
import type { Role } from '@tightlines/domain/roles/roles';
import { renderWithProviders } from '#web/test/render';
import { buildMe } from '#web/test/me';
import { adminRoutes } from '#web/features/admin/routes';
import { directorRoutes } from '#web/features/director/routes';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mfaRequired = () => json({ error: { code: MFA_REQUIRED.code, message: MFA_REQUIRED.message } }, 403);

let roles: Role[] = ['admin', 'user'];
let enrolled = false;
const fetchMock = vi.fn((input: string): Promise<Response> => {
  if (input === '/api/me') return Promise.resolve(json(buildMe({ roles })));
  if (input.startsWith('/api/admin/') || input.startsWith('/api/tournament-director/'))
    return Promise.resolve(enrolled ? json({ items: [], total: 0, offset: 0, limit: 20 }) : mfaRequired());
  return Promise.resolve(json({ error: { code: 'notFound', message: 'Not found' } }, 404));
});

// The routes load their pages lazily; loaded once here, so a busy machine does not time the first test out.
beforeAll(async () => {
  await Promise.all([
    import('#web/features/admin/pages/admin-section'),
    import('#web/features/admin/pages/users-page'),
    import('#web/features/director/pages/director-section'),
    import('#web/features/director/pages/director-home-page'),
  ]);
}, 60_000);

beforeEach(() => {
  roles = ['admin', 'user'];
  enrolled = false;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const mfaSettings = { path: '/profile/mfa-settings', element: <p>MFA settings</p> };

describe('a staff dashboard whose API answers mfaRequired', () => {
  it('explains why instead of a failing list, and leads to the MFA settings', async () => {
    const { user, router } = renderWithProviders(null, {
      route: '/admin/users',
      routes: [...adminRoutes, mfaSettings],
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Turn on two-factor authentication to use staff tools' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/can change other people's accounts and events/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();

    const setUp = screen.getByRole('link', { name: 'Set up two-factor authentication' });
    expect(setUp).toHaveAttribute('href', '/profile/mfa-settings');
    await user.click(setUp);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/mfa-settings'));
    expect(screen.getByText('MFA settings')).toBeInTheDocument();
  });

  it('shows the same page on the director dashboard', async () => {
    roles = ['tournament_director', 'user'];
    renderWithProviders(null, { route: '/tournament-director', routes: [...directorRoutes, mfaSettings] });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Turn on two-factor authentication to use staff tools' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('shows the dashboard itself once the second factor is on', async () => {
    enrolled = true;
    renderWithProviders(null, { route: '/admin/users', routes: [...adminRoutes, mfaSettings] });
    expect(await screen.findByText('No users yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /two-factor/ })).not.toBeInTheDocument();
  });
});
