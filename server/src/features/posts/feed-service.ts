import type { FastifyBaseLogger } from 'fastify';
import type { PostPage } from '@tightlines/domain/social/posts';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { UploadUrls } from '#server/storage/signed-urls';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import {
  selectFeedPage,
  selectGroupPostsPage,
  selectMentionsPage,
  selectPostsByIds,
  selectTrendingPostIds,
  selectUserPostsPage,
  type PostListRow,
} from './feed-repo';
import { presentPost } from './presenter';
import { profileExists } from '#server/features/follows/repo';
import { trendingCache } from './trending-cache';
import { canSeeGroupContent, loadGroupAccess } from '#server/features/groups/access-repo';

/** What the post lists use of the app (routes build it once; tests may pass the app). */
export interface FeedDeps {
  db: Db;
  /** Connections for the lists of posts. */
  listDb: Db;
  uploadUrls: UploadUrls;
  log: FastifyBaseLogger;
}

interface PageQuery {
  cursor?: string;
  limit: number;
}

/** Lists ask for one row more than the page; its presence means there is a next page. */
export function toPage(uploadUrls: UploadUrls, rows: PostListRow[], limit: number): PostPage {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => presentPost(row, uploadUrls)),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}

/** The signed-in person's feed: own posts, people and hashtags they follow; newest first, keyset-paged. */
export async function feed(deps: FeedDeps, viewerId: string, query: PageQuery): Promise<PostPage> {
  return toPage(
    deps.uploadUrls,
    await selectFeedPage(deps.listDb, viewerId, decodeCursor(query.cursor), query.limit + 1),
    query.limit,
  );
}

/**
 * A person's posts as the viewer may see them: all of them for themselves, followers-only for followers. One
 * statement per page; only an empty page asks whether the person exists (404).
 */
export async function userPosts(
  deps: FeedDeps,
  viewerId: string | null,
  authorId: string,
  query: PageQuery,
): Promise<PostPage> {
  const rows = await selectUserPostsPage(
    deps.listDb,
    authorId,
    viewerId,
    decodeCursor(query.cursor),
    query.limit + 1,
  );
  if (rows.length === 0 && !(await profileExists(deps.db, authorId))) throw AppError.of(404, 'userNotFound');
  return toPage(deps.uploadUrls, rows, query.limit);
}

/** Posts that mention the signed-in person (spec: /mentions). */
export async function mentions(deps: FeedDeps, viewerId: string, query: PageQuery): Promise<PostPage> {
  return toPage(
    deps.uploadUrls,
    await selectMentionsPage(deps.listDb, viewerId, decodeCursor(query.cursor), query.limit + 1),
    query.limit,
  );
}

const WINDOW_HOURS = { hourly: 1, daily: 24, weekly: 24 * 7 } as const;

/** Deep enough for the last page the query schema allows (offset ≤ 1000, limit ≤ 50). */
const TRENDING_DEPTH = 1050;

/** Trending posts of the period (spec: hourly, daily — the default 24 h — or weekly); the ranking is cached. */
export async function trendingPosts(
  deps: FeedDeps,
  viewerId: string | null,
  query: { period: keyof typeof WINDOW_HOURS; limit: number; offset: number },
) {
  const ranked = await trendingCache(deps).get(`posts:${query.period}`, () =>
    selectTrendingPostIds(deps.db, WINDOW_HOURS[query.period], TRENDING_DEPTH),
  );
  const rows = await selectPostsByIds(
    deps.listDb,
    ranked.slice(query.offset, query.offset + query.limit),
    viewerId,
  );
  return { items: rows.map((row) => presentPost(row, deps.uploadUrls)) };
}

/**
 * A group's posts (issue 16), newest first: its active members only (403 'groupMembersOnly'); 404 'groupNotFound'
 * for an unknown, deleted or hidden group.
 */
export async function groupPosts(
  deps: FeedDeps,
  viewerId: string | null,
  groupIdOrSlug: string,
  query: PageQuery,
): Promise<PostPage> {
  const access = await loadGroupAccess(deps.db, groupIdOrSlug, viewerId);
  if (!access || access.hidden) throw AppError.of(404, 'groupNotFound');
  if (!viewerId || !canSeeGroupContent(access)) throw AppError.of(403, 'groupMembersOnly');
  return toPage(
    deps.uploadUrls,
    await selectGroupPostsPage(
      deps.listDb,
      access.groupId,
      viewerId,
      decodeCursor(query.cursor),
      query.limit + 1,
    ),
    query.limit,
  );
}
