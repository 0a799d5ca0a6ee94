import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type {
  MyAchievements,
  PersonAchievements,
  PointsBoard,
} from '@tightlines/domain/achievements/contract';
import type { StatsSummary } from '@tightlines/domain/achievements/stats';
import { buildMe, SIGNED_OUT } from '#web/test/me';
import { mockApi } from '#web/test/api';
import { renderWithProviders } from '#web/test/render';
import { StatsTab } from './components/stats-tab';
import { GamificationPage } from './pages/gamification-page';
import { AnglersPage } from './pages/top-people-page';

const ME = '11111111-1111-4111-8111-111111111111';
const person = (id: string, name: string) => ({
  id,
  handle: name.toLowerCase(),
  firstName: name,
  lastName: 'Angler',
  displayName: `${name} Angler`,
  avatarUrl: null,
});

const stats: StatsSummary = {
  userId: ME,
  totalPosts: 12,
  totalComments: 4,
  totalLikesReceived: 30,
  totalFollowers: 7,
  totalFollowing: 9,
  totalAchievements: 2,
  totalPoints: 20,
  engagementScore: 241,
  rankPosition: 3,
};

const unlocked: PersonAchievements = {
  total: 2,
  items: [
    {
      key: 'first_post',
      category: 'social',
      name: 'First Cast',
      description: 'Share your first post.',
      icon: 'pen-line',
      points: 10,
      tier: 'bronze',
      unlockedAt: '2026-05-02T10:00:00.000Z',
    },
  ],
};

const board: PointsBoard = {
  timeframe: 'weekly',
  periodStart: '2026-04-27T00:00:00.000Z',
  computedAt: '2026-05-02T10:00:00.000Z',
  items: [{ rank: 1, score: 120, profile: person('22222222-2222-4222-8222-222222222222', 'Dana') }],
};

describe('Stats tab', () => {
  it("asks a visitor to sign in: 'Sign in to view your stats'", async () => {
    mockApi({ 'GET /api/me': { body: SIGNED_OUT } });
    renderWithProviders(<StatsTab />);
    expect(await screen.findByText('Sign in to view your stats')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows my stats summary and latest achievements', async () => {
    const { calls } = mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      [`GET /api/stats/${ME}`]: { body: stats },
      [`GET /api/people/${ME}/achievements`]: { body: unlocked },
    });
    renderWithProviders(<StatsTab />);
    expect(await screen.findByText('241')).toBeInTheDocument();
    expect(screen.getByText('Engagement score')).toBeInTheDocument();
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.getByText('Likes received')).toBeInTheDocument();
    expect(await screen.findByText('First Cast')).toBeInTheDocument();
    expect(screen.getByText('10 XP')).toBeInTheDocument();
    expect(calls.some((call) => call.query.get('limit') === '5')).toBe(true);
  });

  it("says 'Start engaging to unlock achievements!' with none unlocked", async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      [`GET /api/stats/${ME}`]: { body: { ...stats, totalAchievements: 0, rankPosition: null } },
      [`GET /api/people/${ME}/achievements`]: { body: { total: 0, items: [] } },
    });
    renderWithProviders(<StatsTab />);
    expect(await screen.findByText('Start engaging to unlock achievements!')).toBeInTheDocument();
    expect(await screen.findByText('—')).toBeInTheDocument();
  });
});

describe('/gamification', () => {
  const mine: MyAchievements = {
    totalPoints: 130,
    level: 2,
    levelFloor: 100,
    nextLevelAt: 300,
    unlockedCount: 1,
    items: [
      { ...unlocked.items[0]!, current: 1, target: 1 },
      {
        key: 'species_5',
        category: 'catches',
        name: 'Species Hunter',
        description: 'Catch 5 different species.',
        icon: 'fish-symbol',
        points: 25,
        tier: 'bronze',
        current: 2,
        target: 5,
        unlockedAt: null,
      },
    ],
  };

  it('shows my level, every achievement with its progress, and the leaderboards', async () => {
    mockApi({
      'GET /api/me': { body: buildMe({ id: ME }) },
      'GET /api/achievements': { body: mine },
      'GET /api/leaderboards/points': { body: board },
    });
    const { user } = renderWithProviders(<GamificationPage />);
    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('130 XP')).toBeInTheDocument();
    expect(screen.getByText('170 XP to the next level')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 unlocked')).toBeInTheDocument();
    const hunter = screen.getByRole('progressbar', { name: 'Species Hunter: 2 of 5' });
    expect(hunter).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText(/Locked/)).toBeInTheDocument();
    const periods = screen.getByRole('group', { name: 'Leaderboard period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Daily', 'Weekly', 'Monthly', 'All Time', 'Following']);
    expect(await screen.findByRole('link', { name: 'Dana Angler' })).toBeInTheDocument();
    mockApi({ 'GET /api/leaderboards/following': { body: { season: 2026, species: [] } } });
    await user.click(within(periods).getByRole('button', { name: 'Following' }));
    expect(
      await screen.findByText('No catches from the people you follow this season yet'),
    ).toBeInTheDocument();
  });

  it('shows a visitor the leaderboards without a Following tab, and a sign-in prompt', async () => {
    mockApi({
      'GET /api/me': { body: SIGNED_OUT },
      'GET /api/leaderboards/points': { body: { ...board, items: [] } },
    });
    renderWithProviders(<GamificationPage />);
    expect(await screen.findByText('Sign in to earn XP and unlock achievements')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Following' })).not.toBeInTheDocument();
    expect(await screen.findByText('No leaderboard data yet')).toBeInTheDocument();
  });
});

describe('/anglers', () => {
  it('ranks the best anglers by points', async () => {
    mockApi({
      'GET /api/people/top-anglers': {
        body: {
          items: [
            {
              rank: 1,
              profile: person('33333333-3333-4333-8333-333333333333', 'Sam'),
              score: 300,
              totalPoints: 300,
              achievements: 9,
            },
          ],
        },
      },
    });
    renderWithProviders(<AnglersPage />);
    expect(await screen.findByRole('heading', { name: 'Top anglers' })).toBeInTheDocument();
    expect(await screen.findByText('300 XP')).toBeInTheDocument();
    expect(screen.getByText('Achievements: 9')).toBeInTheDocument();
  });
});
