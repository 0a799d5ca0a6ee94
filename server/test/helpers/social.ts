import type { FastifyInstance } from 'fastify';
import { follows } from '#server/db/schema';
import { addFollowToFeed } from '#server/features/feed/repo';
import { buildUser, type BuiltUser } from './factories';

/**
 * Follow rows are written directly (the follows API is another feature's, and it notifies), with the feed's
 * back-fill the follows service also runs.
 */
export async function follow(app: FastifyInstance, follower: BuiltUser, following: BuiltUser): Promise<void> {
  await app.db.transaction(async (tx) => {
    await tx
      .insert(follows)
      .values({ followerId: follower.id, followingId: following.id })
      .onConflictDoNothing();
    await addFollowToFeed(tx, follower.id, following.id);
  });
}

export interface Audience {
  author: BuiltUser;
  /** Follows the author. */
  fan: BuiltUser;
  /** Follows nobody and is followed by nobody. */
  stranger: BuiltUser;
}

/** Who sees what: an author, a fan who follows the author, and a stranger to both. */
export async function buildAudience(app: FastifyInstance): Promise<Audience> {
  const author = await buildUser(app, { firstName: 'Harper', lastName: 'Hook' });
  const fan = await buildUser(app, { firstName: 'Finley', lastName: 'Fan' });
  const stranger = await buildUser(app, { firstName: 'Sky', lastName: 'Stranger' });
  await follow(app, fan, author);
  return { author, fan, stranger };
}
