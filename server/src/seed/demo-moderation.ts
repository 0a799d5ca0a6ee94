import { and, asc, desc, eq, inArray, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateReport, ReportReason } from '@tightlines/domain/moderation/contract';
import { messages, postComments, user, userPosts } from '#server/db/schema';
import { moderationDeps } from '#server/features/moderation/routes';
import { createReport, takeAction } from '#server/features/moderation/service';
import { AppError } from '#server/lib/errors';
import type { DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

/** Who reports what, in the readers' own words (readers by their index in the demo community). */
const POST_REPORTS: [post: number, reader: number, reason: ReportReason, note: string | null][] = [
  [0, 0, 'spam', 'Same promo as in three other posts this week.'],
  [0, 3, 'spam', null],
  [0, 7, 'misinformation', 'That is not the limit on Erie, it changed in May.'],
  [1, 2, 'illegal_fishing', 'Those walleye look well under 15 inches.'],
  [1, 5, 'illegal_fishing', 'Out of season for this lake.'],
  [2, 9, 'harassment', 'The caption mocks another angler by name.'],
];

/**
 * The demo moderator's queue (issue 15): demo readers report a few of the demo community's posts and a comment
 * with different reasons and notes, the demo angler reports a message in their conversation with the captain,
 * one reader reports the advertiser's profile, and one earlier report was already settled with a warning, so the
 * author's history is not empty. Through the moderation services, like a person would; run once (demo.ts).
 */
export async function seedDemoModeration(app: FastifyInstance, ids: Ids): Promise<void> {
  const deps = moderationDeps(app);
  const readers = (
    await app.db
      .select({ id: user.id })
      .from(user)
      .where(like(user.email, 'demo-reader-%'))
      .orderBy(asc(user.email))
  ).map((row) => row.id);
  if (readers.length < 10) return;
  // Content by people a moderator may act on (not staff), newest first.
  const authors = [ids.angler, ids.captain, ids.director, ids.advertiser];
  const posts = await app.db
    .select({ id: userPosts.id, userId: userPosts.userId })
    .from(userPosts)
    .where(
      and(
        inArray(userPosts.userId, authors),
        eq(userPosts.visibility, 'public'),
        isNull(userPosts.deletedAt),
      ),
    )
    .orderBy(desc(userPosts.createdAt))
    .limit(5);
  const report = async (reporterId: string, input: CreateReport) => {
    try {
      return await createReport(deps, reporterId, input);
    } catch (error) {
      // A target that is not reportable by this reader (a followers-only post, their own) is simply skipped.
      if (error instanceof AppError) return null;
      throw error;
    }
  };

  for (const [post, reader, reason, note] of POST_REPORTS) {
    const target = posts[post];
    if (!target) continue;
    await report(readers[reader]!, {
      targetType: 'post',
      targetId: target.id,
      reason,
      ...(note ? { note } : {}),
    });
  }

  const [comment] = await app.db
    .select({ id: postComments.id })
    .from(postComments)
    .where(and(inArray(postComments.userId, authors), isNull(postComments.deletedAt)))
    .orderBy(desc(postComments.createdAt))
    .limit(1);
  if (comment)
    await report(readers[4]!, {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'harassment',
      note: 'Piling on a beginner’s question.',
    });

  // The angler reports a message the captain sent them (a participant of that conversation).
  const [message] = await app.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, ids.captain), eq(messages.isDeleted, false)))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  if (message)
    await report(ids.angler, {
      targetType: 'message',
      targetId: message.id,
      reason: 'spam',
      note: 'Keeps sending me charter prices after I said no.',
    });

  await report(readers[6]!, {
    targetType: 'profile',
    targetId: ids.advertiser,
    reason: 'spam',
    note: 'The profile only links to a bait shop’s sale.',
  });

  // History: an earlier report of another post was settled with a warning by the demo moderator.
  const earlier = posts[3] ?? posts[4];
  if (earlier) {
    const made = await report(readers[8]!, {
      targetType: 'post',
      targetId: earlier.id,
      reason: 'harassment',
      note: 'Name-calling in the caption.',
    });
    if (made)
      await takeAction(deps, ids.moderator, made.itemId, {
        action: 'warn',
        reason: 'Please keep captions about the fishing, not about other anglers.',
      });
  }
}
