import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Fish, MapPin, Trophy } from 'lucide-react';
import type { Media } from '@tightlines/domain/social/posts';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { fullTime } from '#web/lib/format/time';
import { useMe } from '#web/lib/session';
import { usePreloadSpeciesNames, useSpeciesName } from '#web/lib/species-name';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ReportMenu } from '#web/features/safety';
import { useCatchLogEntry } from '#web/features/angler-log/api/catch-log';

const srcSetOf = (media: Media) =>
  media.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * /catch-log/:id: one catch as the reader may see it (the server answers only what its visibility allows, and the
 * place only at its precision); others may report it.
 */
export function CatchEntryPage() {
  usePreloadSpeciesNames();
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('angler-log');
  const speciesName = useSpeciesName();
  const me = useMe();
  const entry = useCatchLogEntry(id);
  useDocumentTitle(entry.data ? speciesName(entry.data.species) : t('log.title'));

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      <QueryState
        query={entry}
        errorTitle={t('entry.unavailable')}
        isEmpty={() => false}
        empty={<EmptyState icon={Fish} title={t('entry.unavailable')} />}
      >
        {(data) => {
          const place = [data.location.waterName, data.location.region].filter(Boolean).join(', ');
          return (
            <article className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
              {data.photoUrl && (
                <picture>
                  {data.media && data.media.variants.length > 0 && (
                    <source
                      type="image/webp"
                      srcSet={srcSetOf(data.media)}
                      sizes="(min-width: 640px) 36rem, 100vw"
                    />
                  )}
                  <img
                    src={data.photoUrl}
                    alt={speciesName(data.species)}
                    width={data.media?.width}
                    height={data.media?.height}
                    className="aspect-[4/5] w-full object-cover"
                  />
                </picture>
              )}
              <div className="space-y-2 p-4">
                <div className="flex items-start justify-between gap-3">
                  <h1 className="text-2xl font-extrabold text-deep dark:text-white">
                    {speciesName(data.species)}
                  </h1>
                  {me.data?.user && !data.isOwner && (
                    <ReportMenu
                      targetType="catch_log_entry"
                      targetId={data.id}
                      authorName={data.owner.displayName}
                    />
                  )}
                </div>
                {(data.weightGrams || data.lengthMm) && (
                  <p className="text-3xl font-extrabold text-deep tabular-nums dark:text-white">
                    {[
                      data.weightGrams ? formatWeight(data.weightGrams, i18n.language) : null,
                      data.lengthMm ? formatLength(data.lengthMm, i18n.language) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('entry.by')}{' '}
                  <Link
                    to={`/profile/${data.owner.id}`}
                    className="font-semibold text-open hover:underline dark:text-open-400"
                  >
                    {data.owner.displayName}
                  </Link>{' '}
                  · <time dateTime={data.caughtAt}>{fullTime(data.caughtAt, i18n.language)}</time>
                </p>
                {place && (
                  <p className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
                    <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {place}
                  </p>
                )}
                {data.tournament && (
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-deep dark:text-slate-100">
                    <Trophy className="h-4 w-4" aria-hidden="true" />
                    {t('card.tournament', { name: data.tournament.eventName })}
                  </p>
                )}
                {[data.method, data.bait].some(Boolean) && (
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {[data.method, data.bait].filter(Boolean).join(' · ')}
                  </p>
                )}
                {data.notes && <p className="text-[15px] text-slate-800 dark:text-slate-200">{data.notes}</p>}
                {data.postId && (
                  <Link
                    to={`/posts/${data.postId}`}
                    className="text-sm font-semibold text-open hover:underline dark:text-open-400"
                  >
                    {t('card.viewPost')}
                  </Link>
                )}
              </div>
            </article>
          );
        }}
      </QueryState>
    </div>
  );
}
