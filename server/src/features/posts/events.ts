import type { FastifyBaseLogger } from 'fastify';
import { rooms, SERVER_EVENTS } from '@tightlines/domain/realtime/events';
import type { NewPostEvent } from '@tightlines/domain/social/posts';
import type { Db } from '#server/db/client';
import type { Realtime } from '#server/realtime/realtime';
import { followerIds } from './repo';
import type { PostRow } from './repo';

/** Beyond this many followers the event goes to the first ones only; the rest see it on their next feed fetch. */
const MAX_RECIPIENTS = 10_000;

/**
 * After commit: tells the author's other tabs and, unless the post is private, their followers' sockets that a
 * post arrived (broadcast-post). A failure is logged only, never the request's problem.
 */
export function broadcastNewPost(
  deps: { db: Db; realtime: Realtime; log: FastifyBaseLogger },
  post: PostRow,
): void {
  const event: NewPostEvent = {
    postId: post.id,
    authorId: post.userId,
    createdAt: post.createdAt.toISOString(),
  };
  const recipients =
    post.visibility === 'private' ? Promise.resolve([]) : followerIds(deps.db, post.userId, MAX_RECIPIENTS);
  recipients.then(
    (ids) =>
      deps.realtime.io
        .to([post.userId, ...ids].map((id) => rooms.user(id)))
        .emit(SERVER_EVENTS.newPost, event),
    (error: unknown) => deps.log.error({ err: error, postId: post.id }, 'new-post broadcast failed'),
  );
}
