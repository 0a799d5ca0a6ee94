import { type TeamFollowers, type TeamFollowState } from '@tightlines/domain/teams/contract';
import { AppError } from '#server/lib/errors';
import { listFollowers, membershipOf, writeTeamFollow } from './repo';
import { teamBySlug, type TeamDeps } from './service';

/** Follows or unfollows a team (idempotent); followers_count moves in the same transaction as the row. */
export async function setTeamFollow(
  deps: TeamDeps,
  userId: string,
  slug: string,
  follow: boolean,
): Promise<TeamFollowState> {
  const team = await teamBySlug(deps.db, slug);
  if (follow && (await membershipOf(deps.db, team.id, userId))) throw AppError.of(400, 'cannotFollowOwnTeam');
  const followersCount = await writeTeamFollow(deps.db, team.id, userId, follow);
  return { isFollowing: follow, followersCount };
}

export async function teamFollowers(
  deps: TeamDeps,
  slug: string,
  page: { offset: number; limit: number },
): Promise<TeamFollowers> {
  const team = await teamBySlug(deps.db, slug);
  const rows = await listFollowers(deps.db, team.id, page.offset, page.limit + 1);
  return {
    items: rows.slice(0, page.limit).map((row) => ({
      userId: row.user_id,
      displayName: row.display_name,
      handle: row.handle,
      avatarUrl: row.avatar_url,
      followedAt: new Date(row.created_at).toISOString(),
    })),
    total: team.followersCount,
    nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
