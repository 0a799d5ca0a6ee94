import { z } from 'zod';
import { MediaSchema } from '../social/posts';

/** /profile/gallery: how many photos a page holds. */
export const GALLERY_PAGE_SIZE = 24;

/** GET /api/gallery/mine?cursor=: my photos, newest first; `cursor` is the previous page's nextCursor. */
export const GalleryQuerySchema = z.object({
  /** `{epoch milliseconds}_{id}` of the last photo of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,13}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(60).default(GALLERY_PAGE_SIZE),
});
export type GalleryQuery = z.infer<typeof GalleryQuerySchema>;

export const GALLERY_SOURCES = ['post', 'catch'] as const;

export const GalleryPhotoSchema = z.object({
  /** The post's or the catch log entry's id. */
  id: z.uuid(),
  source: z.enum(GALLERY_SOURCES),
  url: z.string(),
  media: MediaSchema.nullable(),
  /** When the post was made or the fish was caught. */
  takenAt: z.string(),
  /** The post's text, or null for a catch. */
  caption: z.string().nullable(),
  /** The catch's species, or null for a post. */
  species: z.string().nullable(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;

export const GalleryPageSchema = z.object({
  items: z.array(GalleryPhotoSchema),
  nextCursor: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof GalleryPageSchema>;
