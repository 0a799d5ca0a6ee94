import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import type { AdminUserDetail } from '@tightlines/domain/admin/contract';
import type { StaffNote, UserModeration } from '@tightlines/domain/moderation/contract';
import { buildMe } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { UserDetailPage } from './pages/user-detail-page';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const DANA_ID = '22222222-2222-4222-8222-222222222222';
const ITEM_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const admin = {
  id: ADMIN_ID,
  handle: 'morgan',
  firstName: 'Morgan',
  lastName: 'Harbor',
  displayName: 'Morgan Harbor',
  avatarUrl: null,
};
const reporter = {
  ...admin,
  id: '33333333-3333-4333-8333-333333333333',
  handle: 'riley',
  firstName: 'Riley',
  lastName: 'Banks',
  displayName: 'Riley Banks',
};

const dana: AdminUserDetail = {
  id: DANA_ID,
  email: 'dana@bayside.example',
  firstName: 'Dana',
  lastName: 'Shore',
  name: 'Dana Shore',
  avatarUrl: null,
  emailVerified: true,
  createdAt: '2025-04-02T10:00:00.000Z',
  roles: ['user'],
  country: 'Canada',
  twoFactorEnabled: false,
  lastActiveAt: null,
};

const until = new Date(Date.now() + 5 * 86_400_000).toISOString();
const moderation = (notes: StaffNote[]): UserModeration => ({
  standing: { status: 'suspended', until, reason: 'Repeated threats.', activeStrikes: 2, totalStrikes: 4 },
  reports: [
    {
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      reporter,
      reason: 'harassment',
      note: 'Keeps messaging me.',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      targetType: 'message',
      targetId: 'msg-2',
      itemId: ITEM_ID,
    },
  ],
  actions: [
    {
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      action: 'suspend',
      moderator: admin,
      targetType: 'message',
      targetId: 'msg-2',
      subject: { ...admin, id: DANA_ID, displayName: 'Dana Shore' },
      reason: 'Repeated threats.',
      until,
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
      appealed: false,
    },
  ],
  notes,
});

describe('/admin/users/:userId moderation', () => {
  it("shows the person's standing, strikes, reports and actions, and adds a staff note", async () => {
    const notes: StaffNote[] = [];
    const api = mockApi({
      'GET /api/me': { body: buildMe({ id: ADMIN_ID, roles: ['admin', 'user'] }) },
      [`GET /api/admin/users/${DANA_ID}`]: { body: dana },
      [`GET /api/admin/users/${DANA_ID}/moderation`]: () => ({ body: moderation([...notes]) }),
      'GET /api/admin/moderation/settings': {
        body: { holdWords: [], strikesToSuspend: 3, strikeSuspensionDays: 7, holdNewAccountLinks: true },
      },
      [`POST /api/admin/users/${DANA_ID}/notes`]: ({ body }) => {
        const note: StaffNote = {
          id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
          author: admin,
          text: (body as { text: string }).text,
          createdAt: new Date().toISOString(),
        };
        notes.push(note);
        return { status: 201, body: note };
      },
    });
    const { user } = renderWithProviders(
      <>
        <UserDetailPage />
        <Toaster />
      </>,
      { route: `/admin/users/${DANA_ID}`, path: '/admin/users/:userId' },
    );
    const section = await screen.findByRole('region', { name: 'Moderation' });
    expect(await within(section).findByText('2 of 3 strikes')).toBeInTheDocument();
    expect(within(section).getByText(/^Suspended until/)).toBeInTheDocument();
    expect(within(section).getByText('4 strikes in total')).toBeInTheDocument();
    expect(within(section).getByText('Keeps messaging me.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open in the queue' })).toHaveAttribute(
      'href',
      `/moderator?item=${ITEM_ID}`,
    );
    expect(within(section).getByRole('link', { name: 'Audit log for this person' })).toHaveAttribute(
      'href',
      `/admin/audit?subject=${DANA_ID}`,
    );
    expect(within(section).getByText('No notes yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Write the note first.');
    await user.type(
      within(section).getByRole('textbox', { name: 'Add a note' }),
      'Called him, he apologised.',
    );
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/admin/users/${DANA_ID}/notes`)[0]?.body).toEqual({
        text: 'Called him, he apologised.',
      }),
    );
    expect(await within(section).findByText('Called him, he apologised.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });
});
