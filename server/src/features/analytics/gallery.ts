import type { GalleryPage, GalleryQuery } from '@tightlines/domain/gallery/contract';
import { MediaSchema } from '@tightlines/domain/social/posts';
import type { Db } from '#server/db/client';
import { galleryPage } from './gallery-repo';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** GET /api/gallery/mine: a page of my photos (posts and catch log), newest first. */
export async function myGallery(db: Db, userId: string, query: GalleryQuery): Promise<GalleryPage> {
  const [ms, id] = query.cursor ? query.cursor.split('_') : [];
  const after = ms && id ? { at: new Date(Number(ms)), id } : null;
  const rows = await galleryPage(db, userId, { after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const media = MediaSchema.safeParse(row.media);
      return {
        id: row.id,
        source: row.source,
        url: row.url,
        media: row.media !== null && media.success ? media.data : null,
        takenAt: asDate(row.taken_at).toISOString(),
        caption: row.caption,
        species: row.species,
      };
    }),
    nextCursor: rows.length > query.limit && last ? `${asDate(last.taken_at).getTime()}_${last.id}` : null,
  };
}
