import { z } from 'zod';
import { MESSAGES } from '../common/messages';

/**
 * The user stats summary (spec §3, get_user_stats_summary): total_posts, total_comments, total_likes_received,
 * total_followers, total_following, total_achievements, total_points, engagement_score, rank_position.
 */
export const StatsSummarySchema = z.object({
  userId: z.uuid(),
  totalPosts: z.number().int(),
  totalComments: z.number().int(),
  totalLikesReceived: z.number().int(),
  totalFollowers: z.number().int(),
  totalFollowing: z.number().int(),
  totalAchievements: z.number().int(),
  totalPoints: z.number().int(),
  engagementScore: z.number().int(),
  /** Place on the all-time social leaderboard as last computed; null before the person has a score. */
  rankPosition: z.number().int().nullable(),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;

/** GET /api/stats/:userId — a missing or malformed id answers the spec's 'User ID required' (400). */
export const StatsParamsSchema = z.object({ userId: z.uuid({ error: MESSAGES.userIdRequired }) });

/**
 * What each kind of activity is worth in the engagement score (and in the social leaderboards, which score the
 * same activity inside their period). Achievement points count one for one.
 */
export const ENGAGEMENT_WEIGHTS = {
  posts: 10,
  comments: 5,
  likesReceived: 2,
  followers: 3,
  points: 1,
} as const;

export interface EngagementInput {
  posts: number;
  comments: number;
  likesReceived: number;
  followers: number;
  points: number;
}

/** engagement_score = 10·posts + 5·comments + 2·likes received + 3·followers + achievement points. */
export function engagementScore(input: EngagementInput): number {
  return (
    ENGAGEMENT_WEIGHTS.posts * Math.max(0, input.posts) +
    ENGAGEMENT_WEIGHTS.comments * Math.max(0, input.comments) +
    ENGAGEMENT_WEIGHTS.likesReceived * Math.max(0, input.likesReceived) +
    ENGAGEMENT_WEIGHTS.followers * Math.max(0, input.followers) +
    ENGAGEMENT_WEIGHTS.points * Math.max(0, input.points)
  );
}
