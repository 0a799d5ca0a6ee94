import type { LocationInputSchema } from '@tightlines/domain/fishing-reports/location-tags';
import {
  MAP_TAGS_MAX,
  TRENDING_SAMPLE,
  type LocationMap,
  type LocationMapQuery,
  type PlaceType,
  type PostLocation,
  type TrendingLocations,
} from '@tightlines/domain/fishing-reports/location-tags';
import { trendingLocations } from '@tightlines/domain/fishing-reports/trending';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { forbidden, notFound } from '#server/lib/errors';
import { deletePostTag, findPostForTag, latestTags, savePostTag, tagsInBox } from './repo';

/** Location tags (issue 19): trending places, the map of shared spots, and a post's place. */

const num = (value: number | null) => (value === null ? null : Number(value));

/** Trending locations (spec §9): the top 8 places of the latest 100 counted tags. */
export async function trending(db: Db): Promise<TrendingLocations> {
  const rows = await latestTags(db, TRENDING_SAMPLE);
  return {
    items: trendingLocations(
      rows.map((row) => ({
        name: row.location_name,
        placeType: row.place_type as PlaceType,
        latitude: num(row.latitude),
        longitude: num(row.longitude),
      })),
    ),
  };
}

/** Shared spots inside a bounding box (at most MAP_TAGS_MAX; `truncated` says when there were more). */
export async function mapLocations(db: Db, box: LocationMapQuery): Promise<LocationMap> {
  const rows = await tagsInBox(db, box, MAP_TAGS_MAX + 1);
  return {
    items: rows.slice(0, MAP_TAGS_MAX).map((row) => ({
      name: row.location_name,
      placeType: row.place_type as PlaceType,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      count: row.count,
      lastTaggedAt: new Date(row.last_at).toISOString(),
    })),
    truncated: rows.length > MAP_TAGS_MAX,
  };
}

async function ownPost(db: Db, userId: string, postId: string): Promise<void> {
  const post = await findPostForTag(db, postId);
  if (!post || post.deleted) throw notFound();
  if (post.user_id !== userId) throw forbidden();
}

/** The author tags their post with a place they chose to share (its spot only when they give one). */
export async function tagPost(
  db: Db,
  userId: string,
  postId: string,
  input: z.output<typeof LocationInputSchema>,
): Promise<PostLocation> {
  await ownPost(db, userId, postId);
  await savePostTag(db, postId, { userId, ...input });
  return { postId, location: input };
}

/** The author takes the place off their post. */
export async function untagPost(db: Db, userId: string, postId: string): Promise<PostLocation> {
  await ownPost(db, userId, postId);
  await deletePostTag(db, postId);
  return { postId, location: null };
}
