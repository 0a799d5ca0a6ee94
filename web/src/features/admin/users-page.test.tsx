import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { AdminUser, AdminUserDetail, AdminUserList } from '@tightlines/domain/admin/contract';
import type { Me } from '@tightlines/domain/auth/contract';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { UsersPage } from './pages/users-page';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const DANA_ID = '22222222-2222-4222-8222-222222222222';

const person = (overrides: Partial<AdminUser>): AdminUser => ({
  id: DANA_ID,
  email: 'dana@bayside.example',
  firstName: 'Dana',
  lastName: 'Shore',
  name: 'Dana Shore',
  avatarUrl: null,
  emailVerified: true,
  createdAt: '2025-04-02T10:00:00.000Z',
  roles: ['user'],
  ...overrides,
});

const users: AdminUserList = {
  items: [
    person({}),
    person({
      id: ADMIN_ID,
      email: 'morgan@tightlines.app',
      firstName: 'Morgan',
      lastName: 'Harbor',
      name: 'Morgan Harbor',
      roles: ['admin', 'user'],
    }),
  ],
  total: 2,
  offset: 0,
  limit: 20,
};

const me: Me = {
  user: {
    id: ADMIN_ID,
    email: 'morgan@tightlines.app',
    emailVerified: true,
    firstName: 'Morgan',
    lastName: 'Harbor',
    avatarUrl: null,
    twoFactorEnabled: false,
    isDemo: false,
  },
  roles: ['admin', 'user'],
  primaryRole: 'admin',
  session: { expiresAt: 4_102_444_800 },
};

function renderUsersPage() {
  const api = mockApi({
    'GET /api/me': { body: me },
    'GET /api/admin/users': { body: users },
    'PUT /api/admin/users/:id/roles/:role': ({ path }) => {
      const role = path.split('/').pop() as AdminUser['roles'][number];
      const updated: AdminUserDetail = {
        ...person({ roles: [role, 'user'] }),
        country: 'Canada',
        twoFactorEnabled: false,
        lastActiveAt: null,
      };
      return { body: updated };
    },
  });
  const view = renderWithProviders(
    <>
      <UsersPage />
      <Toaster />
    </>,
    { route: '/admin/users', path: '/admin/users' },
  );
  return { ...view, api };
}

describe('/admin/users', () => {
  it('lists the users the API returns, with e-mail, roles and who is you', async () => {
    const { api } = renderUsersPage();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Dana Shore' })).toHaveAttribute(
      'href',
      `/admin/users/${DANA_ID}`,
    );
    expect(within(rows[1]!).getByText('dana@bayside.example')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('You')).toBeInTheDocument();
    expect(screen.getByText('2 people')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/users').map((call) => call.search)).toContain('?offset=0&limit=20');
  });

  it('grants a role after confirmation by calling PUT on the role URL', async () => {
    const { user, api } = renderUsersPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Manage roles for Dana Shore' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Grant Moderator' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Grant the Moderator role?' });
    expect(api.calls.filter((call) => call.path.includes('/roles/'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Grant role' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/admin/users/${DANA_ID}/roles/moderator`)).toHaveLength(1),
    );
    expect(await screen.findByText('Moderator role granted to Dana Shore')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does not offer to revoke your own admin role', async () => {
    const { user } = renderUsersPage();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Manage roles for Morgan Harbor' }));
    expect(await screen.findByRole('menuitem', { name: 'Revoke Admin' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
