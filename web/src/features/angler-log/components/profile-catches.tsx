import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fish } from 'lucide-react';
import type { CatchLogPage } from '@tightlines/domain/angler-log/contract';
import { api } from '#web/lib/api-client';
import { formatWeight } from '#web/lib/format/measure';
import { shortDate } from '#web/lib/format/time';
import { useSpeciesName } from '#web/lib/species-name';

const SHOWN = 6;

/**
 * A person's catches on their profile, as the reader may see them (public ones, followers-only ones for a
 * follower): shown only when there are some; nothing while loading or on an error (the profile is the person first).
 */
export function ProfileCatches({ userId }: { userId: string }) {
  // The profile never waits for this namespace: the section shows once its words and catches are in.
  const { t, i18n, ready } = useTranslation('angler-log', { useSuspense: false });
  const speciesName = useSpeciesName(undefined, { suspend: false });
  const log = useQuery({
    queryKey: ['catch-log', 'person', userId],
    queryFn: () => api<CatchLogPage>(`/people/${encodeURIComponent(userId)}/catch-log?limit=${SHOWN}`),
  });
  const items = log.data?.items ?? [];
  if (!ready || items.length === 0) return null;
  return (
    <section aria-labelledby="profile-catches-title" className="mt-6">
      <h2 id="profile-catches-title" className="mb-3 text-lg font-bold text-deep dark:text-white">
        {t('profile.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((entry) => (
          <li key={entry.id}>
            <Link
              to={`/catch-log/${entry.id}`}
              className="block overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white hover:border-open dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="aspect-square bg-shallows dark:bg-slate-800">
                {entry.photoUrl ? (
                  <img
                    src={entry.media?.variants[0]?.url ?? entry.photoUrl}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <div className="grid h-full place-items-center text-open dark:text-open-400">
                    <Fish className="h-10 w-10" aria-hidden="true" />
                  </div>
                )}
              </div>
              <div className="p-2">
                <p className="truncate font-semibold text-deep dark:text-white">
                  {speciesName(entry.species)}
                </p>
                <p className="truncate text-sm text-slate-600 tabular-nums dark:text-slate-400">
                  {[
                    entry.weightGrams ? formatWeight(entry.weightGrams, i18n.language) : null,
                    shortDate(entry.caughtAt, i18n.language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
