import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { TopCatch } from '@tightlines/domain/home/contract';
import { PersonAvatar } from '#web/components/ui/avatar';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { SpeciesIcon, useSpeciesLabel } from '#web/features/leaderboards';
import { MemberSection } from './member-section';

/** Two columns on a phone, three from tablets up (DESIGN: explicit sizes). */
const PHOTO_SIZES = '(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw';

function CatchTile({ fish }: { fish: TopCatch }) {
  const { t, i18n } = useTranslation('home');
  const speciesLabel = useSpeciesLabel();
  const language = i18n.resolvedLanguage ?? 'en';
  const angler = fish.angler?.displayName || fish.entrantName;
  const size =
    fish.weightGrams !== null
      ? formatWeight(fish.weightGrams, language)
      : fish.lengthMm !== null
        ? formatLength(fish.lengthMm, language)
        : null;
  const variants = fish.media?.variants ?? [];
  return (
    <Card className="group relative flex h-full flex-col overflow-hidden focus-within:ring-2 focus-within:ring-open">
      <div className="relative aspect-[4/5] bg-slate-100 dark:bg-slate-800">
        <picture>
          {variants.length > 0 && (
            <source
              type="image/webp"
              srcSet={variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
              sizes={PHOTO_SIZES}
            />
          )}
          <img
            src={fish.photoUrl}
            alt={t('member.catches.photoAlt', { species: speciesLabel(fish.species), name: angler })}
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </picture>
        {size && (
          <span className="tabular absolute bottom-2 start-2 rounded-full bg-deep-900/80 px-2.5 py-1 text-base font-extrabold text-white backdrop-blur">
            {size}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="flex items-center gap-1.5 font-bold text-deep dark:text-white">
          <SpeciesIcon species={fish.species} className="text-lg text-open dark:text-open-400" />
          <Link
            to={`/leaderboard/${fish.eventId}`}
            className="truncate after:absolute after:inset-0 focus:outline-none"
          >
            {speciesLabel(fish.species)}
          </Link>
        </p>
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {fish.angler && <PersonAvatar person={fish.angler} size="sm" className="shrink-0" />}
          <span className="truncate">{angler}</span>
        </p>
        <p className="truncate text-xs text-slate-600 dark:text-slate-400">{fish.eventName}</p>
      </div>
    </Card>
  );
}

/** The heaviest approved catches of the last seven days, photo first. */
export function MemberTopCatches({ catches }: { catches: TopCatch[] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <MemberSection
      id="home-catches-title"
      title={t('member.catches.title')}
      more={{ to: '/leaderboard', label: t('member.seeAll') }}
    >
      {catches === undefined ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
          aria-busy="true"
          aria-label={t('member.loading')}
        >
          {[0, 1, 2].map((key) => (
            <Card key={key} className="overflow-hidden">
              <Skeleton className="aspect-[4/5] w-full rounded-none" />
              <div className="space-y-2 p-3">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </Card>
          ))}
        </div>
      ) : catches.length === 0 ? (
        <Card>
          <EmptyState
            icon={Trophy}
            title={t('member.catches.emptyTitle')}
            hint={t('member.catches.emptyHint')}
            action={
              <Link to="/leaderboard" className={buttonClasses('outline')}>
                {t('member.catches.leaderboards')}
              </Link>
            }
          />
        </Card>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {catches.map((fish) => (
            <li key={fish.id}>
              <CatchTile fish={fish} />
            </li>
          ))}
        </ul>
      )}
    </MemberSection>
  );
}
