import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Route, Routes } from 'react-router';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { GroupPage } from './pages/group-page';
import { SocialGroupsPage } from './pages/social-groups-page';
import { buildDetail, buildGroup, buildMember, GROUP_ID, ME_ID } from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

beforeEach(() => {
  mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
});

const owner = buildDetail({
  canManage: true,
  canPost: true,
  inviteCode: 'old-code',
  myMembership: { role: 'owner', status: 'active', notify: 'all' },
});

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/groups/:groupId/:tab?" element={<GroupPage />} />
        <Route path="/groups" element={<p>Directory</p>} />
      </Routes>
      <Toaster />
    </>,
    { route },
  );
}

describe('/groups/:groupId/settings', () => {
  it('shows the invite link and makes a new one', async () => {
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': { body: owner },
      [`GET /api/groups/${GROUP_ID}/invite-link`]: { body: { inviteCode: 'old-code' } },
      [`POST /api/groups/${GROUP_ID}/invite-link`]: { body: { inviteCode: 'new-code' } },
    });
    const { user } = renderAt('/groups/tampa-bay-kayak-club/settings');
    const link = await screen.findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${window.location.origin}/groups/join/old-code`);
    await user.click(screen.getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(link).toHaveValue(`${window.location.origin}/groups/join/new-code`));
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  it('saves edited details', async () => {
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': { body: owner },
      [`GET /api/groups/${GROUP_ID}/invite-link`]: { body: { inviteCode: 'old-code' } },
      [`PATCH /api/groups/${GROUP_ID}`]: { body: { ...owner, about: 'New about' } },
    });
    const { user } = renderAt('/groups/tampa-bay-kayak-club/settings');
    const details = await screen.findByRole('form', { name: 'Group details' });
    const about = within(details).getByRole('textbox', { name: 'About' });
    await user.clear(about);
    await user.type(about, 'New about');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ about: 'New about' });
  });

  it('deletes the group only after its name is typed', async () => {
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': { body: owner },
      [`GET /api/groups/${GROUP_ID}/invite-link`]: { body: { inviteCode: 'old-code' } },
      [`DELETE /api/groups/${GROUP_ID}`]: { status: 204 },
    });
    const { user, router } = renderAt('/groups/tampa-bay-kayak-club/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tampa Bay Kayak Club?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Tampa Bay Kayak Club');
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('is not offered to members who do not manage the group', async () => {
    mockApi({
      'GET /api/groups/tampa-bay-kayak-club': {
        body: buildDetail({ myMembership: { role: 'moderator', status: 'active', notify: 'all' } }),
      },
      [`GET /api/groups/${GROUP_ID}/members`]: {
        body: { items: [buildMember({ role: 'admin' })], nextCursor: null },
      },
    });
    renderAt('/groups/tampa-bay-kayak-club/about');
    expect(await screen.findByText('Be kind. Release the snook.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    // About lists who runs the group: the owner and the admins.
    expect(await screen.findByRole('link', { name: 'Mia Reed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Owen Marsh' })).toBeInTheDocument();
  });
});

describe('/getsocial/groups', () => {
  it('shows my groups and suggestions under the social tabs', async () => {
    mockApi({
      'GET /api/groups/mine': { body: { items: [buildGroup()] } },
      'GET /api/groups/suggestions': {
        body: {
          items: [
            buildGroup({ id: '77777777-7777-4777-8777-777777777777', slug: 'snook', name: 'Snook Society' }),
          ],
        },
      },
    });
    renderWithProviders(<SocialGroupsPage />, { route: '/getsocial/groups' });
    const mine = await screen.findByRole('list', { name: 'My groups' });
    expect(within(mine).getByRole('link', { name: 'Tampa Bay Kayak Club' })).toBeInTheDocument();
    const suggested = await screen.findByRole('list', { name: 'Groups you might like' });
    expect(within(suggested).getByRole('link', { name: 'Snook Society' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Social home sections' });
    expect(within(tabs).getByRole('link', { name: /Groups/ })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/groups/:groupId/events', () => {
  it("lists the group's events and lets organisers create one for the group", async () => {
    mockApi({
      'GET /api/groups/tampa-bay-kayak-club': {
        body: buildDetail({ myMembership: { role: 'moderator', status: 'active', notify: 'all' } }),
      },
      [`GET /api/groups/${GROUP_ID}/events`]: {
        body: {
          items: [
            {
              kind: 'community',
              id: '88888888-8888-4888-8888-888888888888',
              type: 'meeting',
              name: 'Saturday launch',
              startsAt: '2026-12-05T12:00:00.000Z',
              endsAt: '2026-12-05T16:00:00.000Z',
              allDay: false,
              timeZone: 'America/New_York',
              location: 'Fort De Soto',
              latitude: null,
              longitude: null,
              distanceKm: null,
              coverUrl: null,
              group: { id: GROUP_ID, slug: 'tampa-bay-kayak-club', name: 'Tampa Bay Kayak Club' },
              goingCount: 3,
              status: 'scheduled',
              myRsvp: null,
              registered: false,
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderAt('/groups/tampa-bay-kayak-club/events');
    expect(await screen.findByRole('link', { name: 'Saturday launch' })).toHaveAttribute(
      'href',
      '/events/88888888-8888-4888-8888-888888888888',
    );
    expect(screen.getByText('3 going')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create event' })).toHaveAttribute(
      'href',
      `/events/new?groupId=${GROUP_ID}`,
    );
  });
});

describe('group header menu', () => {
  it('reports the group from the keyboard-operable "More" menu', async () => {
    mockApi({
      'GET /api/groups/tampa-bay-kayak-club': { body: buildDetail() },
      [`GET /api/groups/${GROUP_ID}/posts`]: { body: { items: [], nextCursor: null } },
    });
    const { user } = renderAt('/groups/tampa-bay-kayak-club');
    const more = await screen.findByRole('button', { name: 'More for Tampa Bay Kayak Club' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this group' })).toBeInTheDocument();
  });
});
