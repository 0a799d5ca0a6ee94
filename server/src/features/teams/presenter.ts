import type { TeamMember, TeamSummary } from '@tightlines/domain/teams/contract';
import type { MemberRow, TeamRow } from './repo';

/** Row → TeamSummarySchema (allow-list: the invite code never goes out here). */
export function presentTeamSummary(team: TeamRow): TeamSummary {
  return {
    id: team.id,
    slug: team.slug,
    name: team.name,
    bio: team.bio,
    logoUrl: team.logoUrl,
    homePort: team.homePort,
    captain: { userId: team.captainUserId, displayName: team.captainName },
    membersCount: team.membersCount,
    followersCount: team.followersCount,
    createdAt: team.createdAt.toISOString(),
  };
}

export function presentMember(row: MemberRow): TeamMember {
  return {
    userId: row.user_id,
    displayName: row.display_name,
    handle: row.handle,
    avatarUrl: row.avatar_url,
    role: row.role === 'captain' ? 'captain' : 'member',
    joinedAt: new Date(row.joined_at).toISOString(),
  };
}
