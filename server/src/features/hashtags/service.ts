import { normalizeTag } from '@tightlines/domain/social/parse';
import type { Hashtag, PostPage } from '@tightlines/domain/social/posts';
import { AppError } from '#server/lib/errors';
import { decodeCursor } from '#server/lib/cursor';
import { addHashtagFollowToFeed, removeHashtagFollowFromFeed } from '#server/features/feed/repo';
import { selectHashtagPostsPage } from '#server/features/posts/feed-repo';
import { toPage, type FeedDeps } from '#server/features/posts/feed-service';
import type { Db } from '#server/db/client';
import { trendingCache } from '#server/features/posts/trending-cache';
import { presentHashtag, presentTrendingHashtag } from './presenter';
import {
  deleteHashtagFollow,
  findHashtag,
  insertHashtagFollow,
  selectTrendingHashtags,
  viewerHashtagState,
  type HashtagRow,
} from './repo';

const hashtagNotFound = () => AppError.of(404, 'hashtagNotFound');

/** The stored tag for what the URL says ('#Bass', 'bass', 'BASS' are one tag); 404 'hashtag not found'. */
async function existingHashtag(db: Db, tag: string): Promise<HashtagRow> {
  const row = await findHashtag(db, normalizeTag(tag));
  if (!row) throw hashtagNotFound();
  return row;
}

interface HashtagView {
  row: HashtagRow;
  postCount: number;
  isFollowing: boolean;
}

/**
 * The tag as the viewer may know it: its count of the posts they may see (the public count, plus for a
 * signed-in viewer their own and their followees' followers-only posts). A tag none of whose posts they may
 * see is 'hashtag not found' unless they follow it: its name alone would tell that someone wrote it.
 */
async function viewHashtag(db: Db, viewerId: string | null, tag: string): Promise<HashtagView> {
  const row = await existingHashtag(db, tag);
  const state = viewerId
    ? await viewerHashtagState(db, row.id, viewerId)
    : { hiddenVisible: 0, following: false };
  const postCount = row.postCount + state.hiddenVisible;
  if (postCount === 0 && !state.following) throw hashtagNotFound();
  return { row, postCount, isFollowing: state.following };
}

export async function getHashtag(db: Db, viewerId: string | null, tag: string): Promise<Hashtag> {
  const view = await viewHashtag(db, viewerId, tag);
  return presentHashtag(view.row, view);
}

/** Posts under a tag the viewer may see, newest first. */
export async function hashtagPosts(
  deps: Pick<FeedDeps, 'db' | 'listDb' | 'uploadUrls'>,
  viewerId: string | null,
  tag: string,
  query: { cursor?: string; limit: number },
): Promise<PostPage> {
  const row = await existingHashtag(deps.db, tag);
  const cursor = decodeCursor(query.cursor);
  const rows = await selectHashtagPostsPage(deps.listDb, row.id, viewerId, cursor, query.limit + 1);
  // A tag with public posts is known to all; otherwise an empty first page asks whether it is known to this viewer.
  if (row.postCount === 0 && rows.length === 0 && !cursor) await viewHashtag(deps.db, viewerId, tag);
  return toPage(deps.uploadUrls, rows, query.limit);
}

/** Follow (idempotent): the tag's newest public posts join the follower's feed. */
export async function followHashtag(db: Db, viewerId: string, tag: string): Promise<Hashtag> {
  const { row, postCount } = await viewHashtag(db, viewerId, tag);
  const updated = await db.transaction(async (tx) => {
    const updated = await insertHashtagFollow(tx, viewerId, row.id);
    await addHashtagFollowToFeed(tx, viewerId, row.id);
    return updated;
  });
  return presentHashtag(updated ?? row, { postCount, isFollowing: true });
}

/** Unfollow (idempotent): the tag's posts leave the feed unless something else brings them there. */
export async function unfollowHashtag(db: Db, viewerId: string, tag: string): Promise<Hashtag> {
  const { row, postCount } = await viewHashtag(db, viewerId, tag);
  const updated = await db.transaction(async (tx) => {
    const updated = await deleteHashtagFollow(tx, viewerId, row.id);
    await removeHashtagFollowFromFeed(tx, viewerId, row.id);
    return updated;
  });
  return presentHashtag(updated ?? row, { postCount, isFollowing: false });
}

/** The most a trending query may ask for (TrendingHashtagsQuerySchema). */
const TRENDING_HASHTAGS_DEPTH = 50;

/** Trending hashtags of the last `days` (spec: 10 over 7 days by default); the ranking is cached. */
export async function trendingHashtags(
  deps: Pick<FeedDeps, 'db' | 'log'>,
  query: { limit: number; days: number },
) {
  const ranked = await trendingCache(deps).get(`hashtags:${query.days}`, async () =>
    (await selectTrendingHashtags(deps.db, query.days, TRENDING_HASHTAGS_DEPTH)).map(presentTrendingHashtag),
  );
  return { items: ranked.slice(0, query.limit) };
}
