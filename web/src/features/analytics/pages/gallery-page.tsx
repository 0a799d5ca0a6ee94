import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Fish, Images, PenLine } from 'lucide-react';
import type { GalleryPhoto } from '@tightlines/domain/gallery/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { isPathAvailable, PAGES } from '#web/lib/pages';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useGallery } from '#web/features/analytics/api/get-gallery';
import { GalleryLightbox, usePhotoAlt } from '#web/features/analytics/components/gallery-lightbox';

const CATCH_LOG_PATH = '/profile/catch-log';
/** Thumbnails: half a phone, a third of a tablet, a quarter of the page. */
const THUMB_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

const srcSetOf = (photo: GalleryPhoto) =>
  photo.media && photo.media.variants.length > 0
    ? photo.media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : undefined;

/** /profile/gallery: my photos from posts and the catch log, newest first, paged; a tap opens the lightbox. */
export function GalleryPage() {
  const { t } = useTranslation('analytics');
  useDocumentTitle(t('gallery.title'));
  usePreloadSpeciesNames();
  const speciesName = useSpeciesName();
  const altOf = usePhotoAlt();
  const query = useGallery();
  const [open, setOpen] = useState<number | null>(null);
  const photos = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8 lg:py-12">
      <PageHeader title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      <div className="mt-6">
        {query.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('gallery.loading')}
            className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
          >
            {[0, 1, 2, 3, 4, 5, 6, 7].map((tile) => (
              <li key={tile}>
                <Skeleton className="aspect-square w-full rounded-[var(--radius-card)]" />
              </li>
            ))}
          </ul>
        ) : query.isError && photos.length === 0 ? (
          <QueryError
            title={t('gallery.loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : photos.length === 0 ? (
          <Card>
            <EmptyState
              icon={Images}
              title={t('gallery.empty')}
              hint={t('gallery.emptyHint')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Link to={PAGES.getsocial.path} className={buttonClasses('primary')}>
                    <PenLine className="h-4 w-4" aria-hidden="true" />
                    {t('empty.post')}
                  </Link>
                  {isPathAvailable(CATCH_LOG_PATH) && (
                    <Link to={CATCH_LOG_PATH} className={buttonClasses('outline')}>
                      <Fish className="h-4 w-4" aria-hidden="true" />
                      {t('empty.logCatch')}
                    </Link>
                  )}
                </div>
              }
            />
          </Card>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {photos.map((photo, index) => {
              const alt = altOf(photo, speciesName);
              const srcSet = srcSetOf(photo);
              return (
                <li key={`${photo.source}-${photo.id}`}>
                  <button
                    type="button"
                    onClick={() => setOpen(index)}
                    aria-label={t('gallery.open', { photo: alt })}
                    className="group relative block w-full overflow-hidden rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
                  >
                    <picture>
                      {srcSet && <source type="image/webp" srcSet={srcSet} sizes={THUMB_SIZES} />}
                      <img
                        src={photo.url}
                        alt=""
                        loading={index < 8 ? 'eager' : 'lazy'}
                        decoding="async"
                        className="aspect-square w-full object-cover transition-transform duration-200 ease-out group-hover:scale-105 motion-reduce:transition-none"
                      />
                    </picture>
                    {photo.source === 'catch' && (
                      <span className="absolute start-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-deep/80 px-2 py-1 text-xs font-semibold text-white">
                        <Fish className="h-3.5 w-3.5" aria-hidden="true" />
                        {photo.species ? speciesName(photo.species) : t('gallery.catch')}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-sm text-danger">
          {t('gallery.loadMoreFailed')}: {errorMessage(t, query.error)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
          >
            {t('gallery.loadMore')}
          </Button>
        </div>
      )}
      <GalleryLightbox photos={photos} index={open} onIndexChange={setOpen} speciesName={speciesName} />
    </div>
  );
}
