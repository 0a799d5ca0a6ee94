import { randomBytes } from 'node:crypto';
import {
  CreateTeamSchema,
  slugify,
  UpdateTeamSchema,
  type CreateTeamInput,
  type MyTeams,
  type Team,
  type UpdateTeamInput,
} from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError } from '#server/lib/errors';
import { presentBoat } from '#server/features/boats/presenter';
import { listBoats } from '#server/features/boats/repo';
import { syncTeamChat } from '#server/features/messages/team-chat';
import { presentMember, presentTeamSummary } from './presenter';
import {
  findTeam,
  insertTeamWithCaptain,
  isFollowingTeam,
  listMembers,
  myTeamIds,
  slugsLike,
  updateTeamRow,
  type TeamRow,
} from './repo';
import type { Storage } from '#server/lib/storage-driver';
import type { FastifyBaseLogger } from 'fastify';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface TeamDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export const teamNotFound = () => AppError.of(404, 'teamNotFound');
export const captainOnly = () => AppError.of(403, 'captainOnly');

const newInviteCode = () => randomBytes(9).toString('base64url');

/** Slugs that are API paths of their own (/api/teams/mine). */
const RESERVED_SLUGS = new Set(['mine', 'new']);

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set([...(await slugsLike(db, base)), ...RESERVED_SLUGS]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Creates a team with `userId` as its captain (the team row, the captain's team_members row and the team chat in
 * one transaction) under a free slug made from the name. Used by the API and the demo seed.
 */
export async function createTeam(
  db: Db,
  userId: string,
  input: CreateTeamInput,
): Promise<{ id: string; slug: string }> {
  const data = CreateTeamSchema.parse(input);
  for (let attempt = 0; ; attempt++) {
    const slug = await freeSlug(db, data.name);
    try {
      // The team and its team chat (with the captain in it) in one transaction.
      return await db.transaction(async (tx) => {
        const team = await insertTeamWithCaptain(tx, {
          slug,
          name: data.name,
          bio: data.bio,
          homePort: data.homePort ?? null,
          captainUserId: userId,
          inviteCode: newInviteCode(),
          membersCount: 1,
        });
        await syncTeamChat(tx, team.id, userId);
        return team;
      });
    } catch (error) {
      // Two teams named alike at the same instant: take the next free slug.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

export async function teamBySlug(db: Db, slug: string): Promise<TeamRow> {
  const team = await findTeam(db, { slug });
  if (!team) throw teamNotFound();
  return team;
}

/** The team page: members, boats and what the viewer may do (the invite code only for the captain). */
export async function getTeam(deps: TeamDeps, viewerId: string | null, slug: string): Promise<Team> {
  const team = await teamBySlug(deps.db, slug);
  return presentFullTeam(deps.db, team, viewerId);
}

async function presentFullTeam(db: Db, team: TeamRow, viewerId: string | null): Promise<Team> {
  const [members, boats, following] = await Promise.all([
    listMembers(db, team.id),
    listBoats(db, { teamIds: [team.id] }),
    viewerId ? isFollowingTeam(db, team.id, viewerId) : Promise.resolve(false),
  ]);
  const isCaptain = viewerId === team.captainUserId;
  return {
    ...presentTeamSummary(team),
    members: members.map(presentMember),
    boats: boats.map((boat) => presentBoat(boat, viewerId)),
    viewer: {
      isMember: Boolean(viewerId && members.some((member) => member.user_id === viewerId)),
      isCaptain,
      isFollowing: following,
    },
    inviteCode: isCaptain ? team.inviteCode : null,
  };
}

export async function captainTeam(db: Db, userId: string, slug: string): Promise<TeamRow> {
  const team = await teamBySlug(db, slug);
  if (team.captainUserId !== userId) throw captainOnly();
  return team;
}

/** 404 'teamNotFound' or 403 'captainOnly' unless `userId` captains the team (before an upload is read). */
export async function assertTeamCaptain(deps: TeamDeps, userId: string, slug: string): Promise<void> {
  await captainTeam(deps.db, userId, slug);
}

/** The settings page's data: 403 unless the viewer captains the team. */
export async function getTeamSettings(deps: TeamDeps, userId: string, slug: string): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  return presentFullTeam(deps.db, team, userId);
}

export async function updateTeam(
  deps: TeamDeps,
  userId: string,
  slug: string,
  input: UpdateTeamInput,
): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  const data = UpdateTeamSchema.parse(input);
  await updateTeamRow(deps.db, team.id, {
    ...(data.name !== undefined ? { name: data.name } : {}),
    ...(data.bio !== undefined ? { bio: data.bio } : {}),
    ...(data.homePort !== undefined ? { homePort: data.homePort } : {}),
  });
  return getTeamSettings(deps, userId, slug);
}

/** A new invite code; the old link stops working at once. */
export async function regenerateInviteCode(
  deps: TeamDeps,
  userId: string,
  slug: string,
): Promise<{ inviteCode: string }> {
  const team = await captainTeam(deps.db, userId, slug);
  const inviteCode = newInviteCode();
  await updateTeamRow(deps.db, team.id, { inviteCode });
  return { inviteCode };
}

/** The teams I belong to (captain first), for /profile/my-team. */
export async function myTeams(deps: TeamDeps, userId: string): Promise<MyTeams> {
  const ids = await myTeamIds(deps.db, userId);
  const items = [];
  for (const { id, role } of ids) {
    const team = await findTeam(deps.db, { id });
    if (team)
      items.push({
        ...presentTeamSummary(team),
        role: role === 'captain' ? ('captain' as const) : ('member' as const),
      });
  }
  items.sort((a, b) => (a.role === b.role ? 0 : a.role === 'captain' ? -1 : 1));
  return { items };
}
