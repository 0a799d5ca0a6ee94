import { engagementScore, type StatsSummary } from '@tightlines/domain/achievements/stats';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { statsTotals, userExists } from './stats-repo';

/** GET /api/stats/:userId (spec §7 get_user_stats_summary). */
export async function statsSummary(db: Db, userId: string): Promise<StatsSummary> {
  if (!(await userExists(db, userId))) throw AppError.of(404, 'userNotFound');
  const totals = await statsTotals(db, userId);
  const numbers = {
    posts: Number(totals.posts),
    comments: Number(totals.comments),
    likesReceived: Number(totals.likes_received),
    followers: Number(totals.followers),
    points: Number(totals.points),
  };
  return {
    userId,
    totalPosts: numbers.posts,
    totalComments: numbers.comments,
    totalLikesReceived: numbers.likesReceived,
    totalFollowers: numbers.followers,
    totalFollowing: Number(totals.following),
    totalAchievements: Number(totals.achievements),
    totalPoints: numbers.points,
    engagementScore: engagementScore(numbers),
    rankPosition: totals.rank_position === null ? null : Number(totals.rank_position),
  };
}
