import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ImagePlus } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useAddPhoto, useEventPhotos } from '#web/features/tournaments/api/event';
import { PagedList } from '#web/components/ui/paged-list';
import { ModerationNotice, ReportMenu, SuspendedNotice, useSuspension } from '#web/features/safety';

/** Photos anglers share from the event (people taking part and its staff add them); a tap opens the full-size image. */
export function EventPhotos({ eventId, open, canAdd }: { eventId: string; open: boolean; canAdd: boolean }) {
  const { t } = useTranslation('tournaments');
  const me = useMe();
  const query = useEventPhotos(eventId);
  const add = useAddPhoto(eventId);
  const input = useRef<HTMLInputElement>(null);
  const caption = '';
  const suspended = useSuspension() !== null;
  const viewerId = me.data?.user?.id ?? null;

  const upload = (file: File | undefined) => {
    if (!file || suspended) return;
    add.mutate(
      { file, caption },
      {
        onSuccess: () => toast.success(t('photos.added')),
        onError: (error) => toast.error(t('photos.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <section aria-labelledby="photos-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="photos-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('photos.title')}
        </h2>
        {me.data?.user && open && canAdd && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={t('photos.add')}
              tabIndex={-1}
              onChange={(e) => {
                upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button
              variant="outline"
              size="sm"
              busy={add.isPending}
              disabled={suspended}
              aria-describedby={suspended ? 'event-photo-suspended' : undefined}
              onClick={() => input.current?.click()}
            >
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
              {t('photos.add')}
            </Button>
          </>
        )}
      </div>
      {me.data?.user && open && canAdd && <SuspendedNotice id="event-photo-suspended" />}
      <PagedList
        query={query}
        errorTitle={t('photos.error')}
        empty={t('photos.empty')}
        skeleton={
          <div className="grid grid-cols-3 gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className="aspect-square animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800"
              />
            ))}
          </div>
        }
      >
        {(items) => (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {items.map((photo) => {
              const thumb = photo.media?.variants[0]?.url ?? photo.url;
              return (
                <li key={photo.id} className="relative">
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-lg focus:outline-none focus:ring-2 focus:ring-open"
                  >
                    <img
                      src={thumb}
                      alt={photo.caption || t('photos.by', { name: photo.author.displayName })}
                      loading="lazy"
                      className="aspect-square w-full object-cover transition-transform hover:scale-105"
                    />
                  </a>
                  {viewerId === photo.author.id ? (
                    <ModerationNotice state={photo.moderation} className="mt-1 px-2 py-1 text-xs" />
                  ) : (
                    <ReportMenu
                      targetType="event_photo"
                      targetId={photo.id}
                      authorName={photo.author.displayName}
                      className="absolute end-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/70"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
