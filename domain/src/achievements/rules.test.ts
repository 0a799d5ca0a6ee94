import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  EMPTY_FACTS,
  PROFILE_COMPLETE_KEY,
  PROFILE_COMPLETION_XP,
  achievementByKey,
  type AchievementFacts,
} from './catalogue';
import {
  finishCounts,
  levelOf,
  longestStreak,
  personalBestCount,
  profileComplete,
  progressOf,
  reachedAchievements,
  utcDay,
} from './rules';
import { StatsParamsSchema, engagementScore } from './stats';

const facts = (over: Partial<AchievementFacts>): AchievementFacts => ({ ...EMPTY_FACTS, ...over });

describe('the catalogue', () => {
  it('has unique keys and positive points', () => {
    expect(new Set(ACHIEVEMENTS.map((item) => item.key)).size).toBe(ACHIEVEMENTS.length);
    for (const item of ACHIEVEMENTS) expect(item.points).toBeGreaterThan(0);
  });
  it('gives profile completion the spec’s 5 XP', () => {
    expect(achievementByKey(PROFILE_COMPLETE_KEY)?.points).toBe(PROFILE_COMPLETION_XP);
    expect(PROFILE_COMPLETION_XP).toBe(5);
  });
  it('unlocks nothing for someone who has done nothing', () => {
    expect(reachedAchievements(EMPTY_FACTS)).toEqual([]);
  });
});

describe('unlock rules', () => {
  it.each([
    ['first_post', facts({ posts: 1 }), facts({ posts: 0 })],
    ['posts_25', facts({ posts: 25 }), facts({ posts: 24 })],
    ['first_catch', facts({ catches: 1 }), facts({ catches: 0 })],
    ['catches_50', facts({ catches: 50 }), facts({ catches: 49 })],
    ['species_5', facts({ species: 5 }), facts({ species: 4 })],
    ['species_10', facts({ species: 10 }), facts({ species: 9 })],
    ['species_25', facts({ species: 25 }), facts({ species: 24 })],
    ['personal_best', facts({ personalBests: 1 }), facts({ personalBests: 0 })],
    ['tournament_finish', facts({ tournamentFinishes: 1 }), facts({})],
    ['tournament_podium', facts({ tournamentPodiums: 1 }), facts({ tournamentFinishes: 3 })],
    ['tournament_win', facts({ tournamentWins: 1 }), facts({ tournamentPodiums: 2 })],
    [PROFILE_COMPLETE_KEY, facts({ profileComplete: 1 }), facts({ profileComplete: 0 })],
    ['streak_3', facts({ longestStreakDays: 3 }), facts({ longestStreakDays: 2 })],
    ['streak_7', facts({ longestStreakDays: 7 }), facts({ longestStreakDays: 6 })],
    ['streak_30', facts({ longestStreakDays: 30 }), facts({ longestStreakDays: 29 })],
    ['likes_10', facts({ likesReceived: 10 }), facts({ likesReceived: 9 })],
    ['likes_100', facts({ likesReceived: 100 }), facts({ likesReceived: 99 })],
    ['followers_10', facts({ followers: 10 }), facts({ followers: 9 })],
    ['followers_100', facts({ followers: 100 }), facts({ followers: 99 })],
  ])('%s unlocks at its target and not one below', (key, reached, below) => {
    expect(reachedAchievements(reached)).toContain(key);
    expect(reachedAchievements(below)).not.toContain(key);
  });

  it('skips inactive achievements', () => {
    const inactive = ACHIEVEMENTS.map((item) => ({ ...item, active: item.key !== 'first_post' }));
    expect(reachedAchievements(facts({ posts: 3 }), inactive)).not.toContain('first_post');
  });

  it('caps progress at the target', () => {
    expect(progressOf(achievementByKey('species_5')!, facts({ species: 8 }))).toEqual({
      key: 'species_5',
      current: 5,
      target: 5,
      reached: true,
    });
    expect(progressOf(achievementByKey('species_10')!, facts({ species: 8 })).current).toBe(8);
  });
});

describe('facts', () => {
  it('finds the longest run of consecutive days', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak([5])).toBe(1);
    expect(longestStreak([3, 1, 2, 2, 7, 8])).toBe(3);
    expect(longestStreak([10, 12, 14])).toBe(1);
    expect(utcDay(new Date('1970-01-02T23:59:59Z'))).toBe(1);
  });

  it('counts a personal best only when an earlier weighed fish of that species is beaten', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    expect(
      personalBestCount([
        { species: 'bass', weightGrams: 1000, caughtAt: at(1) },
        { species: 'bass', weightGrams: 900, caughtAt: at(2) },
        { species: 'pike', weightGrams: 5000, caughtAt: at(3) },
        { species: 'bass', weightGrams: 1200, caughtAt: at(4) },
        { species: 'bass', weightGrams: null, caughtAt: at(5) },
        { species: 'bass', weightGrams: 1200, caughtAt: at(6) },
      ]),
    ).toBe(1);
    // Out of order in, time order counts: 1200 on day 1 then 1000 on day 2 is no best.
    expect(
      personalBestCount([
        { species: 'bass', weightGrams: 1000, caughtAt: at(2) },
        { species: 'bass', weightGrams: 1200, caughtAt: at(1) },
      ]),
    ).toBe(0);
  });

  it('counts tournament finishes, podiums and wins from final ranks', () => {
    expect(finishCounts([1, 3, 4, 12])).toEqual({
      tournamentFinishes: 4,
      tournamentPodiums: 2,
      tournamentWins: 1,
    });
    expect(finishCounts([0, -1])).toEqual({ tournamentFinishes: 0, tournamentPodiums: 0, tournamentWins: 0 });
  });

  it('calls a profile complete only with every field filled', () => {
    const full = {
      firstName: 'Sam',
      lastName: 'Reel',
      bio: 'Bass on the fly',
      avatarUrl: '/a.webp',
      city: null,
      state: null,
      homeWaters: 'Lake Erie',
    };
    expect(profileComplete(full)).toBe(true);
    expect(profileComplete({ ...full, homeWaters: null, state: 'Ohio' })).toBe(true);
    expect(profileComplete({ ...full, bio: '  ' })).toBe(false);
    expect(profileComplete({ ...full, homeWaters: null })).toBe(false);
  });

  it('levels up every 100 more points', () => {
    expect(levelOf(0)).toEqual({ level: 1, floor: 0, next: 100 });
    expect(levelOf(99).level).toBe(1);
    expect(levelOf(100)).toEqual({ level: 2, floor: 100, next: 300 });
    expect(levelOf(300)).toEqual({ level: 3, floor: 300, next: 600 });
  });
});

describe('the stats summary', () => {
  it('scores engagement with the published weights', () => {
    expect(engagementScore({ posts: 2, comments: 3, likesReceived: 10, followers: 4, points: 35 })).toBe(
      20 + 15 + 20 + 12 + 35,
    );
    expect(engagementScore({ posts: 0, comments: 0, likesReceived: 0, followers: 0, points: 0 })).toBe(0);
  });
  it('answers “User ID required” for a missing id', () => {
    const result = StatsParamsSchema.safeParse({ userId: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('User ID required');
  });
});
