import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import type { Team, TeamAnalytics } from '@tightlines/domain/teams/contract';
import { buildMe } from '#web/test/me';
import { renderWithProviders } from '#web/test/render';
import { mockApi } from '#web/test/api';
import { TeamLayout } from './components/team-layout';
import { TeamAnalyticsPage } from './pages/team-analytics-page';
import { TeamOverviewPage } from './pages/team-overview-page';
import { TeamSettingsPage } from './pages/team-settings-page';

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

const CAPTAIN = '11111111-1111-4111-8111-111111111111';
const FAN = '99999999-9999-4999-8999-999999999999';

function buildTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    slug: 'reel-deal',
    name: 'Reel Deal',
    bio: 'Walleye at night.',
    logoUrl: null,
    homePort: 'Port Clinton',
    captain: { userId: CAPTAIN, displayName: 'Cap Hook' },
    membersCount: 2,
    followersCount: 4,
    createdAt: '2030-01-01T00:00:00.000Z',
    members: [
      {
        userId: CAPTAIN,
        displayName: 'Cap Hook',
        handle: null,
        avatarUrl: null,
        role: 'captain',
        joinedAt: '2030-01-01T00:00:00.000Z',
      },
    ],
    boats: [],
    viewer: { isMember: false, isCaptain: false, isFollowing: false },
    inviteCode: null,
    ...overrides,
  };
}

const routes = [
  {
    path: '/teams/:teamSlug',
    element: (
      <>
        <TeamLayout />
        <Toaster />
      </>
    ),
    children: [{ index: true, element: <TeamOverviewPage /> }],
  },
  {
    path: '/team/:teamSlug',
    element: (
      <>
        <TeamLayout />
        <Toaster />
      </>
    ),
    children: [
      { path: 'settings', element: <TeamSettingsPage /> },
      { path: 'analytics', element: <TeamAnalyticsPage /> },
    ],
  },
];

describe('team pages', () => {
  it('shows the team with its counts and lets a visitor follow it', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: FAN }) },
      'GET /api/teams/reel-deal': { body: buildTeam() },
      'PUT /api/teams/reel-deal/follow': { body: { isFollowing: true, followersCount: 5 } },
    });
    const { user } = renderWithProviders(null, { routes, route: '/teams/reel-deal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reel Deal' })).toBeInTheDocument();
    expect(screen.getByText('Members: 2 · Followers: 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cap Hook' })).toHaveAttribute('href', `/profile/${CAPTAIN}`);
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(screen.getByText('Members: 2 · Followers: 5')).toBeInTheDocument();
  });

  it('tells a non-captain that settings are the captain’s (server 403)', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: FAN }) },
      'GET /api/teams/reel-deal': { body: buildTeam() },
      'GET /api/teams/reel-deal/settings': {
        status: 403,
        body: { error: { code: 'captainOnly', message: 'Only the team captain can do that.' } },
      },
    });
    renderWithProviders(null, { routes, route: '/team/reel-deal/settings' });
    expect(await screen.findByText('Only the team captain can do that.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows the invite link to the captain', async () => {
    const team = buildTeam({
      inviteCode: 'abc123XYZ',
      viewer: { isMember: true, isCaptain: true, isFollowing: false },
    });
    mockApi({
      'GET /api/me': { body: buildMe({ id: CAPTAIN }) },
      'GET /api/teams/reel-deal': { body: team },
      'GET /api/teams/reel-deal/settings': { body: team },
    });
    renderWithProviders(null, { routes, route: '/team/reel-deal/settings' });
    expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${window.location.origin}/join-team/abc123XYZ`,
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('lets the captain upload a logo (checked before it is sent), change and remove it', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
    const team = buildTeam({ viewer: { isMember: true, isCaptain: true, isFollowing: false } });
    const withLogo = { ...team, logoUrl: '/uploads/team-logos/reel-deal/1.webp' };
    const api = mockApi({
      'GET /api/me': { body: buildMe({ id: CAPTAIN }) },
      'GET /api/teams/reel-deal': { body: team },
      'GET /api/teams/reel-deal/settings': { body: team },
      'POST /api/teams/reel-deal/logo': { body: withLogo },
      'DELETE /api/teams/reel-deal/logo': { body: team },
    });
    const { user } = renderWithProviders(null, { routes, route: '/team/reel-deal/settings' });
    expect(await screen.findByRole('heading', { name: 'Team logo' })).toBeInTheDocument();
    // No logo yet: the team's initials stand in, and there is nothing to remove.
    expect(screen.getAllByText('RD').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();

    const picker = screen.getByLabelText('Upload logo');
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Only image files are supported')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/teams/reel-deal/logo')).toEqual([]);

    fireEvent.change(picker, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Team logo updated.')).toBeInTheDocument();
    const uploads = api.callsTo('POST', '/api/teams/reel-deal/logo');
    expect(uploads).toHaveLength(1);
    expect((uploads[0]?.body as FormData).get('image')).toHaveProperty('type', 'image/png');
    expect(screen.getByLabelText('Change logo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Team logo removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/teams/reel-deal/logo')).toHaveLength(1);
    expect(screen.getByLabelText('Upload logo')).toBeInTheDocument();
  });

  it('shows the server’s answer when the logo upload is refused', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
    const team = buildTeam({ viewer: { isMember: true, isCaptain: true, isFollowing: false } });
    mockApi({
      'GET /api/me': { body: buildMe({ id: CAPTAIN }) },
      'GET /api/teams/reel-deal': { body: team },
      'GET /api/teams/reel-deal/settings': { body: team },
      'POST /api/teams/reel-deal/logo': {
        status: 400,
        body: { error: { code: 'imageOnly', message: 'Only image files are supported' } },
      },
    });
    renderWithProviders(null, { routes, route: '/team/reel-deal/settings' });
    const picker = await screen.findByLabelText('Upload logo');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'fake.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only image files are supported');
  });

  it('summarises approved catches and lists finishes per tournament', async () => {
    const analytics: TeamAnalytics = {
      approvedCatches: 7,
      totalWeightGrams: 12_500,
      biggestFishGrams: 3_200,
      tournamentsEntered: 2,
      events: [
        {
          eventId: '44444444-4444-4444-8444-444444444444',
          eventName: 'Spring Open',
          startDate: '2030-04-01',
          catches: 4,
          weightGrams: 8_000,
          finish: 2,
          entrants: 30,
        },
        {
          eventId: '55555555-5555-4555-8555-555555555555',
          eventName: 'Fall Classic',
          startDate: '2030-10-01',
          catches: 3,
          weightGrams: 4_500,
          finish: 1,
          entrants: 25,
        },
      ],
    };
    mockApi({
      'GET /api/me': { body: buildMe({ id: FAN }) },
      'GET /api/teams/reel-deal': { body: buildTeam() },
      'GET /api/teams/reel-deal/analytics': { body: analytics },
    });
    renderWithProviders(null, { routes, route: '/team/reel-deal/analytics' });
    expect(await screen.findByText('Approved catches', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Spring Open' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2 of 30' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1 of 25' })).toBeInTheDocument();
  });
});
