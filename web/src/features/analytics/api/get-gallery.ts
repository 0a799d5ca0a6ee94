import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GalleryPage } from '@tightlines/domain/gallery/contract';
import { api } from '#web/lib/api-client';

export const galleryKeys = {
  all: ['gallery'] as const,
  mine: () => ['gallery', 'mine'] as const,
};

/** GET /api/gallery/mine: my photos, newest first; `cursor` is the previous page's nextCursor. */
export function getGallery(cursor?: string | null): Promise<GalleryPage> {
  return api<GalleryPage>(cursor ? `/gallery/mine?cursor=${encodeURIComponent(cursor)}` : '/gallery/mine');
}

export const getGalleryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: galleryKeys.mine(),
    queryFn: ({ pageParam }) => getGallery(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useGallery() {
  return useInfiniteQuery(getGalleryQueryOptions());
}
