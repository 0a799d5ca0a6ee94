import { randomBytes } from 'node:crypto';
import {
  CreateTeamSchema,
  slugify,
  UpdateTeamSchema,
  type CreateTeamInput,
  type MyTeams,
  type Team,
  type TeamAnalytics,
  type TeamFollowers,
  type TeamFollowState,
  type TeamTournaments,
  type UpdateTeamInput,
  type Invitation,
} from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError } from '#server/lib/errors';
import { ownKeyOf, processImage, storeWebp } from '#server/lib/images';
import { presentBoat } from '#server/features/boats/presenter';
import { listBoats } from '#server/features/boats/repo';
import { findEvent } from '#server/features/leaderboards/repo';
import { boardOf } from '#server/features/leaderboards/event-board';
import { presentMember, presentTeamSummary } from './presenter';
import {
  addMember,
  deleteMember,
  findTeam,
  insertTeamWithCaptain,
  isFollowingTeam,
  listFollowers,
  listMembers,
  listTeamTournaments,
  membershipOf,
  myTeamIds,
  slugsLike,
  swapLogoUrl,
  teamAnalyticsRows,
  updateTeamRow,
  writeTeamFollow,
  type TeamRow,
} from './repo';
import type { Storage } from '#server/storage/storage';
import type { FastifyBaseLogger } from 'fastify';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface TeamDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
}

export const teamNotFound = () => AppError.of(404, 'teamNotFound');
const captainOnly = () => AppError.of(403, 'captainOnly');

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
 * Creates a team with `userId` as its captain (the team row and the captain's team_members row in one
 * transaction) under a free slug made from the name. Used by the API and the demo seed.
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
      return await insertTeamWithCaptain(db, {
        slug,
        name: data.name,
        bio: data.bio,
        homePort: data.homePort ?? null,
        captainUserId: userId,
        inviteCode: newInviteCode(),
        membersCount: 1,
      });
    } catch (error) {
      // Two teams named alike at the same instant: take the next free slug.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function teamBySlug(db: Db, slug: string): Promise<TeamRow> {
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

async function captainTeam(db: Db, userId: string, slug: string): Promise<TeamRow> {
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

/** Team logos: a square-ish mark shown small (cards, rows) and at most 512 px wide on the team page. */
const LOGO_FOLDER = 'team-logos';
const LOGO_MAX_WIDTH = 512;

/** Points teams.logo_url at `url` (null removes it), answering the previous URL (read under a row lock). */
async function swapLogo(db: Db, teamId: string, url: string | null): Promise<string | null> {
  const previous = await swapLogoUrl(db, teamId, url);
  if (previous === undefined) throw teamNotFound();
  return previous;
}

/** Deletes a previous logo file when it is one we stored for this team (best effort, after the commit). */
async function deletePreviousLogo(deps: TeamDeps, teamId: string, previous: string | null) {
  const key = ownKeyOf(deps.storage, previous, LOGO_FOLDER, teamId);
  if (key)
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'previous team logo not deleted'));
}

/**
 * The captain replaces the team logo: checked by content (400 'imageOnly', 413 'imageTooLarge' over 5 MB),
 * turned upright, every EXIF field (GPS) dropped, resized and re-encoded as one WebP by processImage, stored
 * through the storage driver; the previous file is deleted after the commit, the new one if the save fails.
 */
export async function uploadTeamLogo(
  deps: TeamDeps,
  userId: string,
  slug: string,
  image: Buffer | undefined,
): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  if (!image) throw AppError.of(400, 'imageOnly');
  const processed = await processImage(image, { maxWidth: LOGO_MAX_WIDTH, widths: [] });
  const webp = processed.variants.at(-1);
  if (!webp) throw AppError.of(400, 'imageOnly');
  const stored = await storeWebp(deps.storage, LOGO_FOLDER, team.id, webp.buffer);
  let previous: string | null;
  try {
    previous = await swapLogo(deps.db, team.id, stored.url);
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  await deletePreviousLogo(deps, team.id, previous);
  return getTeamSettings(deps, userId, slug);
}

/** The captain removes the team logo (the team shows its initials again). */
export async function removeTeamLogo(deps: TeamDeps, userId: string, slug: string): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  const previous = await swapLogo(deps.db, team.id, null);
  await deletePreviousLogo(deps, team.id, previous);
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

/** Joins a team by its invite code (idempotent); the members count moves in the same transaction. */
export async function joinTeam(db: Db, userId: string, inviteCode: string): Promise<{ slug: string }> {
  const team = await teamByInvite(db, inviteCode);
  await addMember(db, team.id, userId);
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
  await deleteMember(deps.db, team.id, memberId);
}

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

export async function teamTournaments(deps: TeamDeps, slug: string): Promise<TeamTournaments> {
  const team = await teamBySlug(deps.db, slug);
  const rows = await listTeamTournaments(deps.db, team.id);
  return {
    items: rows.map((row) => ({
      registrationId: row.registration_id,
      eventId: row.event_id,
      eventName: row.event_name,
      startDate: row.start_date,
      endDate: row.end_date,
      location: row.location,
      boatName: row.boat_name,
      status: row.status === 'cancelled' ? 'cancelled' : 'registered',
    })),
  };
}

/**
 * The team's judged numbers per event it entered, with its final place as the event's leaderboard ranks it
 * (best N with culling, penalties, tie-breaks: boardOf, the same board /leaderboard shows). A place is shown
 * once the team has an approved catch in the event.
 */
export async function teamAnalytics(deps: TeamDeps, slug: string): Promise<TeamAnalytics> {
  const team = await teamBySlug(deps.db, slug);
  const rows = await teamAnalyticsRows(deps.db, team.id);
  const boards = new Map<string, Promise<{ ranks: Map<string, number>; entrants: number } | null>>();
  const boardFor = (eventId: string) => {
    let board = boards.get(eventId);
    if (!board) {
      board = (async () => {
        const [event] = await findEvent(deps.db, eventId);
        if (!event) return null;
        const computed = await boardOf(deps.db, event);
        return {
          ranks: new Map(computed.ranks.map(({ entrant, rank }) => [entrant.id, rank])),
          entrants: computed.entrantsCount,
        };
      })();
      boards.set(eventId, board);
    }
    return board;
  };
  const events = await Promise.all(
    rows.map(async (row) => {
      const catches = Number(row.catches);
      const board = await boardFor(row.event_id);
      return {
        eventId: row.event_id,
        eventName: row.event_name,
        startDate: row.start_date,
        catches,
        weightGrams: Number(row.weight),
        finish: catches > 0 ? (board?.ranks.get(row.registration_id) ?? null) : null,
        entrants: board?.entrants ?? 0,
      };
    }),
  );
  const biggest = rows.reduce<number | null>(
    (max, row) => (row.biggest === null ? max : Math.max(max ?? 0, Number(row.biggest))),
    null,
  );
  return {
    approvedCatches: events.reduce((sum, event) => sum + event.catches, 0),
    totalWeightGrams: events.reduce((sum, event) => sum + event.weightGrams, 0),
    biggestFishGrams: biggest,
    tournamentsEntered: new Set(events.map((event) => event.eventId)).size,
    events,
  };
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
