import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { postComments, profiles } from '#server/db/schema';
import type { Cursor } from '#server/lib/cursor';
import { notHiddenFrom } from '#server/features/safety/checks/relations-repo';

export type CommentRow = typeof postComments.$inferSelect;

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  userId: postComments.userId,
  content: postComments.content,
  moderation: postComments.moderation,
  createdAt: postComments.createdAt,
  sortAt: sql<string>`to_char(${postComments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  handle: profiles.handle,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
};
export type CommentListRow = Awaited<ReturnType<typeof selectTopLevelComments>>[number];

/**
 * The comments `viewerId` sees in a thread: not held or hidden ones (unless theirs), and none by someone in a
 * block with them or muted by them.
 */
function shownTo(viewerId: string | null) {
  return and(
    viewerId
      ? or(isNull(postComments.moderation), eq(postComments.userId, viewerId))
      : isNull(postComments.moderation),
    notHiddenFrom(viewerId, sql`${postComments.userId}`),
  );
}

/** Top-level comments of a post, oldest first, after `cursor` (index post_comments_post_idx). */
export async function selectTopLevelComments(
  db: Db,
  postId: string,
  viewerId: string | null,
  cursor: Cursor | null,
  take: number,
) {
  return db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        isNull(postComments.deletedAt),
        shownTo(viewerId),
        cursor
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(take);
}

/** Replies to the given comments, oldest first, at most `perParent` each. */
export async function selectReplies(db: Db, parentIds: string[], viewerId: string | null, perParent: number) {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(and(inArray(postComments.parentId, parentIds), isNull(postComments.deletedAt), shownTo(viewerId)))
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
  values: {
    postId: string;
    userId: string;
    parentId: string | null;
    content: string;
    moderation: string | null;
  },
) {
  const [row] = await db.insert(postComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
}

/**
 * Soft-deletes a comment and, for a top-level one, its live replies; answers how many of the rows that went were
 * counted in the post's comment count (held and hidden comments are not).
 */
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
    .returning({ moderation: postComments.moderation });
  return rows.filter((row) => row.moderation === null).length;
}
