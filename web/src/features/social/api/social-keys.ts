import type { TrendingPeriod } from '#web/features/social/lib/types';

/**
 * Every social query key starts with 'social'. Lists of posts share the 'social', 'posts' prefix so a like,
 * an edit or a delete can patch the same post wherever it is shown (see patch-posts.ts).
 */
export const socialKeys = {
  all: ['social'] as const,
  postLists: ['social', 'posts'] as const,
  feed: () => ['social', 'posts', 'feed'] as const,
  /** The feed's newest page, fetched on a `new-post` event or by polling, to count what is new. */
  feedHead: () => ['social', 'posts', 'feed-head'] as const,
  mentions: () => ['social', 'posts', 'mentions'] as const,
  userPosts: (userId: string) => ['social', 'posts', 'user', userId] as const,
  hashtagPosts: (tag: string) => ['social', 'posts', 'hashtag', tag] as const,
  groupPosts: (groupId: string) => ['social', 'posts', 'group', groupId] as const,
  trendingPosts: (period: TrendingPeriod, limit: number) =>
    ['social', 'posts', 'trending', period, limit] as const,
  /** Issue 19: my saved posts, all ('all'), in no collection ('none') or in one collection (its id). */
  saved: (collection: string) => ['social', 'posts', 'saved', collection] as const,
  savedLists: ['social', 'posts', 'saved'] as const,
  collections: () => ['social', 'collections'] as const,
  scheduled: () => ['social', 'scheduled'] as const,
  post: (postId: string) => ['social', 'post', postId] as const,
  comments: (postId: string) => ['social', 'comments', postId] as const,
  trendingHashtags: (limit: number) => ['social', 'hashtags', 'trending', limit] as const,
  hashtag: (tag: string) => ['social', 'hashtags', 'detail', tag] as const,
};
