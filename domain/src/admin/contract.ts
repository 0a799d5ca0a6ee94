import { z } from 'zod';
import { SERVICE_INTERESTS } from '../contact/contract';
import { DEFAULT_ROLE, ROLES, type Role } from '../roles/roles';
import { RoleSchema } from '../roles/schema';

/** Admin lists: page size 20 unless asked, never more than 100 rows at once. */
export const ADMIN_PAGE_SIZE = 20;
const ADMIN_PAGE_MAX = 100;
/** The stats card counts contact messages of the last 7 days. */
export const ADMIN_RECENT_DAYS = 7;

// Query strings arrive as text; an over-large limit is clamped rather than refused, so a hand-edited
// URL still shows a page.
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
const limit = z.coerce
  .number()
  .int()
  .min(1)
  .default(ADMIN_PAGE_SIZE)
  .transform((value) => Math.min(value, ADMIN_PAGE_MAX));

export const AdminPageQuerySchema = z.object({ offset, limit });

export const AdminUsersQuerySchema = z.object({
  query: z.string().trim().max(200).optional().default(''),
  offset,
  limit,
});

export const AdminUserParamsSchema = z.object({ userId: z.uuid() });
export const AdminUserRoleParamsSchema = z.object({ userId: z.uuid(), role: RoleSchema });

/** One row of the users table: what an admin needs to recognise a person and see their roles. */
const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  roles: z.array(RoleSchema),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserDetailSchema = AdminUserSchema.extend({
  country: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Newest session activity, or null when the person never signed in. */
  lastActiveAt: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserListSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  serviceInterest: z.enum(SERVICE_INTERESTS).nullable(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactMessageListSchema = z.object({
  items: z.array(AdminContactMessageSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type AdminContactMessageList = z.infer<typeof AdminContactMessageListSchema>;

export const AdminStatsSchema = z.object({
  users: z.number().int(),
  verifiedUsers: z.number().int(),
  /** Every role with how many people hold it; people with no role row count as `user`. */
  roles: z.array(z.object({ role: RoleSchema, count: z.number().int() })),
  contactMessagesRecent: z.number().int(),
  recentDays: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/**
 * Every role an admin can grant, in the order admin screens list them: the spec's priority order, then
 * affiliate and captain, and `user` last because every member holds it (the distinguishing role reads first).
 */
export const GRANTABLE_ROLES: readonly Role[] = [
  ...ROLES.filter((role) => role !== DEFAULT_ROLE),
  DEFAULT_ROLE,
];

/** The one rule the role endpoints add to the matrix: an admin keeps their own admin role. */
export const CANNOT_REVOKE_OWN_ADMIN = {
  code: 'cannotRevokeOwnAdmin',
  message: 'You cannot remove your own admin role.',
} as const;
