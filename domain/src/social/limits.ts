/** Limits and page sizes of the social core. */
export const POST_MAX_CHARS = 500;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_PAGE_SIZE = 20;
export const FOLLOW_LIST_PAGE_SIZE = 50;
export const PEOPLE_SEARCH_LIMIT = 20;
export const PEOPLE_SEARCH_MIN_CHARS = 2;
export const PEOPLE_SEARCH_MAX_CHARS = 100;
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;
export const SUGGESTIONS_DEFAULT = 10;
export const SUGGESTIONS_WIDGET = 5;
export const TRENDING_HASHTAGS_LIMIT = 10;
export const TRENDING_HASHTAGS_DAYS = 7;
export const TRENDING_POSTS_PAGE_SIZE = 20;
export const TRENDING_POSTS_WIDGET = 5;
export const NOTIFICATIONS_LIMIT = 50;
export const COMMENTS_PAGE_SIZE = 20;
/** Cache freshness: feed 5 min, recommended users 10 min, trending posts 2 min. */
export const FEED_STALE_MS = 5 * 60_000;
export const SUGGESTIONS_STALE_MS = 10 * 60_000;
export const TRENDING_POSTS_STALE_MS = 2 * 60_000;
/** Realtime: wait 5 s for the socket, then poll. */
export const REALTIME_INIT_WAIT_MS = 5_000;
