import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { CHARTER_LIMITS } from '@tightlines/domain/charters/contract';
import type { OwnerListing } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { errorMessage } from '#web/lib/error-message';
import { useDeletePhoto, useOrderPhotos, useUploadPhoto } from '#web/features/charters/owner/api/listings';

/** Photos: upload one at a time with progress, reorder (buttons, or Alt+arrow keys on a photo), delete; first is the cover. */
export function PhotosTab({ listing }: { listing: OwnerListing }) {
  const { t, i18n } = useTranslation(['charter-listings', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(listing.id);
  const order = useOrderPhotos(listing.id);
  const remove = useDeletePhoto(listing.id);
  const [progress, setProgress] = useState<number | null>(null);
  const photos = listing.photos;
  const full = photos.length >= CHARTER_LIMITS.photosMax;

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= photos.length) return;
    const ids = photos.map((photo) => photo.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    order.mutate(ids, {
      onSuccess: () => toast.success(t('photos.moved', { position: target + 1 })),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(index, -1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(index, 1);
    }
  };

  const pick = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setProgress(0);
      try {
        await upload.mutateAsync({ file, onProgress: setProgress });
        toast.success(t('photos.uploaded'));
      } catch (error) {
        toast.error(errorMessage(t, error));
        break;
      } finally {
        setProgress(null);
      }
    }
    if (input.current) input.current.value = '';
  };

  const percent = (value: number) => new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(value);

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('photos.hint', { count: photos.length, max: CHARTER_LIMITS.photosMax })}
        </p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void pick(event.target.files)}
        />
        <Button
          disabled={full || progress !== null}
          busy={progress !== null}
          onClick={() => input.current?.click()}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {t('photos.add')}
        </Button>
      </div>
      {progress !== null && (
        <div className="space-y-1" role="status">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('photos.uploading', { percent: percent(progress) })}
          </p>
          <progress
            className="h-2 w-full accent-open"
            max={1}
            value={progress}
            aria-label={t('photos.progress')}
          />
        </div>
      )}
      {photos.length === 0 ? (
        <EmptyState icon={ImagePlus} title={t('photos.empty')} hint={t('photos.emptyHint')} />
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              tabIndex={0}
              onKeyDown={onKey(index)}
              aria-label={t('photos.item', { number: index + 1, count: photos.length })}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none dark:border-slate-700"
            >
              <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
                <img src={photo.url} alt="" className="h-full w-full object-cover" loading="lazy" />
                {index === 0 && (
                  <span className="absolute start-2 top-2 rounded-full bg-deep px-2 py-0.5 text-xs font-semibold text-white">
                    {t('photos.cover')}
                  </span>
                )}
              </div>
              <div className="flex items-center justify-between gap-1 p-2">
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === 0 || order.isPending}
                    aria-label={t('photos.moveUp', { number: index + 1 })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="h-5 w-5 rtl:rotate-0" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={index === photos.length - 1 || order.isPending}
                    aria-label={t('photos.moveDown', { number: index + 1 })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="h-5 w-5" aria-hidden="true" />
                  </Button>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={remove.isPending}
                  aria-label={t('photos.delete', { number: index + 1 })}
                  onClick={() =>
                    remove.mutate(photo.id, {
                      onSuccess: () => toast.success(t('photos.deleted')),
                      onError: (error) => toast.error(errorMessage(t, error)),
                    })
                  }
                >
                  <Trash2 className="h-5 w-5" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
