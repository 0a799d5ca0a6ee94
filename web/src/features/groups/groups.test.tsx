import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { Route, Routes } from 'react-router';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { GroupsPage } from './pages/groups-page';
import { NewGroupPage } from './pages/new-group-page';
import { GroupPage } from './pages/group-page';
import { JoinGroupPage } from './pages/join-page';
import {
  buildDetail,
  buildGroup,
  buildMember,
  emptyPage,
  GROUP_ID,
  ME_ID,
  MEMBER_ID,
} from './testing/fixtures';

Element.prototype.setPointerCapture ??= () => undefined;

const signedIn = () => mockApi({ 'GET /api/me': { body: buildMe({ id: ME_ID }) } });
const signedOut = () => mockApi({ 'GET /api/me': { body: SIGNED_OUT } });

function renderGroup(route: string) {
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

describe('/groups directory', () => {
  beforeEach(signedIn);

  it('lists groups with members and activity, and filters through the API', async () => {
    const { calls } = mockApi({
      'GET /api/groups': (call) =>
        call.query.get('type') === 'youth'
          ? { body: emptyPage }
          : { body: { items: [buildGroup()], nextCursor: null } },
    });
    const { user } = renderWithProviders(<GroupsPage />, { route: '/groups' });
    const list = await screen.findByRole('list', { name: 'Groups' });
    expect(within(list).getByRole('link', { name: 'Tampa Bay Kayak Club' })).toHaveAttribute(
      'href',
      '/groups/tampa-bay-kayak-club',
    );
    expect(within(list).getByText('42 members')).toBeInTheDocument();
    expect(within(list).getByText('Public')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create group' })).toHaveAttribute('href', '/groups/new');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'youth');
    expect(await screen.findByText('No groups match these filters')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('type')).toBe('youth');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Privacy' }), 'private');
    await waitFor(() => expect(calls.at(-1)?.query.get('privacy')).toBe('private'));

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    expect(await screen.findByRole('link', { name: 'Tampa Bay Kayak Club' })).toBeInTheDocument();
  });

  it('searches by name once typing pauses', async () => {
    const { calls } = mockApi({ 'GET /api/groups': { body: { items: [buildGroup()], nextCursor: null } } });
    const { user } = renderWithProviders(<GroupsPage />, { route: '/groups' });
    await screen.findByRole('link', { name: 'Tampa Bay Kayak Club' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'kayak');
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('kayak'), { timeout: 2000 });
  });

  it('hides Create group from visitors', async () => {
    signedOut();
    mockApi({ 'GET /api/groups': { body: emptyPage } });
    renderWithProviders(<GroupsPage />, { route: '/groups' });
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create group' })).not.toBeInTheDocument();
  });
});

describe('/groups/new', () => {
  beforeEach(signedIn);

  it('checks the fields, suggests the address from the name and creates the group', async () => {
    const { calls } = mockApi({
      'POST /api/groups': {
        body: buildDetail({ myMembership: { role: 'owner', status: 'active', notify: 'all' } }),
      },
    });
    const { user } = renderWithProviders(
      <>
        <NewGroupPage />
        <Toaster />
      </>,
      { route: '/groups/new' },
    );
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Use at least 3 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Tampa Bay Kayak Club!');
    expect(screen.getByRole('textbox', { name: 'Web address' })).toHaveValue('tampa-bay-kayak-club');
    await user.click(screen.getByRole('radio', { name: /Private/ }));
    await user.click(screen.getByRole('button', { name: 'Create group' }));

    expect(await screen.findByRole('button', { name: 'Go to the group' })).toBeInTheDocument();
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Tampa Bay Kayak Club!',
      slug: 'tampa-bay-kayak-club',
      privacy: 'private',
    });
    expect(screen.getByLabelText('Add cover')).toBeInTheDocument();
  });

  it('shows a taken address beside the address field', async () => {
    mockApi({
      'POST /api/groups': {
        status: 409,
        body: { error: { code: 'groupSlugTaken', message: 'This group address is taken. Choose another.' } },
      },
    });
    const { user } = renderWithProviders(<NewGroupPage />, { route: '/groups/new' });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Snook Hunters');
    const slug = screen.getByRole('textbox', { name: 'Web address' });
    await user.clear(slug);
    await user.type(slug, 'BAD slug');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Use lowercase letters, digits and single hyphens.')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'snook-hunters');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('This address is taken. Choose another.')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/groups/:groupId membership', () => {
  beforeEach(signedIn);

  it('joins a public group and then offers the member menu with Leave', async () => {
    let group = buildDetail();
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': () => ({ body: group }),
      'GET /api/groups/44444444-4444-4444-8444-444444444444/posts': { body: emptyPage },
      'POST /api/groups/44444444-4444-4444-8444-444444444444/join': () => {
        group = buildDetail({
          canPost: true,
          myMembership: { role: 'member', status: 'active', notify: 'events' },
        });
        return { body: { myMembership: group.myMembership, memberCount: 43 } };
      },
      'DELETE /api/groups/44444444-4444-4444-8444-444444444444/membership': () => {
        group = buildDetail();
        return { body: { myMembership: null, memberCount: 42 } };
      },
    });
    const { user } = renderGroup('/groups/tampa-bay-kayak-club');
    expect(
      await screen.findByRole('heading', { name: 'Tampa Bay Kayak Club', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Join the group to post and hear about its events.')).toBeInTheDocument();
    const joins = screen.getAllByRole('button', { name: 'Join' });
    await user.click(joins[0]!);
    expect(await screen.findByText('You joined Tampa Bay Kayak Club')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    const menu = await screen.findByRole('button', { name: /Joined/ });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'New events only' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Leave group' }));
    expect(await screen.findByText('You left Tampa Bay Kayak Club')).toBeInTheDocument();
  });

  it('asks to join a private group, shows the pending request and the members-only notice', async () => {
    const secret = {
      slug: 'secret-spot',
      name: 'Secret Spot',
      privacy: 'private',
      canSeeContent: false,
    } as const;
    let group = buildDetail(secret);
    mockApi({
      'GET /api/groups/secret-spot': () => ({ body: group }),
      'POST /api/groups/44444444-4444-4444-8444-444444444444/join': () => {
        group = buildDetail({
          ...secret,
          myMembership: { role: 'member', status: 'pending', notify: 'events' },
        });
        return { body: { myMembership: group.myMembership, memberCount: 42 } };
      },
    });
    const { user } = renderGroup('/groups/secret-spot');
    expect(await screen.findByText('This group is private')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Posts in/ })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Request to join' })[0]!);
    expect(await screen.findByText('Request sent. An admin will review it.')).toBeInTheDocument();
    expect(screen.getByText('Request pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    expect(screen.getByText('Your request to join is waiting for an admin.')).toBeInTheDocument();
  });

  it('shows members the composer, which posts with the group id', async () => {
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': {
        body: buildDetail({
          canPost: true,
          myMembership: { role: 'member', status: 'active', notify: 'all' },
        }),
      },
      'GET /api/groups/44444444-4444-4444-8444-444444444444/posts': { body: emptyPage },
      'POST /api/posts': { status: 400, body: { error: { code: 'unexpected', message: 'no' } } },
    });
    const { user } = renderGroup('/groups/tampa-bay-kayak-club');
    const text = await screen.findByRole('textbox');
    await user.type(text, 'Reds on the flats');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/posts')).toBe(true));
    const form = calls.find((c) => c.path === '/api/posts')?.body as FormData;
    expect(form.get('groupId')).toBe(GROUP_ID);
    expect(screen.queryByRole('combobox', { name: /visib/i })).not.toBeInTheDocument();
  });
});

describe('/groups/:groupId/members for group moderators', () => {
  beforeEach(signedIn);

  it('approves a request and bans a member from the keyboard-operable menu', async () => {
    const { calls } = mockApi({
      'GET /api/groups/tampa-bay-kayak-club': {
        body: buildDetail({
          canManage: true,
          pendingRequestCount: 1,
          myMembership: { role: 'admin', status: 'active', notify: 'all' },
        }),
      },
      'GET /api/groups/44444444-4444-4444-8444-444444444444/members': (call) =>
        call.query.get('status') === 'pending'
          ? { body: { items: [buildMember({ status: 'pending' })], nextCursor: null } }
          : { body: { items: [buildMember()], nextCursor: null } },
      [`POST /api/groups/${GROUP_ID}/members/${MEMBER_ID}/approve`]: { status: 204 },
      [`POST /api/groups/${GROUP_ID}/members/${MEMBER_ID}/ban`]: { status: 204 },
      [`PUT /api/groups/${GROUP_ID}/members/${MEMBER_ID}/role`]: { status: 204 },
    });
    const { user } = renderGroup('/groups/tampa-bay-kayak-club/members');
    const manage = await screen.findByRole('button', { name: 'Manage Mia Reed' });
    manage.focus();
    await user.keyboard('{Enter}');
    // Admins make moderators and members, never admins.
    expect(screen.queryByRole('menuitem', { name: 'Make Admin' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Make Moderator' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'moderator' });

    await user.click(screen.getByRole('button', { name: 'Manage Mia Reed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ban from group' }));
    expect(await screen.findByText('Mia Reed was banned')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Requests/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve Mia Reed' }));
    expect(await screen.findByText('Mia Reed is now a member')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(true);
  });

  it('shows plain members the list without actions or request tabs', async () => {
    mockApi({
      'GET /api/groups/tampa-bay-kayak-club': {
        body: buildDetail({ myMembership: { role: 'member', status: 'active', notify: 'all' } }),
      },
      'GET /api/groups/44444444-4444-4444-8444-444444444444/members': {
        body: { items: [buildMember()], nextCursor: null },
      },
    });
    renderGroup('/groups/tampa-bay-kayak-club/members');
    expect(await screen.findByRole('link', { name: 'Mia Reed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Mia Reed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Requests/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });
});

describe('/groups/join/:code', () => {
  it('previews the group and joins with the invite code', async () => {
    signedIn();
    const { calls } = mockApi({
      'GET /api/groups/invites/abc123': { body: { group: buildGroup({ privacy: 'private' }) } },
      [`POST /api/groups/${GROUP_ID}/join`]: {
        body: { myMembership: { role: 'member', status: 'active', notify: 'events' }, memberCount: 43 },
      },
    });
    const { user, router } = renderWithProviders(
      <Routes>
        <Route path="/groups/join/:code" element={<JoinGroupPage />} />
        <Route path="/groups/:groupId" element={<p>Group page</p>} />
      </Routes>,
      { route: '/groups/join/abc123' },
    );
    expect(await screen.findByRole('heading', { name: 'Tampa Bay Kayak Club' })).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/tampa-bay-kayak-club'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ inviteCode: 'abc123' });
  });

  it('says when an invite link is no longer valid', async () => {
    signedOut();
    mockApi({
      'GET /api/groups/invites/gone': {
        status: 404,
        body: { error: { code: 'groupInviteInvalid', message: 'This invite link is not valid any more.' } },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/groups/join/:code" element={<JoinGroupPage />} />
      </Routes>,
      { route: '/groups/join/gone' },
    );
    expect(await screen.findByText('This invite link is not valid any more')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse groups' })).toHaveAttribute('href', '/groups');
  });
});
