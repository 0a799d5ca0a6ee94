import {
  GRANTABLE_ROLES,
  type AdminContactMessage,
  type AdminUser,
  type AdminUserDetail,
} from '@tightlines/domain/admin/contract';
import { isAllowedUrl } from '@tightlines/domain/common/url';
import { SERVICE_INTERESTS } from '@tightlines/domain/contact/contract';
import { effectiveRoles, type Role } from '@tightlines/domain/roles/roles';
import { RoleSchema } from '@tightlines/domain/roles/schema';
import type { contactMessages } from '#server/db/schema';
import type { UserRow } from './repo';

/** Stored role strings → known roles in a stable order; none at all reads as `user`. */
export function presentRoles(stored: readonly string[]): Role[] {
  const known = stored.flatMap((role) => {
    const parsed = RoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  return effectiveRoles(known).sort((a, b) => GRANTABLE_ROLES.indexOf(a) - GRANTABLE_ROLES.indexOf(b));
}

/** Allow-list: only these fields of a user ever reach an admin's browser. */
export function presentAdminUser(row: UserRow, roles: readonly string[]): AdminUser {
  const [first = '', ...rest] = row.name.trim().split(/\s+/);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? first,
    lastName: row.lastName ?? rest.join(' '),
    name: row.name,
    avatarUrl: row.avatarUrl ?? (row.image && isAllowedUrl(row.image) ? row.image : null),
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    roles: presentRoles(roles),
  };
}

export function presentAdminUserDetail(
  row: UserRow,
  roles: readonly string[],
  lastActiveAt: Date | null,
): AdminUserDetail {
  return {
    ...presentAdminUser(row, roles),
    country: row.country ?? null,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    lastActiveAt: lastActiveAt?.toISOString() ?? null,
  };
}

type ContactRow = typeof contactMessages.$inferSelect;
const isServiceInterest = (value: string | null): value is (typeof SERVICE_INTERESTS)[number] =>
  value !== null && (SERVICE_INTERESTS as readonly string[]).includes(value);

export function presentContactMessage(row: ContactRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    serviceInterest: isServiceInterest(row.serviceInterest) ? row.serviceInterest : null,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
