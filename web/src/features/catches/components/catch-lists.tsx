import { useTranslation } from 'react-i18next';
import { Camera, Fish, RefreshCw, Trash2 } from 'lucide-react';
import type { MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import { Button } from '#web/components/ui/button';
import { fullTime } from '#web/lib/format/time';
import type { QueuedCatch } from '#web/features/catches/lib/offline-queue';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { CatchStatusBadge } from '#web/components/status/catch-status-badge';
import { useEffect, useState } from 'react';
import { useSpeciesName } from '#web/lib/species-name';

function Measures({ weightGrams, lengthMm }: { weightGrams: number | null; lengthMm: number | null }) {
  const { i18n } = useTranslation();
  return (
    <span className="tabular-nums">
      {[
        weightGrams ? formatWeight(weightGrams, i18n.language) : null,
        lengthMm ? formatLength(lengthMm, i18n.language) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}

function BlobThumb({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url ? <img src={url} alt={alt} className="h-20 w-20 shrink-0 rounded-lg object-cover" /> : null;
}

const numberOr = (value: string | undefined) => (value ? Number(value) : null);

/** Catches still on this phone: waiting to upload, or refused by the server (with why, and a way to drop them). */
export function QueuedCatchList({
  items,
  syncing,
  onRetry,
  onDiscard,
}: {
  items: QueuedCatch[];
  syncing: boolean;
  onRetry: () => void;
  onDiscard: (id: string) => void;
}) {
  const { t, i18n } = useTranslation(['catches', 'errors']);
  const speciesName = useSpeciesName();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queued-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="queued-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('queue.title', { count: items.length })}
        </h2>
        <Button variant="outline" size="sm" onClick={onRetry} busy={syncing}>
          {!syncing && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
          {t('queue.retry')}
        </Button>
      </div>
      <ul className="space-y-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <BlobThumb
              blob={item.photo}
              alt={t('list.photoAlt', { species: speciesName(item.fields.species ?? '') })}
            />
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-deep dark:text-white">
                  {speciesName(item.fields.species ?? '')}
                </span>
                <CatchStatusBadge status={item.state} />
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <Measures
                  weightGrams={numberOr(item.fields.weightGrams)}
                  lengthMm={numberOr(item.fields.lengthMm)}
                />
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('list.caughtAt', { time: fullTime(item.fields.caughtAt ?? item.queuedAt, i18n.language) })}
              </p>
              {item.state === 'failed' && item.error && (
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm font-medium text-danger dark:text-red-400">
                    {i18n.exists(`errors:${item.error.code}`)
                      ? t(`errors:${item.error.code}`)
                      : item.error.message}
                  </p>
                  <Button variant="ghost" size="sm" onClick={() => onDiscard(item.id)}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t('queue.discard')}
                  </Button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The catches the server has, newest first, with the judges' status and reasons. */
export function MyCatchList({
  catches,
  onResubmit,
}: {
  catches: MyCatch[];
  /** Offered on a catch the judges asked to re-submit, until a replacement is sent. */
  onResubmit?: (fish: MyCatch) => void;
}) {
  const replaced = new Set(catches.map((fish) => fish.resubmissionOf).filter(Boolean));
  const { t, i18n } = useTranslation('catches');
  const speciesName = useSpeciesName();
  if (catches.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
        <Fish className="h-8 w-8 text-open" aria-hidden="true" />
        <p className="font-semibold text-deep dark:text-white">{t('list.empty')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('list.emptyHint')}</p>
      </div>
    );
  return (
    <ul className="space-y-3">
      {catches.map((fish) => (
        <li
          key={fish.id}
          className="flex gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        >
          <img
            src={fish.media?.variants[0]?.url ?? fish.photoUrl}
            alt={t('list.photoAlt', { species: speciesName(fish.species) })}
            loading="lazy"
            className="h-20 w-20 shrink-0 rounded-lg object-cover"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-deep dark:text-white">{speciesName(fish.species)}</span>
              <CatchStatusBadge status={fish.status} />
            </div>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <Measures weightGrams={fish.weightGrams} lengthMm={fish.lengthMm} />
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('list.caughtAt', { time: fullTime(fish.caughtAt, i18n.language) })}
            </p>
            {fish.reviewReason && (
              <p className="text-sm text-slate-800 dark:text-slate-200">
                <span className="font-medium">{t('list.reason')}</span> {fish.reviewReason}
              </p>
            )}
            {fish.status === 'resubmit' && onResubmit && !replaced.has(fish.id) && (
              <Button variant="outline" size="sm" onClick={() => onResubmit(fish)}>
                <Camera className="h-4 w-4" aria-hidden="true" />
                {t('list.resubmit')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
