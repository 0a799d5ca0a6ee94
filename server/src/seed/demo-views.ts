import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/errors';
import { viewPost } from '#server/features/posts/service';
import { rngOf } from '#server/features/demo/art/index';

/**
 * How many people have seen a demo post: more the older it is and the more it was liked, never fewer than those
 * who liked or answered it, never more than could see it.
 */
export function plannedViews(seed: string, likes: number, hoursAgo: number): number {
  const rng = rngOf(`views|${seed}`);
  return Math.round(2 + 2 * likes + 0.3 * hoursAgo + rng.range(0, 3));
}

/**
 * Counts the views through the service a reader's screen calls: engaged people first (they saw it), then the
 * others in a seeded order, skipping whoever may not see the post (followers-only) until the count is reached.
 */
export async function seedDemoViews(
  app: FastifyInstance,
  postId: string,
  target: number,
  engaged: string[],
  others: string[],
  seed: string,
): Promise<void> {
  const rng = rngOf(`viewers|${seed}`);
  const shuffled = others
    .map((id) => ({ id, key: rng.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ id }) => id);
  const viewers = [...new Set([...engaged, ...shuffled])];
  let counted = 0;
  for (const viewer of viewers) {
    if (counted >= target) break;
    try {
      await viewPost(app, viewer, postId);
      counted++;
    } catch (error) {
      // A followers-only post: people who do not follow its author never see it.
      if (error instanceof AppError && error.status === 404) continue;
      throw error;
    }
  }
}
