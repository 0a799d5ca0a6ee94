import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MFA_REQUIRED } from '@tightlines/domain/roles/staff-mfa';
import type { Role } from '@tightlines/domain/roles/roles';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { buildMe } from '#web/test/me';
import { adminRoutes } from '#web/features/admin/routes';
import { directorRoutes } from '#web/features/director/routes';

/** Signs in with `roles`; staff APIs answer mfaRequired until the second factor is `enrolled`. */
function answerApi({
  roles = ['admin', 'user'],
  enrolled = false,
}: { roles?: Role[]; enrolled?: boolean } = {}) {
  const staff = enrolled
    ? { body: { items: [], total: 0, offset: 0, limit: 20 } }
    : { status: 403, body: { error: { code: MFA_REQUIRED.code, message: MFA_REQUIRED.message } } };
  mockApi({
    'GET /api/me': { body: buildMe({ roles }) },
    'GET /api/admin/*': staff,
    'GET /api/tournament-director/*': staff,
  });
}

// The routes load their pages lazily; loaded once here, so a busy machine does not time the first test out.
beforeAll(async () => {
  await Promise.all([
    import('#web/features/admin/pages/admin-section'),
    import('#web/features/admin/pages/users-page'),
    import('#web/features/director/pages/director-section'),
    import('#web/features/director/pages/director-home-page'),
  ]);
}, 60_000);

const mfaSettings = { path: '/profile/mfa-settings', element: <p>MFA settings</p> };

describe('a staff dashboard whose API answers mfaRequired', () => {
  it('explains why instead of a failing list, and leads to the MFA settings', async () => {
    answerApi();
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
    answerApi({ roles: ['tournament_director', 'user'] });
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
    answerApi({ enrolled: true });
    renderWithProviders(null, { route: '/admin/users', routes: [...adminRoutes, mfaSettings] });
    expect(await screen.findByText('No users yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /two-factor/ })).not.toBeInTheDocument();
  });
});
