import { z } from 'zod';
import { ModerationNoticeSchema } from '../moderation/state';
import { PLACE_TYPES } from '../fishing-reports/location-tags';
import { PersonSchema } from './people';
import {
  FEED_PAGE_SIZE,
  POST_MAX_CHARS,
  TRENDING_HASHTAGS_DAYS,
  TRENDING_HASHTAGS_LIMIT,
  TRENDING_POSTS_PAGE_SIZE,
} from './limits';

export const VISIBILITIES = ['public', 'followers', 'private'] as const;
const VisibilitySchema = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof VisibilitySchema>;

/**
 * Post text as sent. The spec's rules (trimmed, at most POST_MAX_CHARS, blank text needs an image) are the
 * service's, so the answer is 'postTooLong' or 'postEmpty' rather than a generic field error; this bound only
 * keeps an absurd body out.
 */
const PostTextSchema = z.string().max(20_000);

/**
 * POST /api/posts: multipart/form-data with these fields and an optional file `image`, or JSON without an image.
 * The service checks the fields with this schema after the file is read (JSON is checked by the route too).
 */
export const CreatePostFieldsSchema = z.object({
  content: PostTextSchema.default(''),
  visibility: VisibilitySchema.default('public'),
  /** Post into a group (issue 16): the poster must be an active member; the post is then seen by members only. */
  groupId: z.uuid().optional(),
});
/** PATCH /api/posts/:postId: the text and/or the visibility. */
export const UpdatePostSchema = z.object({
  content: PostTextSchema.optional(),
  visibility: VisibilitySchema.optional(),
});

export const MediaSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Resized variants, widest last; `url` values are public paths (e.g. /uploads/post-media/…). */
  variants: z.array(z.object({ url: z.string(), width: z.number().int(), type: z.string() })),
});
export type Media = z.infer<typeof MediaSchema>;

export const PostSchema = z.object({
  id: z.uuid(),
  author: PersonSchema,
  content: z.string(),
  mediaUrl: z.string().nullable(),
  media: MediaSchema.nullable(),
  visibility: VisibilitySchema,
  postType: z.string(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  sharesCount: z.number().int(),
  viewsCount: z.number().int(),
  /** Mentions resolved at write time, so the client can link @handle to the right profile. */
  mentions: z.array(
    z.object({
      userId: z.uuid(),
      handle: z.string(),
      /** The name as written after '@' in `content` (a handle, or a first name the spec's fallback matched). */
      name: z.string(),
    }),
  ),
  hashtags: z.array(z.string()),
  likedByMe: z.boolean(),
  /** Whether the viewer saved the post (issue 19: saved posts); false for a visitor. */
  savedByMe: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** 'held' or 'hidden', shown to the author and staff only (domain moderation/state). */
  moderation: ModerationNoticeSchema,
  /** The group a group post was written in (members only see it); null or absent for ordinary posts. */
  group: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable().optional(),
  /** The place its author put on it (issue 19: location tags), by name; its point is on the locations map only. */
  place: z
    .object({ name: z.string(), placeType: z.enum(PLACE_TYPES) })
    .nullable()
    .optional(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostParamsSchema = z.object({ postId: z.uuid() });

/** Keyset pages (freshest first, no duplicates or gaps while new posts arrive). */
export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FEED_PAGE_SIZE),
});
export const PostPageSchema = z.object({ items: z.array(PostSchema), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof PostPageSchema>;

export const TRENDING_PERIODS = ['hourly', 'daily', 'weekly'] as const;
/** GET /api/posts/trending?period=daily (spec: default 24 h, page 20, widget 5). */
export const TrendingPostsQuerySchema = z.object({
  period: z.enum(TRENDING_PERIODS).default('daily'),
  limit: z.coerce.number().int().min(1).max(50).default(TRENDING_POSTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
});
export const PostListSchema = z.object({ items: z.array(PostSchema) });

/** GET /api/hashtags/trending?limit=10&days=7 */
export const TrendingHashtagsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(TRENDING_HASHTAGS_LIMIT),
  days: z.coerce.number().int().min(1).max(90).default(TRENDING_HASHTAGS_DAYS),
});
const TrendingHashtagSchema = z.object({
  hashtagId: z.uuid(),
  tag: z.string(),
  postCount: z.number().int(),
  engagementCount: z.number().int(),
  score: z.number(),
});
export const TrendingHashtagListSchema = z.object({ items: z.array(TrendingHashtagSchema) });
export type TrendingHashtag = z.infer<typeof TrendingHashtagSchema>;

/** GET /api/hashtags/:tag → the tag, its counts and whether the viewer follows it; 404 'hashtag not found'. */
export const HashtagParamsSchema = z.object({ tag: z.string().trim().min(1).max(100) });
export const HashtagSchema = z.object({
  id: z.uuid(),
  tag: z.string(),
  postCount: z.number().int(),
  followersCount: z.number().int(),
  isFollowing: z.boolean(),
});
export type Hashtag = z.infer<typeof HashtagSchema>;

export const CommentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  parentId: z.uuid().nullable(),
  author: PersonSchema,
  content: z.string(),
  createdAt: z.string(),
  replies: z.array(
    z.object({
      id: z.uuid(),
      postId: z.uuid(),
      parentId: z.uuid().nullable(),
      author: PersonSchema,
      content: z.string(),
      createdAt: z.string(),
      moderation: ModerationNoticeSchema,
    }),
  ),
  moderation: ModerationNoticeSchema,
});
export type Comment = z.infer<typeof CommentSchema>;
export const CreateCommentSchema = z.object({
  content: z.string().trim().min(1).max(POST_MAX_CHARS),
  parentId: z.uuid().optional(),
});
export const CommentPageSchema = z.object({
  items: z.array(CommentSchema),
  nextCursor: z.string().nullable(),
});

export const LikeStateSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export const ShareSchema = z.object({
  channel: z.enum(['link', 'facebook', 'x', 'linkedin', 'whatsapp', 'native']).default('link'),
});
export const ShareStateSchema = z.object({ sharesCount: z.number().int() });

/**
 * Socket event `new-post` on the `user:{id}` rooms of the author and their followers, after a public or
 * followers-only post is committed: enough to show "new posts" and refetch the feed (the feed decides
 * what the viewer may see).
 */
export const NewPostEventSchema = z.object({ postId: z.uuid(), authorId: z.uuid(), createdAt: z.string() });
export type NewPostEvent = z.infer<typeof NewPostEventSchema>;

export const CommentParamsSchema = z.object({ commentId: z.uuid() });
