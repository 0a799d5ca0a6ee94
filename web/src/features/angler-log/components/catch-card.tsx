import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Eye, EyeOff, Fish, MapPin, Pencil, Share2, Trash2, Trophy, Users } from 'lucide-react';
import type { CatchLogEntry } from '@tightlines/domain/angler-log/contract';
import type { Media } from '@tightlines/domain/social/posts';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { fullTime } from '#web/lib/format/time';
import { useSpeciesName } from '#web/lib/species-name';
import { useDeleteEntry } from '#web/features/angler-log/api/catch-log';
import { CatchFormDialog } from './catch-form-dialog';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ShareDialog, SharedLink } from './share-dialog';

const srcSetOf = (media: Media) =>
  media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/** A photo first (4:5), then species · weight · length in large tabular type, the date and the water. */
export function CatchCard({ entry }: { entry: CatchLogEntry }) {
  const { t, i18n } = useTranslation(['angler-log', 'errors']);
  const speciesName = useSpeciesName();
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const place = entry.location.waterName ?? entry.location.region;
  const VisibilityIcon =
    entry.visibility === 'public' ? Eye : entry.visibility === 'followers' ? Users : EyeOff;

  return (
    <article className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[4/5] bg-shallows dark:bg-slate-800">
        {entry.photoUrl ? (
          <picture>
            {entry.media && entry.media.variants.length > 0 && (
              <source
                type="image/webp"
                srcSet={srcSetOf(entry.media)}
                sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 100vw"
              />
            )}
            <img
              src={entry.photoUrl}
              alt={speciesName(entry.species)}
              loading="lazy"
              width={entry.media?.width}
              height={entry.media?.height}
              className="h-full w-full object-cover"
            />
          </picture>
        ) : (
          <div className="grid h-full place-items-center text-open dark:text-open-400">
            <Fish className="h-16 w-16" aria-hidden="true" />
          </div>
        )}
        {entry.tournament && (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-deep/85 px-2.5 py-1 text-xs font-semibold text-white">
            <Trophy className="h-3.5 w-3.5" aria-hidden="true" />
            {t('card.tournament', { name: entry.tournament.eventName })}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold text-deep dark:text-white">{speciesName(entry.species)}</h3>
        {(entry.weightGrams || entry.lengthMm) && (
          <p className="text-2xl font-extrabold text-deep tabular-nums dark:text-white">
            {[
              entry.weightGrams ? formatWeight(entry.weightGrams, i18n.language) : null,
              entry.lengthMm ? formatLength(entry.lengthMm, i18n.language) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <time dateTime={entry.caughtAt}>{fullTime(entry.caughtAt, i18n.language)}</time>
        </p>
        {place && (
          <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
            {place}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <VisibilityIcon className="h-3.5 w-3.5" aria-hidden="true" />
            {t(`visibility.${entry.visibility}.label`)}
          </span>
          <span>{t(`precision.${entry.location.precision}.short`)}</span>
          {entry.tackle && <span>{t('card.tackle', { name: entry.tackle.name })}</span>}
        </p>
        {entry.postId && <SharedLink postId={entry.postId} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('card.edit')}
          </Button>
          {!entry.postId && (
            <Button size="sm" variant="secondary" onClick={() => setSharing(true)}>
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {t('card.share')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(true)}
            aria-label={t('card.deleteLabel', { species: speciesName(entry.species) })}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('card.delete')}
          </Button>
        </div>
      </div>
      <CatchFormDialog open={editing} onOpenChange={setEditing} entry={entry} />
      {sharing && <ShareDialog entry={entry} open={sharing} onOpenChange={setSharing} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title')}
        description={entry.postId ? t('delete.bodyShared') : t('delete.body')}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(entry.id, {
            onSuccess: () => {
              toast.success(t('toast.deleted'));
              setDeleting(false);
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      />
    </article>
  );
}
