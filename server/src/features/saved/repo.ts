import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { limitOf } from '#server/db/limit';
import { postCollections, savedPosts } from '#server/db/schema';
import type { Cursor } from '#server/lib/cursor';
import { hydratePage, visibleTo } from '#server/features/posts/feed-repo';
import { notHiddenFrom } from '#server/features/safety/checks/relations-repo';

export type CollectionRow = typeof postCollections.$inferSelect;

/** Which saved posts a list or count covers: all, one collection's, or those in none. */
export type SavedScope = { kind: 'all' } | { kind: 'none' } | { kind: 'collection'; id: string };

function scopeOf(scope: SavedScope): SQL {
  if (scope.kind === 'none') return sql`s.collection_id is null`;
  if (scope.kind === 'collection') return sql`s.collection_id = ${scope.id}::uuid`;
  return sql`true`;
}

/**
 * A saved post counts and lists only while the saver may still see it: a post deleted, hidden, turned private or
 * by someone they blocked or muted since drops out (and comes back if that changes), without touching the row.
 */
const stillVisible = (viewerId: string) =>
  sql`${visibleTo(viewerId)} and ${notHiddenFrom(viewerId, sql`p.user_id`)}`;

/** One page of the person's saved posts, newest saved first (saved_posts_user_created_idx). */
export async function selectSavedPage(
  db: Db,
  viewerId: string,
  scope: SavedScope,
  cursor: Cursor | null,
  take: number,
) {
  const after = cursor
    ? sql`(s.created_at, s.post_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
  const page = sql`select s.post_id as id, s.created_at as sort_at,
      row_number() over (order by s.created_at desc nulls last, s.post_id desc nulls last) as ord
    from saved_posts s join user_posts p on p.id = s.post_id
    where s.user_id = ${viewerId}::uuid and ${scopeOf(scope)} and ${after} and ${stillVisible(viewerId)}
    order by s.created_at desc nulls last, s.post_id desc nulls last limit ${limitOf(take)}`;
  return hydratePage(db, page, viewerId);
}

/** Where each of these saved posts is filed. */
export async function collectionsOfSaved(db: Db, userId: string, postIds: string[]) {
  if (postIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ postId: savedPosts.postId, collectionId: savedPosts.collectionId })
    .from(savedPosts)
    .where(and(eq(savedPosts.userId, userId), inArray(savedPosts.postId, postIds)));
  return new Map(rows.map((row) => [row.postId, row.collectionId]));
}

/** Saves the post (or keeps it saved); `collectionId` undefined keeps where it is filed. Answers where it is. */
export async function upsertSaved(
  db: Db,
  userId: string,
  postId: string,
  collectionId: string | null | undefined,
): Promise<string | null> {
  const [row] = await db
    .insert(savedPosts)
    .values({ userId, postId, collectionId: collectionId ?? null })
    .onConflictDoUpdate({
      target: [savedPosts.userId, savedPosts.postId],
      set: { collectionId: collectionId === undefined ? sql`${savedPosts.collectionId}` : collectionId },
    })
    .returning({ collectionId: savedPosts.collectionId });
  return row?.collectionId ?? null;
}

export async function deleteSaved(db: Db, userId: string, postId: string): Promise<void> {
  await db.delete(savedPosts).where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)));
}

export async function findCollection(db: Db, userId: string, collectionId: string) {
  const [row] = await db
    .select()
    .from(postCollections)
    .where(and(eq(postCollections.id, collectionId), eq(postCollections.userId, userId)));
  return row;
}

/** The person's collection of this name, whatever its case (names are unique per person). */
export async function findCollectionNamed(db: Db, userId: string, name: string) {
  const [row] = await db
    .select({ id: postCollections.id })
    .from(postCollections)
    .where(and(eq(postCollections.userId, userId), sql`lower(${postCollections.name}) = lower(${name})`));
  return row;
}

export async function countCollections(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postCollections)
    .where(eq(postCollections.userId, userId));
  return Number(row?.n ?? 0);
}

export async function selectCollections(db: Db, userId: string) {
  return db
    .select()
    .from(postCollections)
    .where(eq(postCollections.userId, userId))
    .orderBy(asc(sql`lower(${postCollections.name})`), asc(postCollections.id));
}

/** Saved posts the person can still see, per collection (null key: in none). */
export async function countVisibleSaved(db: Db, userId: string): Promise<Map<string | null, number>> {
  const result = await db.execute<{ collection_id: string | null; n: number | string }>(sql`
    select s.collection_id, count(*) as n
    from saved_posts s join user_posts p on p.id = s.post_id
    where s.user_id = ${userId}::uuid and ${stillVisible(userId)}
    group by s.collection_id`);
  return new Map(result.rows.map((row) => [row.collection_id, Number(row.n)]));
}

export async function insertCollection(db: Db, userId: string, name: string): Promise<CollectionRow> {
  const [row] = await db.insert(postCollections).values({ userId, name }).returning();
  if (!row) throw new Error('collection not inserted');
  return row;
}

export async function renameCollectionRow(db: Db, userId: string, collectionId: string, name: string) {
  const [row] = await db
    .update(postCollections)
    .set({ name })
    .where(and(eq(postCollections.id, collectionId), eq(postCollections.userId, userId)))
    .returning();
  return row;
}

/** Deletes the collection; its posts stay saved, in no collection (the foreign key sets them null). */
export async function deleteCollectionRow(db: Db, userId: string, collectionId: string): Promise<boolean> {
  const rows = await db
    .delete(postCollections)
    .where(and(eq(postCollections.id, collectionId), eq(postCollections.userId, userId)))
    .returning({ id: postCollections.id });
  return rows.length > 0;
}
