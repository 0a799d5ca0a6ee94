import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userPosts } from '#server/db/schema';
import { createCollection, savePost } from '#server/features/saved/service';
import { createScheduled } from '#server/features/scheduled-posts/service';
import type { DemoWho } from './demo-social';

const HOUR = 3_600_000;

/** The next `hour`:00 (local to the server) at least `days` days ahead. */
function daysAhead(days: number, hour: number): Date {
  const at = new Date(Date.now() + days * 24 * HOUR);
  at.setHours(hour, 0, 0, 0);
  return at.getTime() - Date.now() < 2 * HOUR ? new Date(at.getTime() + 24 * HOUR) : at;
}

/**
 * Issue 19: the demo angler's saved posts, filed in two collections (one post in none), and two posts scheduled
 * for the coming days, all through the services people use.
 */
export async function seedDemoSaved(app: FastifyInstance, ids: Record<DemoWho, string>): Promise<void> {
  const angler = ids.angler;
  const others = await app.db
    .select({ id: userPosts.id, content: userPosts.content })
    .from(userPosts)
    .where(and(ne(userPosts.userId, angler), eq(userPosts.visibility, 'public'), isNull(userPosts.deletedAt)))
    .orderBy(desc(userPosts.createdAt))
    .limit(5);
  const deps = { db: app.db, listDb: app.listDb, uploadUrls: app.uploadUrls };
  const lures = await createCollection(deps, angler, 'Lure ideas');
  const trips = await createCollection(deps, angler, 'Trips to plan');
  for (const [index, post] of others.entries()) {
    const collection = index === others.length - 1 ? null : index % 2 === 0 ? lures.id : trips.id;
    await savePost(deps, angler, post.id, collection);
  }

  await createScheduled(app, angler, {
    fields: {
      content: 'Heading out at first light tomorrow. Walleye on the reef, jigs tipped with minnows. #walleye',
      visibility: 'public',
      publishAt: daysAhead(1, 6).toISOString(),
    },
    image: undefined,
  });
  await createScheduled(app, angler, {
    fields: {
      content: 'Weekend plan: night bite for channel cats below the dam. Who is in? #catfish',
      visibility: 'followers',
      publishAt: daysAhead(3, 18).toISOString(),
    },
    image: undefined,
  });
}
