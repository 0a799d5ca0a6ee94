import { type Invitation } from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { syncTeamChat } from '#server/features/messages/team-chat';
import { presentTeamSummary } from './presenter';
import { addMember, deleteMember, findTeam, membershipOf, type TeamRow } from './repo';
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
 * Joins a team by its invite code (idempotent); the members count and the team chat's people move in the same
 * transaction.
 */
export async function joinTeam(db: Db, userId: string, inviteCode: string): Promise<{ slug: string }> {
  const team = await teamByInvite(db, inviteCode);
  await db.transaction(async (tx) => {
    await addMember(tx, team.id, userId);
    await syncTeamChat(tx, team.id, team.captainUserId);
  });
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
