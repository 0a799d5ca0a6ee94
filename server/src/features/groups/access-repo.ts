import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { GroupPrivacy, GroupRole, MembershipStatus } from '@tightlines/domain/groups/contract';

/**
 * What a person may do in a group, for the features that hang content on groups (group posts, community events,
 * photos). One primary-key lookup of the membership with the group row. The groups feature owns the rules; other
 * features import only this file and the SQL fragments below.
 */
export interface GroupAccess {
  groupId: string;
  slug: string;
  name: string;
  privacy: GroupPrivacy;
  /** Hidden by moderators (out of the directory; its page is staff's only). */
  hidden: boolean;
  /** The viewer's role when an active member; null otherwise (visitors, pending, banned, not in it). */
  role: GroupRole | null;
  status: MembershipStatus | null;
}

/** The group by uuid or slug with the viewer's membership; null when there is no live group. */
export async function loadGroupAccess(
  db: Db,
  groupIdOrSlug: string,
  viewerId: string | null,
): Promise<GroupAccess | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(groupIdOrSlug);
  const match = isUuid ? sql`g.id = ${groupIdOrSlug}::uuid` : sql`g.slug = ${groupIdOrSlug.toLowerCase()}`;
  const rows = await db.execute<{
    id: string;
    slug: string;
    name: string;
    privacy: GroupPrivacy;
    moderation: string | null;
    role: GroupRole | null;
    status: MembershipStatus | null;
  }>(sql`
    select g.id, g.slug, g.name, g.privacy, g.moderation, m.role, m.status
    from groups g
    left join group_members m on m.group_id = g.id and m.user_id = ${viewerId}::uuid
    where ${match} and g.deleted_at is null
    limit 1`);
  const row = rows.rows[0];
  if (!row) return null;
  const active = row.status === 'active';
  return {
    groupId: row.id,
    slug: row.slug,
    name: row.name,
    privacy: row.privacy,
    hidden: row.moderation !== null,
    role: active ? row.role : null,
    status: row.status,
  };
}

/** The viewer reads the group's content (posts, photos, members, a private group's events): active members only. */
export function canSeeGroupContent(access: GroupAccess): boolean {
  return access.role !== null;
}

/** The viewer organises the group's events and moderates its posts: owner, admin or moderator. */
export function canOrganise(access: GroupAccess): boolean {
  return access.role === 'owner' || access.role === 'admin' || access.role === 'moderator';
}

/**
 * SQL: `groupColumn` (a nullable group id) is visible to `viewerId`: no group, or a group the viewer is an active
 * member of. For feeds, search, hashtags, trending and images. An uncorrelated array, run once per statement.
 */
export function groupVisibleTo(viewerId: string | null, groupColumn: SQL): SQL {
  if (!viewerId) return sql`${groupColumn} is null`;
  return sql`(${groupColumn} is null or ${groupColumn} = any(array(
    select gm.group_id from group_members gm where gm.user_id = ${viewerId}::uuid and gm.status = 'active')))`;
}
