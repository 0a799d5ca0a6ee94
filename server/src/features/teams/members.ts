import { type Invitation } from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { syncTeamChat } from '#server/features/messages/team-chat';
import { presentTeamSummary } from './presenter';
import { recordActivity, type ActivityDeps } from '#server/features/activities/service';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { addMember, deleteMember, findTeam, membershipOf, personName, type TeamRow } from './repo';
import { captainOnly, teamBySlug, type TeamDeps } from './service';

async function teamByInvite(db: Db, inviteCode: string): Promise<TeamRow> {
  const team = await findTeam(db, { inviteCode });
  if (!team) throw AppError.of(404, 'inviteInvalid');
  return team;
}

export async function getInvitation(deps: TeamDeps, userId: string, inviteCode: string): Promise<Invitation> {
  const team = await teamByInvite(deps.db, inviteCode);
  return {
    team: presentTeamSummary(team),
    alreadyMember: Boolean(await membershipOf(deps.db, team.id, userId)),
  };
}

/**
 * Joins a team by its invite code (idempotent). The membership, the members count, the team chat's people, the
 * captain's 'New team member' notification and the joiner's activity are one transaction, sent after it commits;
 * joining again tells no one.
 */
export async function joinTeam(
  deps: NotifyDeps & ActivityDeps,
  userId: string,
  inviteCode: string,
): Promise<{ slug: string }> {
  const team = await teamByInvite(deps.db, inviteCode);
  const publishers = await deps.db.transaction(async (tx) => {
    if (!(await addMember(tx, team.id, userId))) return [];
    await syncTeamChat(tx, team.id, team.captainUserId);
    const actorName = await personName(tx, userId);
    return [
      await notify(
        deps,
        {
          userId: team.captainUserId,
          actorId: userId,
          type: 'team_member_joined',
          params: { actorName, teamSlug: team.slug, teamName: team.name },
          actionUrl: `/teams/${team.slug}`,
        },
        tx,
      ),
      await recordActivity(
        deps,
        {
          userId,
          activityType: 'team_joined',
          entityType: 'team',
          entityId: team.id,
          content: `Joined ${team.name}`,
          metadata: { teamName: team.name, teamSlug: team.slug },
        },
        tx,
      ),
    ];
  });
  for (const publish of publishers) publish();
  return { slug: team.slug };
}

/** Leaves the team (or, for the captain, removes `memberId`); the captain cannot leave. */
export async function removeMember(
  deps: TeamDeps,
  actorId: string,
  slug: string,
  memberId: string,
): Promise<void> {
  const team = await teamBySlug(deps.db, slug);
  if (memberId === team.captainUserId) throw AppError.of(409, 'captainCannotLeave');
  if (actorId !== memberId && actorId !== team.captainUserId) throw captainOnly();
  await deps.db.transaction(async (tx) => {
    await deleteMember(tx, team.id, memberId);
    await syncTeamChat(tx, team.id, team.captainUserId);
  });
}
