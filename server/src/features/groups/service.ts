import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  GROUP_ROLE_RANK,
  type CreateGroup,
  type GroupDetail,
  type GroupList,
  type GroupListQuery,
  type GroupMemberPage,
  type GroupPage,
  type GroupPhotoPage,
  type GroupRole,
  type GroupSummary,
  type MembershipState,
  type UpdateGroup,
} from '@tightlines/domain/groups/contract';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { ownKeyOf, processImage, storeWebp } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from '#server/storage/signed-urls';
import type { NotifyDeps } from '#server/features/notifications/service';
import { presentPersonRow } from '#server/features/people/presenter';
import { addGroupToFeed, removeGroupFromFeed } from '#server/features/feed/repo';
import { isStaff } from '#server/features/safety/checks/relations-repo';
import { rolesOf } from '#server/features/roles/service';
import { notifyJoinRequest, notifyRequestApproved } from './notifications';
import { presentGroupSummary, presentMember, presentPhoto } from './presenter';
import {
  countPending,
  countUpcomingEvents,
  deleteMember,
  findGroup,
  findGroupByInvite,
  insertGroup,
  lockGroup,
  lockMember,
  memberCountOf,
  personOf,
  recountMembers,
  selectDirectory,
  selectMemberPreview,
  selectMembers,
  selectMyGroups,
  selectPhotos,
  selectSuggestions,
  setInviteCode,
  setMemberFields,
  slugTaken,
  softDeleteGroup,
  swapCover,
  updateGroupRow,
  upsertMember,
  type GroupRow,
} from './repo';

export interface GroupDeps extends NotifyDeps {
  storage: Storage;
  uploadUrls: UploadUrls;
  log: FastifyBaseLogger;
  /** Connections for lists (the app's listDb; the main pool when absent). */
  listDb?: Db;
}

export const groupNotFound = () => AppError.of(404, 'groupNotFound');

/** Group addresses the web uses for its own pages. */
export const RESERVED_GROUP_SLUGS = new Set(['new', 'join', 'mine', 'suggestions', 'invites']);

const rankOf = (role: string | null | undefined) => (role ? (GROUP_ROLE_RANK[role as GroupRole] ?? 0) : 0);
const activeRole = (row: GroupRow) => (row.my_status === 'active' ? row.my_role : null);
const isActive = (row: GroupRow) => row.my_status === 'active';

/** Offset cursors: the directory and member lists are small and sorted by changing counts. */
const offsetOf = (cursor: string | undefined) => {
  const value = cursor ? Number.parseInt(cursor, 10) : 0;
  return Number.isFinite(value) && value >= 0 && value <= 100_000 ? value : 0;
};

/**
 * The live group by id or slug as the viewer may find it: a group hidden by moderators is staff's only
 * (404 'groupNotFound' for everyone else, its members included).
 */
async function visibleGroup(db: Db, idOrSlug: string, viewerId: string | null): Promise<GroupRow> {
  const row = await findGroup(db, idOrSlug, viewerId);
  if (!row) throw groupNotFound();
  if (row.moderation !== null && !(viewerId && (await isStaff(db, viewerId)))) throw groupNotFound();
  return row;
}

/** The group whose content the viewer reads (active members): 404 when missing, 403 'groupMembersOnly' else. */
async function memberGroup(db: Db, idOrSlug: string, viewerId: string | null): Promise<GroupRow> {
  const row = await visibleGroup(db, idOrSlug, viewerId);
  if (!isActive(row)) throw AppError.of(403, 'groupMembersOnly');
  return row;
}

/** The viewer holds at least `role` in the group (active), else 403. */
async function groupWithRole(db: Db, idOrSlug: string, viewerId: string, role: GroupRole): Promise<GroupRow> {
  const row = await visibleGroup(db, idOrSlug, viewerId);
  if (rankOf(activeRole(row)) < GROUP_ROLE_RANK[role]) throw forbidden();
  return row;
}

const newInviteCode = () => randomBytes(9).toString('base64url');

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `group-${base || randomBytes(3).toString('hex')}`;
}

export async function listGroups(
  deps: GroupDeps,
  viewerId: string | null,
  query: GroupListQuery,
): Promise<GroupPage> {
  const offset = offsetOf(query.cursor);
  const rows = await selectDirectory(deps.listDb ?? deps.db, viewerId, query, offset);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(presentGroupSummary),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

export async function myGroups(deps: GroupDeps, viewerId: string): Promise<GroupList> {
  return { items: (await selectMyGroups(deps.db, viewerId)).map(presentGroupSummary) };
}

export async function suggestedGroups(deps: GroupDeps, viewerId: string): Promise<GroupList> {
  return { items: (await selectSuggestions(deps.db, viewerId, 10)).map(presentGroupSummary) };
}

export async function invitePreview(
  deps: GroupDeps,
  code: string,
  viewerId: string | null,
): Promise<{ group: GroupSummary }> {
  const row = await findGroupByInvite(deps.db, code, viewerId);
  if (!row) throw AppError.of(404, 'groupInviteInvalid');
  return { group: presentGroupSummary(row) };
}

export async function getGroup(
  deps: GroupDeps,
  idOrSlug: string,
  viewerId: string | null,
): Promise<GroupDetail> {
  const row = await visibleGroup(deps.db, idOrSlug, viewerId);
  return presentDetail(deps, row);
}

async function presentDetail(deps: GroupDeps, row: GroupRow): Promise<GroupDetail> {
  const role = activeRole(row);
  const rank = rankOf(role);
  const canSeeContent = role !== null;
  const showMembers = canSeeContent || row.privacy === 'public';
  // The preview is ordered by role, so its first row is the owner; one member query serves both.
  const [preview, upcomingEventCount, pendingRequestCount] = await Promise.all([
    selectMemberPreview(deps.db, row.id, showMembers ? 8 : 1),
    countUpcomingEvents(deps.db, row.id),
    rank >= GROUP_ROLE_RANK.moderator ? countPending(deps.db, row.id) : Promise.resolve(0),
  ]);
  const owner = preview[0];
  return {
    ...presentGroupSummary(row),
    about: row.about,
    rules: row.rules,
    owner: presentPersonRow(
      owner && owner.role === 'owner'
        ? { ...owner, id: owner.user_id }
        : {
            id: row.owner_id,
            handle: null,
            first_name: null,
            last_name: null,
            display_name: null,
            avatar_url: null,
          },
    ),
    createdAt: new Date(row.created_at).toISOString(),
    memberPreview: showMembers ? preview.map((member) => presentMember(member).person) : [],
    upcomingEventCount,
    pendingRequestCount,
    inviteCode: rank >= GROUP_ROLE_RANK.admin ? row.invite_code : null,
    canPost: canSeeContent,
    canManage: rank >= GROUP_ROLE_RANK.admin,
    canSeeContent,
  };
}

export async function createGroup(
  deps: GroupDeps,
  ownerId: string,
  input: CreateGroup,
): Promise<GroupDetail> {
  const slug = input.slug ?? slugify(input.name);
  if (RESERVED_GROUP_SLUGS.has(slug)) throw AppError.of(409, 'groupSlugTaken');
  let candidate = slug;
  // A derived slug moves on to "-2", "-3"… ; a slug the person chose answers 409 when taken.
  for (let attempt = 2; await slugTaken(deps.db, candidate); attempt++) {
    if (input.slug || attempt > 50) throw AppError.of(409, 'groupSlugTaken');
    candidate = `${slug.slice(0, 55)}-${attempt}`;
  }
  const id = await deps.db.transaction((tx) =>
    insertGroup(tx, {
      slug: candidate,
      name: input.name,
      about: input.about,
      rules: input.rules,
      type: input.type,
      privacy: input.privacy,
      region: input.region,
      species: input.species,
      ownerId,
      inviteCode: newInviteCode(),
    }),
  );
  if (!id) throw AppError.of(409, 'groupSlugTaken');
  return getGroup(deps, id, ownerId);
}

export async function updateGroup(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  changes: UpdateGroup,
): Promise<GroupDetail> {
  const row = await groupWithRole(deps.db, idOrSlug, viewerId, 'admin');
  if (changes.slug !== undefined && changes.slug !== row.slug && RESERVED_GROUP_SLUGS.has(changes.slug))
    throw AppError.of(409, 'groupSlugTaken');
  const updated = await updateGroupRow(deps.db, row.id, changes);
  if (!updated) throw AppError.of(409, 'groupSlugTaken');
  return getGroup(deps, row.id, viewerId);
}

/** The owner, or a site admin, deletes the group: it leaves the directory and its posts every feed. */
export async function deleteGroup(deps: GroupDeps, viewerId: string, idOrSlug: string): Promise<void> {
  const row = await findGroup(deps.db, idOrSlug, viewerId);
  if (!row) throw groupNotFound();
  if (activeRole(row) !== 'owner' && !(await rolesOf(deps.db, viewerId)).includes('admin')) throw forbidden();
  await deps.db.transaction((tx) => softDeleteGroup(tx, row.id));
}

const COVER_FOLDER = 'group-covers';
const COVER_MAX_WIDTH = 1600;

/** Checks the role before the upload is read (routes call it first). */
export async function assertCanManage(deps: GroupDeps, viewerId: string, idOrSlug: string): Promise<void> {
  await groupWithRole(deps.db, idOrSlug, viewerId, 'admin');
}

/** The cover: processed like team logos (upright, EXIF dropped, one WebP), the previous file deleted after. */
export async function uploadCover(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  image: Buffer | undefined,
): Promise<GroupDetail> {
  const row = await groupWithRole(deps.db, idOrSlug, viewerId, 'admin');
  if (!image) throw AppError.of(400, 'imageOnly');
  const processed = await processImage(image, { maxWidth: COVER_MAX_WIDTH, widths: [] });
  const webp = processed.variants.at(-1);
  if (!webp) throw AppError.of(400, 'imageOnly');
  const stored = await storeWebp(deps.storage, COVER_FOLDER, row.id, webp.buffer);
  let previous: string | null;
  try {
    previous = await swapCover(deps.db, row.id, stored.url);
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  const key = ownKeyOf(deps.storage, previous, COVER_FOLDER, row.id);
  if (key) await deps.storage.delete(key).catch(() => {});
  return getGroup(deps, row.id, viewerId);
}

async function stateOf(db: Db, groupId: string, viewerId: string): Promise<MembershipState> {
  const row = await findGroup(db, groupId, viewerId);
  return {
    myMembership: row && row.my_status ? presentGroupSummary(row).myMembership : null,
    memberCount: row ? Number(row.member_count) : await memberCountOf(db, groupId),
  };
}

/**
 * Joins: a public group (or any group with its invite code) at once; a private one as a request its moderators
 * approve. Banned people cannot come back (403 'groupBanned'); a wrong code answers 400 'groupInviteInvalid'.
 */
export async function joinGroup(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  inviteCode: string | undefined,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  if (inviteCode !== undefined && inviteCode !== group.invite_code)
    throw AppError.of(400, 'groupInviteInvalid');
  const publishers = await deps.db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    const member = await lockMember(tx, group.id, viewerId);
    if (member?.status === 'banned') throw AppError.of(403, 'groupBanned');
    if (member?.status === 'active') return [];
    const direct = group.privacy === 'public' || inviteCode !== undefined;
    if (!direct && member?.status === 'pending') return [];
    await upsertMember(tx, {
      groupId: group.id,
      userId: viewerId,
      role: 'member',
      status: direct ? 'active' : 'pending',
      decidedBy: null,
    });
    if (direct) {
      await recountMembers(tx, group.id);
      await addGroupToFeed(tx, viewerId, group.id);
      return [];
    }
    const person = await personOf(tx, viewerId);
    const name = person ? presentPersonRow(person).displayName || 'Someone' : 'Someone';
    return notifyJoinRequest(deps, tx, group, { id: viewerId, name });
  });
  for (const publish of publishers) publish();
  return stateOf(deps.db, group.id, viewerId);
}

/** Leaves the group, or withdraws a request; the owner cannot leave (400 'groupOwnerCannotLeave'). */
export async function leaveGroup(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  if (activeRole(group) === 'owner') throw AppError.of(400, 'groupOwnerCannotLeave');
  await deps.db.transaction(async (tx) => {
    await lockGroup(tx, group.id);
    const member = await lockMember(tx, group.id, viewerId);
    // A ban stays: leaving must not wipe it.
    if (!member || member.status === 'banned') return;
    await deleteMember(tx, group.id, viewerId);
    if (member.status === 'active') {
      await activeMemberGone(tx, group.id, viewerId);
    }
  });
  return stateOf(deps.db, group.id, viewerId);
}

export async function setNotify(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  notify: string,
): Promise<MembershipState> {
  const group = await memberGroup(deps.db, idOrSlug, viewerId);
  await setMemberFields(deps.db, group.id, viewerId, { notify });
  return stateOf(deps.db, group.id, viewerId);
}

export async function listMembers(
  deps: GroupDeps,
  viewerId: string | null,
  idOrSlug: string,
  query: { status: string; q?: string; cursor?: string; limit: number },
): Promise<GroupMemberPage> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  const rank = rankOf(activeRole(group));
  if (query.status !== 'active' && rank < GROUP_ROLE_RANK.moderator) throw forbidden();
  // A public group's member list is public (as its page shows them); a private group's is its members'.
  if (group.privacy !== 'public' && rank === 0) throw AppError.of(403, 'groupMembersOnly');
  const offset = offsetOf(query.cursor);
  const rows = await selectMembers(deps.db, group.id, query.status, query.q, offset, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map(presentMember),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

/**
 * What an actor may do to a member: act only on a lower rank (nobody on an equal or higher one), with at least
 * `needed` in the group. Answers the group and the target's membership (locked, in `tx`).
 */
async function actOn(tx: Db, group: GroupRow, actorId: string, targetId: string, needed: GroupRole) {
  const actorRank = rankOf(activeRole(group));
  if (actorRank < GROUP_ROLE_RANK[needed]) throw forbidden();
  await lockGroup(tx, group.id);
  const target = await lockMember(tx, group.id, targetId);
  if (targetId === actorId) throw AppError.of(403, 'groupRoleNotAllowed');
  if (target && target.status === 'active' && rankOf(target.role) >= actorRank)
    throw AppError.of(403, 'groupRoleNotAllowed');
  return target;
}

export async function approveMember(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  const publish = await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'moderator');
    if (target?.status !== 'pending') throw AppError.of(404, 'groupMemberNotFound');
    await upsertMember(tx, {
      groupId: group.id,
      userId,
      role: 'member',
      status: 'active',
      decidedBy: viewerId,
    });
    await recountMembers(tx, group.id);
    await addGroupToFeed(tx, userId, group.id);
    return notifyRequestApproved(deps, tx, group, userId, viewerId);
  });
  publish();
  return { myMembership: null, memberCount: await memberCountOf(deps.db, group.id) };
}

export async function declineMember(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'moderator');
    if (target?.status !== 'pending') throw AppError.of(404, 'groupMemberNotFound');
    await deleteMember(tx, group.id, userId);
  });
  return { myMembership: null, memberCount: await memberCountOf(deps.db, group.id) };
}

/** Owners make admins; admins make moderators and members; nobody changes an equal or higher rank. */
export async function setRole(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
  role: 'admin' | 'moderator' | 'member',
): Promise<GroupMemberPage['items'][number]> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'admin');
    if (target?.status !== 'active') throw AppError.of(404, 'groupMemberNotFound');
    if (GROUP_ROLE_RANK[role] >= rankOf(activeRole(group))) throw AppError.of(403, 'groupRoleNotAllowed');
    await setMemberFields(tx, group.id, userId, { role });
  });
  const [member] = (await selectMembers(deps.db, group.id, 'active', undefined, 0, 1_000)).filter(
    (row) => row.user_id === userId,
  );
  if (!member) throw AppError.of(404, 'groupMemberNotFound');
  return presentMember(member);
}

/** Moderators and up remove a member (or a request) of a lower rank; they may join again. */
export async function removeMember(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'moderator');
    if (!target || target.status === 'banned') throw AppError.of(404, 'groupMemberNotFound');
    await deleteMember(tx, group.id, userId);
    if (target.status === 'active') {
      await activeMemberGone(tx, group.id, userId);
    }
  });
  return { myMembership: null, memberCount: await memberCountOf(deps.db, group.id) };
}

/** An active member left, was removed or banned: the count follows, and the group's posts leave their feed. */
async function activeMemberGone(db: Db, groupId: string, userId: string): Promise<void> {
  await recountMembers(db, groupId);
  await removeGroupFromFeed(db, userId, groupId);
}

/** Bans a person (member or not) of a lower rank: they leave and cannot join again until unbanned. */
export async function banMember(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'moderator');
    // Someone not in the group may be banned too, but only someone who exists.
    if (!target && !(await personOf(tx, userId))) throw AppError.of(404, 'groupMemberNotFound');
    await upsertMember(tx, {
      groupId: group.id,
      userId,
      role: 'member',
      status: 'banned',
      decidedBy: viewerId,
    });
    if (target?.status === 'active') {
      await activeMemberGone(tx, group.id, userId);
    }
  });
  return { myMembership: null, memberCount: await memberCountOf(deps.db, group.id) };
}

export async function unbanMember(
  deps: GroupDeps,
  viewerId: string,
  idOrSlug: string,
  userId: string,
): Promise<MembershipState> {
  const group = await visibleGroup(deps.db, idOrSlug, viewerId);
  await deps.db.transaction(async (tx) => {
    const target = await actOn(tx, group, viewerId, userId, 'moderator');
    if (target?.status !== 'banned') throw AppError.of(404, 'groupMemberNotFound');
    await deleteMember(tx, group.id, userId);
  });
  return { myMembership: null, memberCount: await memberCountOf(deps.db, group.id) };
}

export async function getInviteLink(deps: GroupDeps, viewerId: string, idOrSlug: string) {
  const group = await groupWithRole(deps.db, idOrSlug, viewerId, 'admin');
  return { inviteCode: group.invite_code };
}

/** A new code: the old link stops working. */
export async function regenerateInviteLink(deps: GroupDeps, viewerId: string, idOrSlug: string) {
  const group = await groupWithRole(deps.db, idOrSlug, viewerId, 'admin');
  const inviteCode = newInviteCode();
  await setInviteCode(deps.db, group.id, inviteCode);
  return { inviteCode };
}

export async function groupPhotos(
  deps: GroupDeps,
  viewerId: string | null,
  idOrSlug: string,
  query: { cursor?: string; limit: number },
): Promise<GroupPhotoPage> {
  const group = await memberGroup(deps.db, idOrSlug, viewerId);
  const offset = offsetOf(query.cursor);
  const rows = await selectPhotos(deps.db, group.id, viewerId as string, offset, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => presentPhoto(row, deps.uploadUrls)),
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}
