/**
 * The achievement catalogue (spec §3 achievements: key, category, name, description, icon, points, tier,
 * is_active). The server upserts it into `achievements` at start-up; names and descriptions shown to people come
 * from the web's locale files by key, the English here is the stored default.
 */
export const ACHIEVEMENT_CATEGORIES = ['social', 'catches', 'tournaments', 'profile', 'streaks'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const ACHIEVEMENT_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type AchievementTier = (typeof ACHIEVEMENT_TIERS)[number];

/** lucide-react icon names the web maps to components (no images). */
export const ACHIEVEMENT_ICONS = [
  'pen-line',
  'fish',
  'fish-symbol',
  'trophy',
  'medal',
  'award',
  'user-check',
  'flame',
  'heart',
  'users',
] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** Spec §9: profile completion is worth 5 XP. */
export const PROFILE_COMPLETION_XP = 5;

/** The number a person must reach on one fact (FactKey) to unlock the achievement. */
export interface AchievementDefinition {
  key: string;
  category: AchievementCategory;
  name: string;
  description: string;
  icon: AchievementIcon;
  points: number;
  tier: AchievementTier;
  active: boolean;
  fact: FactKey;
  target: number;
}

/** What a person has done, as the rules read it (server: facts.ts reads it in one query). */
export interface AchievementFacts {
  posts: number;
  catches: number;
  /** Distinct species in the catch log. */
  species: number;
  /** Catches that were heavier than every earlier weighed catch of the same species (not the first). */
  personalBests: number;
  /** Events with published results where the person finished on the board (any rank). */
  tournamentFinishes: number;
  /** …in the top three. */
  tournamentPodiums: number;
  /** …first. */
  tournamentWins: number;
  /** Profile filled in (profileComplete() below): 1 or 0. */
  profileComplete: number;
  /** Longest run of consecutive days (UTC) with a post or a logged catch. */
  longestStreakDays: number;
  likesReceived: number;
  followers: number;
}
export type FactKey = keyof AchievementFacts;

export const EMPTY_FACTS: AchievementFacts = {
  posts: 0,
  catches: 0,
  species: 0,
  personalBests: 0,
  tournamentFinishes: 0,
  tournamentPodiums: 0,
  tournamentWins: 0,
  profileComplete: 0,
  longestStreakDays: 0,
  likesReceived: 0,
  followers: 0,
};

export const PROFILE_COMPLETE_KEY = 'profile_complete';

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  a('first_post', 'social', 'First Cast', 'Share your first post.', 'pen-line', 10, 'bronze', 'posts', 1),
  a('posts_25', 'social', 'Storyteller', 'Share 25 posts.', 'pen-line', 40, 'silver', 'posts', 25),
  a('first_catch', 'catches', 'Fish On', 'Log your first catch.', 'fish', 10, 'bronze', 'catches', 1),
  a('catches_50', 'catches', 'Seasoned Angler', 'Log 50 catches.', 'fish', 50, 'silver', 'catches', 50),
  a(
    'species_5',
    'catches',
    'Species Hunter',
    'Catch 5 different species.',
    'fish-symbol',
    25,
    'bronze',
    'species',
    5,
  ),
  a(
    'species_10',
    'catches',
    'Species Collector',
    'Catch 10 different species.',
    'fish-symbol',
    50,
    'silver',
    'species',
    10,
  ),
  a(
    'species_25',
    'catches',
    'Master of Species',
    'Catch 25 different species.',
    'fish-symbol',
    150,
    'gold',
    'species',
    25,
  ),
  a(
    'personal_best',
    'catches',
    'Personal Best',
    'Beat your heaviest catch of a species.',
    'award',
    20,
    'bronze',
    'personalBests',
    1,
  ),
  a(
    'tournament_finish',
    'tournaments',
    'Weigh-In Finisher',
    'Finish a tournament on the board.',
    'medal',
    25,
    'bronze',
    'tournamentFinishes',
    1,
  ),
  a(
    'tournament_podium',
    'tournaments',
    'Podium',
    'Finish a tournament in the top three.',
    'medal',
    75,
    'silver',
    'tournamentPodiums',
    1,
  ),
  a(
    'tournament_win',
    'tournaments',
    'Champion',
    'Win a tournament.',
    'trophy',
    150,
    'gold',
    'tournamentWins',
    1,
  ),
  a(
    PROFILE_COMPLETE_KEY,
    'profile',
    'All About Me',
    'Complete your profile.',
    'user-check',
    PROFILE_COMPLETION_XP,
    'bronze',
    'profileComplete',
    1,
  ),
  a(
    'streak_3',
    'streaks',
    'On a Roll',
    'Post or log a catch 3 days in a row.',
    'flame',
    15,
    'bronze',
    'longestStreakDays',
    3,
  ),
  a(
    'streak_7',
    'streaks',
    'Week on the Water',
    'Post or log a catch 7 days in a row.',
    'flame',
    40,
    'silver',
    'longestStreakDays',
    7,
  ),
  a(
    'streak_30',
    'streaks',
    'Never Off the Water',
    'Post or log a catch 30 days in a row.',
    'flame',
    150,
    'platinum',
    'longestStreakDays',
    30,
  ),
  a('likes_10', 'social', 'Crowd Pleaser', 'Receive 10 likes.', 'heart', 10, 'bronze', 'likesReceived', 10),
  a(
    'likes_100',
    'social',
    'Fan Favourite',
    'Receive 100 likes.',
    'heart',
    50,
    'silver',
    'likesReceived',
    100,
  ),
  a('followers_10', 'social', 'Making Waves', 'Reach 10 followers.', 'users', 20, 'bronze', 'followers', 10),
  a(
    'followers_100',
    'social',
    'Local Legend',
    'Reach 100 followers.',
    'users',
    100,
    'gold',
    'followers',
    100,
  ),
];

function a(
  key: string,
  category: AchievementCategory,
  name: string,
  description: string,
  icon: AchievementIcon,
  points: number,
  tier: AchievementTier,
  fact: FactKey,
  target: number,
): AchievementDefinition {
  return { key, category, name, description, icon, points, tier, active: true, fact, target };
}

export const ACHIEVEMENT_KEYS = ACHIEVEMENTS.map((item) => item.key);

export function achievementByKey(key: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((item) => item.key === key);
}
