import {
  ADMIN_RECENT_DAYS,
  CANNOT_REVOKE_OWN_ADMIN,
  GRANTABLE_ROLES,
  type AdminStats,
} from '@tightlines/domain/admin/contract';
import { DEFAULT_ROLE, type Role } from '@tightlines/domain/roles/roles';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/lib/errors';
import { insertRole, listRoles } from '#server/features/roles/repo';
import { isDemoAccount } from '#server/auth/repo';
import { demoOnly } from '#server/features/demo/service';
import { recordAudit } from '#server/features/moderation/audit-repo';
import {
  countStats,
  deleteRole,
  findUser,
  lastActiveAt,
  listContactMessages,
  listUsers,
  rolesByUser,
} from './repo';
import { presentAdminUser, presentAdminUserDetail, presentContactMessage, presentRoles } from './presenter';

/** The admin acting; a demo account (made by the demo seed) sees and changes demo accounts only. */
export interface AdminActor {
  id: string;
  demo: boolean;
}

export async function adminActor(db: Db, userId: string): Promise<AdminActor> {
  return { id: userId, demo: await isDemoAccount(db, userId) };
}

/** The user an admin acts on: 404 when unknown, 403 `demoOnly` when a demo admin reaches for a real account. */
async function targetOf(db: Db, actor: AdminActor, userId: string) {
  const row = await findUser(db, userId);
  if (!row) throw notFound();
  if (actor.demo && !row.demo) throw demoOnly();
  return row;
}

/** A page of users, newest first, matching `query` on name or e-mail (only demo accounts for a demo admin). */
export async function searchUsers(
  db: Db,
  actor: AdminActor,
  options: { query: string; offset: number; limit: number },
) {
  const { rows, total } = await listUsers(db, { ...options, demoOnly: actor.demo });
  const roles = await rolesByUser(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentAdminUser(row, roles.get(row.id) ?? [])),
    total,
    offset: options.offset,
    limit: options.limit,
  };
}

/** One user with roles and account facts; 404 when the id is unknown. */
export async function userDetail(db: Db, actor: AdminActor, userId: string) {
  const row = await targetOf(db, actor, userId);
  const [roles, activeAt] = await Promise.all([listRoles(db, userId), lastActiveAt(db, userId)]);
  return presentAdminUserDetail(row, roles, activeAt);
}

/** The person's roles as the admin page lists them (known roles, a stable order), for the audit entry. */
async function rolesSnapshot(db: Db, userId: string): Promise<{ roles: Role[] }> {
  return { roles: presentRoles(await listRoles(db, userId)) };
}

/**
 * Grants a role (idempotent) and answers the user as they are now. A change is written to the audit log with the
 * roles before and after, in the same transaction; granting a role the person already has records nothing.
 */
export async function grantUserRole(db: Db, actor: AdminActor, userId: string, role: Role) {
  await targetOf(db, actor, userId);
  await db.transaction(async (tx) => {
    const before = await rolesSnapshot(tx, userId);
    await insertRole(tx, userId, role);
    const after = await rolesSnapshot(tx, userId);
    if (sameRoles(before, after)) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role_added',
      targetType: 'user',
      targetId: userId,
      subjectId: userId,
      before,
      after,
    });
  });
  return userDetail(db, actor, userId);
}

/**
 * Revokes a role (idempotent). An admin cannot take their own admin role away, which also means the
 * platform can never be left without an admin by this route. A user left with no role is `user`,
 * so that row is written straight away rather than on their next request. Audited like a grant.
 */
export async function revokeUserRole(db: Db, actor: AdminActor, userId: string, role: Role) {
  if (actor.id === userId && role === 'admin')
    throw new AppError(409, CANNOT_REVOKE_OWN_ADMIN.code, CANNOT_REVOKE_OWN_ADMIN.message);
  await targetOf(db, actor, userId);
  await db.transaction(async (tx) => {
    const before = await rolesSnapshot(tx, userId);
    await deleteRole(tx, userId, role);
    if ((await listRoles(tx, userId)).length === 0) await insertRole(tx, userId, DEFAULT_ROLE);
    const after = await rolesSnapshot(tx, userId);
    if (sameRoles(before, after)) return;
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.role_removed',
      targetType: 'user',
      targetId: userId,
      subjectId: userId,
      before,
      after,
    });
  });
  return userDetail(db, actor, userId);
}

const sameRoles = (a: { roles: Role[] }, b: { roles: Role[] }) => a.roles.join(',') === b.roles.join(',');

/** The contact inbox; a demo admin sees only messages demo accounts sent (a visitor's address is real). */
export async function contactInbox(db: Db, actor: AdminActor, options: { offset: number; limit: number }) {
  const { rows, total } = await listContactMessages(db, { ...options, demoOnly: actor.demo });
  return { items: rows.map(presentContactMessage), total, offset: options.offset, limit: options.limit };
}

/** Live counts for the overview cards; every number is a COUNT on the database, nothing cached. */
export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const since = new Date(now.getTime() - ADMIN_RECENT_DAYS * 24 * 60 * 60 * 1000);
  const counts = await countStats(db, since);
  const byRole = new Map(counts.roleRows.map((row) => [row.role, row.count]));
  return {
    users: counts.users,
    verifiedUsers: counts.verifiedUsers,
    roles: GRANTABLE_ROLES.map((role) => ({
      role,
      count: (byRole.get(role) ?? 0) + (role === DEFAULT_ROLE ? counts.usersWithoutRole : 0),
    })),
    contactMessagesRecent: counts.recentContactMessages,
    recentDays: ADMIN_RECENT_DAYS,
  };
}
