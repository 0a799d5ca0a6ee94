import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { GroupListQuery } from '@tightlines/domain/groups/contract';

/** A group row as the presenters read it, with the viewer's membership (snake_case, raw SQL). */
export interface GroupRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name: string;
  about: string;
  rules: string;
  type: string;
  privacy: string;
  region: string;
  species: string[];
  cover_url: string | null;
  owner_id: string;
  invite_code: string;
  member_count: number;
  post_count: number;
  last_activity_at: Date | string | null;
  moderation: string | null;
  created_at: Date | string;
  my_role: string | null;
  my_status: string | null;
  my_notify: string | null;
}

const groupColumns = (
  viewerId: string | null,
) => sql`g.id, g.slug, g.name, g.about, g.rules, g.type, g.privacy,
  g.region, g.species, g.cover_url, g.owner_id, g.invite_code, g.member_count, g.post_count, g.last_activity_at,
  g.moderation, g.created_at, m.role as my_role, m.status as my_status, m.notify as my_notify
  from groups g left join group_members m on m.group_id = g.id and m.user_id = ${viewerId}::uuid`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const matchGroup = (idOrSlug: string) =>
  UUID.test(idOrSlug) ? sql`g.id = ${idOrSlug}::uuid` : sql`g.slug = ${idOrSlug.toLowerCase()}`;

/** A live group by uuid or slug (hidden ones too: the service decides who sees them). */
export async function findGroup(
  db: Db,
  idOrSlug: string,
  viewerId: string | null,
): Promise<GroupRow | undefined> {
  const rows = await db.execute<GroupRow>(
    sql`select ${groupColumns(viewerId)} where ${matchGroup(idOrSlug)} and g.deleted_at is null limit 1`,
  );
  return rows.rows[0];
}

export async function findGroupByInvite(db: Db, code: string, viewerId: string | null) {
  const rows = await db.execute<GroupRow>(
    sql`select ${groupColumns(viewerId)} where g.invite_code = ${code} and g.deleted_at is null
      and g.moderation is null limit 1`,
  );
  return rows.rows[0];
}

/** Escapes LIKE wildcards in what a person typed. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The directory: live groups not hidden by moderators, filtered, in the chosen order (member count, latest
 * activity or newest), offset-paged (the cursor is the offset). One more row than asked for.
 */
export async function selectDirectory(
  db: Db,
  viewerId: string | null,
  query: GroupListQuery,
  offset: number,
): Promise<GroupRow[]> {
  const where: SQL[] = [sql`g.deleted_at is null`, sql`g.moderation is null`];
  if (query.q) where.push(sql`lower(g.name || ' ' || g.about) like ${likeOf(query.q)}`);
  if (query.type) where.push(sql`g.type = ${query.type}`);
  if (query.privacy) where.push(sql`g.privacy = ${query.privacy}`);
  if (query.species) where.push(sql`${query.species.toLowerCase()} = any(g.species)`);
  if (query.region) where.push(sql`lower(g.region) like ${likeOf(query.region)}`);
  const order =
    query.sort === 'active'
      ? sql`g.last_activity_at desc nulls last, g.member_count desc, g.id`
      : query.sort === 'new'
        ? sql`g.created_at desc, g.id`
        : sql`g.member_count desc, g.last_activity_at desc nulls last, g.id`;
  const rows = await db.execute<GroupRow>(sql`select ${groupColumns(viewerId)}
    where ${sql.join(where, sql` and `)} order by ${order} limit ${query.limit + 1} offset ${offset}`);
  return rows.rows;
}

/** The viewer's groups: active memberships and requests waiting, most recently active first. */
export async function selectMyGroups(db: Db, userId: string): Promise<GroupRow[]> {
  const rows = await db.execute<GroupRow>(sql`select ${groupColumns(userId)}
    where m.status in ('active', 'pending') and g.deleted_at is null
    order by (m.status = 'active') desc, g.last_activity_at desc nulls last, g.id limit 200`);
  return rows.rows;
}

/**
 * Suggestions: public groups the viewer is not in, first those their followees belong to, then by size.
 */
export async function selectSuggestions(db: Db, userId: string, limit: number): Promise<GroupRow[]> {
  const rows = await db.execute<GroupRow>(sql`select ${groupColumns(userId)}
    where m.user_id is null and g.deleted_at is null and g.moderation is null and g.privacy = 'public'
    order by (select count(*) from group_members gm join follows f on f.following_id = gm.user_id
        and f.follower_id = ${userId}::uuid where gm.group_id = g.id and gm.status = 'active') desc,
      g.member_count desc, g.id
    limit ${limit}`);
  return rows.rows;
}

export async function slugTaken(db: Db, slug: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from groups where slug = ${slug} limit 1`);
  return rows.rows.length > 0;
}

export async function insertGroup(
  db: Db,
  values: {
    slug: string;
    name: string;
    about: string;
    rules: string;
    type: string;
    privacy: string;
    region: string;
    species: string[];
    ownerId: string;
    inviteCode: string;
  },
): Promise<string | null> {
  const rows = await db.execute<{ id: string }>(sql`
    insert into groups (slug, name, about, rules, type, privacy, region, species, owner_id, invite_code,
      member_count, last_activity_at)
    values (${values.slug}, ${values.name}, ${values.about}, ${values.rules}, ${values.type}, ${values.privacy},
      ${values.region}, ${`{${values.species.map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`}::text[],
      ${values.ownerId}::uuid, ${values.inviteCode}, 1, now())
    on conflict do nothing returning id`);
  const id = rows.rows[0]?.id ?? null;
  if (id)
    await db.execute(sql`insert into group_members (group_id, user_id, role, status, notify)
      values (${id}::uuid, ${values.ownerId}::uuid, 'owner', 'active', 'all')`);
  return id;
}

export async function updateGroupRow(
  db: Db,
  groupId: string,
  values: Partial<{
    slug: string;
    name: string;
    about: string;
    rules: string;
    type: string;
    privacy: string;
    region: string;
    species: string[];
  }>,
): Promise<boolean> {
  const sets: SQL[] = [sql`updated_at = now()`];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (key === 'species')
      sets.push(
        sql`species = ${`{${(value as string[]).map((s) => `"${s.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`,
      );
    else sets.push(sql`${sql.identifier(key)} = ${value as string}`);
  }
  const rows = await db.execute(
    sql`update groups set ${sql.join(sets, sql`, `)} where id = ${groupId}::uuid and
      not exists (select 1 from groups o where o.slug = ${values.slug ?? ''} and o.id <> ${groupId}::uuid)
      returning id`,
  );
  return rows.rows.length > 0;
}

/** Points the cover at `url`, answering the previous URL. */
export async function swapCover(db: Db, groupId: string, url: string | null): Promise<string | null> {
  const rows = await db.execute<{ previous: string | null }>(sql`
    update groups g set cover_url = ${url}, updated_at = now()
    from (select id, cover_url as previous from groups where id = ${groupId}::uuid for update) old
    where g.id = old.id returning old.previous`);
  return rows.rows[0]?.previous ?? null;
}

export async function softDeleteGroup(db: Db, groupId: string): Promise<void> {
  await db.execute(sql`update groups set deleted_at = now(), slug = slug || '~' || extract(epoch from now())::bigint,
    invite_code = invite_code || '~' || extract(epoch from now())::bigint where id = ${groupId}::uuid`);
  // Memberships go with it: the group's posts are nobody's to read any more (groupVisibleTo), nor in any feed.
  await db.execute(sql`delete from group_members where group_id = ${groupId}::uuid`);
  await db.execute(sql`delete from feed_items fi using user_posts p
    where fi.post_id = p.id and p.group_id = ${groupId}::uuid`);
}

export async function setInviteCode(db: Db, groupId: string, code: string): Promise<void> {
  await db.execute(sql`update groups set invite_code = ${code} where id = ${groupId}::uuid`);
}

export interface MemberRow extends Record<string, unknown> {
  user_id: string;
  role: string;
  status: string;
  notify: string;
  created_at: Date | string;
}

/** The membership row locked for the transaction (undefined: none). */
export async function lockMember(db: Db, groupId: string, userId: string): Promise<MemberRow | undefined> {
  const rows = await db.execute<MemberRow>(sql`select user_id, role, status, notify, created_at
    from group_members where group_id = ${groupId}::uuid and user_id = ${userId}::uuid for update`);
  return rows.rows[0];
}

/** Locks the group row: membership changes of one group run one after another (the count stays exact). */
export async function lockGroup(db: Db, groupId: string): Promise<void> {
  await db.execute(sql`select id from groups where id = ${groupId}::uuid for update`);
}

export async function upsertMember(
  db: Db,
  values: { groupId: string; userId: string; role: string; status: string; decidedBy: string | null },
): Promise<void> {
  await db.execute(sql`insert into group_members (group_id, user_id, role, status, decided_by)
    values (${values.groupId}::uuid, ${values.userId}::uuid, ${values.role}, ${values.status}, ${values.decidedBy}::uuid)
    on conflict (group_id, user_id) do update set role = excluded.role, status = excluded.status,
      decided_by = excluded.decided_by, updated_at = now()`);
}

export async function deleteMember(db: Db, groupId: string, userId: string): Promise<void> {
  await db.execute(
    sql`delete from group_members where group_id = ${groupId}::uuid and user_id = ${userId}::uuid`,
  );
}

export async function setMemberFields(
  db: Db,
  groupId: string,
  userId: string,
  values: { role?: string; notify?: string },
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (values.role) sets.push(sql`role = ${values.role}`);
  if (values.notify) sets.push(sql`notify = ${values.notify}`);
  await db.execute(sql`update group_members set ${sql.join(sets, sql`, `)}
    where group_id = ${groupId}::uuid and user_id = ${userId}::uuid`);
}

/** Recounts the active members into the row (under lockGroup) and answers the count. */
export async function recountMembers(db: Db, groupId: string): Promise<number> {
  const rows = await db.execute<{ member_count: number }>(sql`update groups set member_count =
      (select count(*)::int from group_members where group_id = ${groupId}::uuid and status = 'active'),
      last_activity_at = now()
    where id = ${groupId}::uuid returning member_count`);
  return Number(rows.rows[0]?.member_count ?? 0);
}

export async function memberCountOf(db: Db, groupId: string): Promise<number> {
  const rows = await db.execute<{ member_count: number }>(
    sql`select member_count from groups where id = ${groupId}::uuid`,
  );
  return Number(rows.rows[0]?.member_count ?? 0);
}

export interface MemberListRow extends MemberRow {
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

const ROLE_ORDER = sql`case gm.role when 'owner' then 4 when 'admin' then 3 when 'moderator' then 2 else 1 end`;

/** Members of a status: by rank, then earliest first; offset-paged (one more row than asked for). */
export async function selectMembers(
  db: Db,
  groupId: string,
  status: string,
  q: string | undefined,
  offset: number,
  take: number,
): Promise<MemberListRow[]> {
  if (!q) {
    // Without a search the page is chosen from group_members alone, and only its rows meet their profiles
    // (a group of thousands sorts its small rows once instead of joining every member's profile).
    const rows = await db.execute<MemberListRow>(sql`
      select gm.user_id, gm.role, gm.status, gm.notify, gm.created_at, pr.handle, pr.first_name, pr.last_name,
        pr.display_name, pr.avatar_url
      from (select * from group_members gm where gm.group_id = ${groupId}::uuid and gm.status = ${status}
        order by ${ROLE_ORDER} desc, gm.created_at, gm.user_id limit ${take} offset ${offset}) gm
      left join profiles pr on pr.id = gm.user_id
      order by ${ROLE_ORDER} desc, gm.created_at, gm.user_id`);
    return rows.rows;
  }
  const search = sql`and lower(coalesce(pr.handle, '') || ' ' || coalesce(pr.first_name, '') || ' ' || coalesce(pr.last_name, '')
        || ' ' || coalesce(pr.display_name, '')) like ${likeOf(q)}`;
  const rows = await db.execute<MemberListRow>(sql`
    select gm.user_id, gm.role, gm.status, gm.notify, gm.created_at, pr.handle, pr.first_name, pr.last_name,
      pr.display_name, pr.avatar_url
    from group_members gm left join profiles pr on pr.id = gm.user_id
    where gm.group_id = ${groupId}::uuid and gm.status = ${status} ${search}
    order by ${ROLE_ORDER} desc, gm.created_at, gm.user_id
    limit ${take} offset ${offset}`);
  return rows.rows;
}

/**
 * The first `limit` active members in the order of selectMembers (owner first), read from the staff index and the
 * earliest plain members, so the group page costs the same for a group of ten or of ten thousand.
 */
export async function selectMemberPreview(db: Db, groupId: string, limit: number): Promise<MemberListRow[]> {
  const rows = await db.execute<MemberListRow>(sql`
    select gm.user_id, gm.role, gm.status, gm.notify, gm.created_at, pr.handle, pr.first_name, pr.last_name,
      pr.display_name, pr.avatar_url
    from (
      (select * from group_members gm where gm.group_id = ${groupId}::uuid and gm.status = 'active'
        and gm.role <> 'member' order by ${ROLE_ORDER} desc, gm.created_at, gm.user_id limit ${limit})
      union all
      (select * from group_members gm where gm.group_id = ${groupId}::uuid and gm.status = 'active'
        and gm.role = 'member' order by gm.created_at, gm.user_id limit ${limit})
    ) gm
    left join profiles pr on pr.id = gm.user_id
    order by ${ROLE_ORDER} desc, gm.created_at, gm.user_id
    limit ${limit}`);
  return rows.rows;
}

/** Active members at or above moderator (who hear of join requests). */
export async function selectModeratorIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`select user_id from group_members
    where group_id = ${groupId}::uuid and status = 'active' and role in ('owner', 'admin', 'moderator')`);
  return rows.rows.map((row) => row.user_id);
}

/** Active members who asked for a notification of every post, but not `exceptId` (the author). */
export async function selectNotifyAllIds(db: Db, groupId: string, exceptId: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`select user_id from group_members
    where group_id = ${groupId}::uuid and status = 'active' and notify = 'all' and user_id <> ${exceptId}::uuid`);
  return rows.rows.map((row) => row.user_id);
}

export async function countPending(db: Db, groupId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from group_members
    where group_id = ${groupId}::uuid and status = 'pending'`);
  return Number(rows.rows[0]?.n ?? 0);
}

export async function countUpcomingEvents(db: Db, groupId: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from community_events
    where group_id = ${groupId}::uuid and ends_at > now() and status <> 'cancelled' and moderation is null`);
  return Number(rows.rows[0]?.n ?? 0);
}

/** A new post in the group: counts and the latest activity. */
export async function touchGroupPost(db: Db, groupId: string): Promise<void> {
  await db.execute(sql`update groups set post_count = post_count + 1, last_activity_at = now()
    where id = ${groupId}::uuid`);
}

export interface PhotoRow extends Record<string, unknown> {
  id: string;
  media_url: string;
  media: unknown;
  created_at: Date | string;
}

/** Posts of the group with an image, newest first, offset-paged. */
export async function selectPhotos(
  db: Db,
  groupId: string,
  viewerId: string,
  offset: number,
  take: number,
): Promise<PhotoRow[]> {
  const rows =
    await db.execute<PhotoRow>(sql`select p.id, p.media_url, p.media, p.created_at from user_posts p
    where p.group_id = ${groupId}::uuid and p.deleted_at is null and p.media_url is not null
      and (p.moderation is null or p.user_id = ${viewerId}::uuid)
    order by p.created_at desc, p.id desc limit ${take} offset ${offset}`);
  return rows.rows;
}

/** Hide or restore a group (moderation target 'group'). */
export async function setGroupModeration(db: Db, groupId: string, state: string | null): Promise<void> {
  await db.execute(sql`update groups set moderation = ${state} where id = ${groupId}::uuid`);
}

/** A person's card columns (the name a notification calls them by). */
export async function personOf(db: Db, userId: string) {
  const rows = await db.execute<{
    id: string;
    handle: string | null;
    first_name: string | null;
    last_name: string | null;
    display_name: string | null;
    avatar_url: string | null;
  }>(
    sql`select id, handle, first_name, last_name, display_name, avatar_url from profiles where id = ${userId}::uuid`,
  );
  return rows.rows[0];
}

/** Active members' ids (at most `limit`), for the realtime new-post event. */
export async function selectActiveMemberIds(db: Db, groupId: string, limit: number): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`select user_id from group_members
    where group_id = ${groupId}::uuid and status = 'active' limit ${limit}`);
  return rows.rows.map((row) => row.user_id);
}
