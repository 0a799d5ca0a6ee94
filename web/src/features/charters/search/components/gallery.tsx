import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CharterPhoto } from '@tightlines/domain/charters/views';
import { cn } from '#web/components/ui/cn';
import { ListingCover } from './listing-card';

/**
 * A listing's photos: the chosen one large, thumbnails below. Keyboard: the arrow keys (mirrored in
 * right-to-left languages), Home and End move through the photos; each thumbnail is a button.
 */
export function Gallery({ photos, name }: { photos: readonly CharterPhoto[]; name: string }) {
  const { t, i18n } = useTranslation('charters');
  const [index, setIndex] = useState(0);
  if (photos.length === 0)
    return (
      <ListingCover card={{ cover: null, name }} className="aspect-[16/9] rounded-[var(--radius-card)]" />
    );
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)]!;
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(index + 1);
    else if (event.key === back) go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };
  const variants = current.media?.variants ?? [];
  const arrow =
    'absolute top-1/2 grid h-11 w-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-deep shadow focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none dark:bg-slate-800 dark:text-white';
  return (
    <section
      aria-roledescription={t('gallery.role')}
      aria-label={t('gallery.label', { name })}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-2"
    >
      <div className="relative aspect-[16/9] overflow-hidden rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800">
        <img
          src={current.url}
          srcSet={variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') || undefined}
          sizes="(min-width: 1024px) 66vw, 100vw"
          alt={t('gallery.photo', { index: index + 1, count, name })}
          className="h-full w-full object-cover"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={cn(arrow, 'start-3')}
              onClick={() => go(index - 1)}
              aria-label={t('gallery.previous')}
            >
              <ChevronLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(arrow, 'end-3')}
              onClick={() => go(index + 1)}
              aria-label={t('gallery.next')}
            >
              <ChevronRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
            </button>
            <p
              className="absolute end-3 bottom-3 rounded-full bg-black/60 px-2.5 py-0.5 text-xs font-semibold text-white tabular-nums"
              aria-live="polite"
            >
              {t('gallery.position', { index: index + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {photos.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('gallery.show', { index: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block h-16 w-24 overflow-hidden rounded-lg border-2 focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none',
                  position === index ? 'border-open' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={photo.media?.variants[0]?.url ?? photo.url}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
