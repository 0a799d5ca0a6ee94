import { z } from 'zod';
import { PostSchema } from '../social/posts';

/** Limits of saved posts and collections (issue 19 part 4). */
export const SAVED_PAGE_SIZE = 20;
export const COLLECTION_NAME_MAX = 60;
/** A person keeps at most this many named collections (a list, not a filing cabinet). */
export const COLLECTIONS_MAX = 100;

/**
 * `?collection=` on GET /api/saved: absent for "All saved", a collection's id for its posts, or 'none' for the
 * saved posts that are in no collection.
 */
export const SavedQuerySchema = z.object({
  collection: z.union([z.uuid(), z.literal('none')]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SAVED_PAGE_SIZE),
});
export type SavedQuery = z.infer<typeof SavedQuerySchema>;

/** One saved post: the post as the saver may see it now, where it is filed and when it was saved. */
export const SavedPostSchema = z.object({
  post: PostSchema,
  collectionId: z.uuid().nullable(),
  savedAt: z.string(),
});
export type SavedPost = z.infer<typeof SavedPostSchema>;
export const SavedPageSchema = z.object({
  items: z.array(SavedPostSchema),
  nextCursor: z.string().nullable(),
});
export type SavedPage = z.infer<typeof SavedPageSchema>;

/**
 * PUT /api/posts/:postId/save: saves (idempotent) and files the post in `collectionId`, or in none with null;
 * without `collectionId` a post already saved keeps its collection. The same call moves a saved post.
 */
export const SavePostSchema = z.object({ collectionId: z.uuid().nullable().optional() });
export const SaveStateSchema = z.object({ saved: z.boolean(), collectionId: z.uuid().nullable() });
export type SaveState = z.infer<typeof SaveStateSchema>;

/** Collection names: trimmed, 1–60 characters (the service answers 'collectionNameRequired' for a blank one). */
const CollectionNameSchema = z.string().max(200);
export const CreateCollectionSchema = z.object({ name: CollectionNameSchema });
export const UpdateCollectionSchema = z.object({ name: CollectionNameSchema });
export const CollectionParamsSchema = z.object({ collectionId: z.uuid() });

export const CollectionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Saved posts filed here that the owner can still see. */
  postsCount: z.number().int(),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;
/** GET /api/collections: the person's collections by name, and how many saved posts they can see in all. */
export const CollectionListSchema = z.object({
  items: z.array(CollectionSchema),
  savedCount: z.number().int(),
});
export type CollectionList = z.infer<typeof CollectionListSchema>;

/** The trimmed name, or the message code that refuses it. */
export function checkCollectionName(
  raw: string,
): { ok: true; name: string } | { ok: false; code: 'collectionNameRequired' | 'collectionNameTooLong' } {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, code: 'collectionNameRequired' };
  if (name.length > COLLECTION_NAME_MAX) return { ok: false, code: 'collectionNameTooLong' };
  return { ok: true, name };
}
