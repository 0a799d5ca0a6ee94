import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { postComments, profiles } from '#server/db/schema';
import type { Cursor } from '#server/lib/cursor';

export type CommentRow = typeof postComments.$inferSelect;

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  userId: postComments.userId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  sortAt: sql<string>`to_char(${postComments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  handle: profiles.handle,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
};
export type CommentListRow = Awaited<ReturnType<typeof selectTopLevelComments>>[number];

/** Top-level comments of a post, oldest first, after `cursor` (index post_comments_post_idx). */
export async function selectTopLevelComments(db: Db, postId: string, cursor: Cursor | null, take: number) {
  return db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        isNull(postComments.deletedAt),
        cursor
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(take);
}

/** Replies to the given comments, oldest first, at most `perParent` each. */
export async function selectReplies(db: Db, parentIds: string[], perParent: number) {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(and(inArray(postComments.parentId, parentIds), isNull(postComments.deletedAt)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(parentIds.length * perParent);
  const taken = new Map<string, number>();
  return rows.filter((row) => {
    const count = (taken.get(row.parentId ?? '') ?? 0) + 1;
    taken.set(row.parentId ?? '', count);
    return count <= perParent;
  });
}

export async function selectCommentWithAuthor(db: Db, commentId: string) {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(eq(postComments.id, commentId));
  return row;
}

export async function findLiveComment(db: Db, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(postComments)
    .where(and(eq(postComments.id, commentId), isNull(postComments.deletedAt)));
  return row;
}

export async function insertComment(
  db: Db,
  values: { postId: string; userId: string; parentId: string | null; content: string },
) {
  const [row] = await db.insert(postComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/** Soft-deletes a comment and, for a top-level one, its live replies; answers how many rows went. */
export async function softDeleteCommentThread(db: Db, commentId: string): Promise<number> {
  const rows = await db
    .update(postComments)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        or(eq(postComments.id, commentId), eq(postComments.parentId, commentId)),
        isNull(postComments.deletedAt),
      ),
    )
    .returning({ id: postComments.id });
  return rows.length;
}
