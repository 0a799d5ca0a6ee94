import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { GalleryPhoto } from '@tightlines/domain/gallery/contract';
import { directionOf } from '@tightlines/domain/i18n/languages';
import { Modal } from '#web/components/ui/modal';
import { Button } from '#web/components/ui/button';

const srcSetOf = (photo: GalleryPhoto) =>
  photo.media && photo.media.variants.length > 0
    ? photo.media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')
    : undefined;

/** A photo's words: the species for a catch, the post's text for a post. */
export function usePhotoAlt(): (photo: GalleryPhoto, speciesName: (stored: string) => string) => string {
  const { t, i18n } = useTranslation('analytics');
  return (photo, speciesName) => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
      new Date(photo.takenAt),
    );
    return photo.species
      ? t('gallery.catchAlt', { species: speciesName(photo.species), date })
      : t('gallery.postAlt', { date });
  };
}

/**
 * The whole picture over the page, with previous/next (buttons and the arrow keys, mirrored in right-to-left
 * languages); Escape or the close button returns focus to the thumbnail that opened it.
 */
export function GalleryLightbox({
  photos,
  index,
  onIndexChange,
  speciesName,
}: {
  photos: readonly GalleryPhoto[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  speciesName: (stored: string) => string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const altOf = usePhotoAlt();
  const rtl = directionOf(i18n.language.split('-')[0] ?? i18n.language) === 'rtl';
  const photo = index === null ? undefined : photos[index];
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < photos.length - 1;

  useEffect(() => {
    if (index === null) return;
    const handleKey = (event: KeyboardEvent) => {
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward && index < photos.length - 1) onIndexChange(index + 1);
      if (event.key === back && index > 0) onIndexChange(index - 1);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [index, photos.length, onIndexChange, rtl]);

  const alt = photo ? altOf(photo, speciesName) : '';
  const srcSet = photo ? srcSetOf(photo) : undefined;
  return (
    <Modal
      open={photo !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={alt}
      hideTitle
      closeLabel={t('gallery.close')}
      tone="photo"
    >
      {photo && (
        <figure className="flex flex-col items-center gap-3">
          <picture>
            {srcSet && <source type="image/webp" srcSet={srcSet} sizes="100vw" />}
            <img src={photo.url} alt={alt} className="mx-auto max-h-[78dvh] w-auto object-contain" />
          </picture>
          <figcaption className="max-w-2xl px-4 text-center text-sm text-slate-200">
            {photo.caption ? `${photo.caption} · ${alt}` : alt}
          </figcaption>
          <div className="flex items-center gap-3 pb-3">
            <Button
              variant="outline"
              onClick={() => index !== null && onIndexChange(index - 1)}
              disabled={!hasPrevious}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </Button>
            <span className="text-sm text-slate-300 tabular-nums">
              {t('gallery.position', {
                position: new Intl.NumberFormat(i18n.language).format((index ?? 0) + 1),
                total: new Intl.NumberFormat(i18n.language).format(photos.length),
              })}
            </span>
            <Button
              variant="outline"
              onClick={() => index !== null && onIndexChange(index + 1)}
              disabled={!hasNext}
              aria-label={t('gallery.next')}
            >
              <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </Button>
          </div>
        </figure>
      )}
    </Modal>
  );
}
