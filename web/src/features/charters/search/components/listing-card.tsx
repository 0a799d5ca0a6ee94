import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin, Ship, Star, Users, Zap } from 'lucide-react';
import type { ListingCard as Card } from '@tightlines/domain/charters/views';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatMoney } from '#web/lib/format/money';
import { formatCount } from '#web/lib/format/numbers';
import { useUnitSystem } from '#web/lib/units';
import { formatDistance, formatRating } from '#web/features/charters/search/lib/format';

export const listingPath = (listingId: string) => `/charters/${encodeURIComponent(listingId)}`;

/** "Tampa Marina, Florida" (the place as the owner named it; never coordinates). */
export const placeOf = (card: Pick<Card, 'location'>) =>
  [card.location.name, card.location.region].filter(Boolean).join(', ');

/** The cover photo (its widest variant up to the card's size), or the boat mark on the brand gradient. */
export function ListingCover({
  card,
  className,
}: {
  card: Pick<Card, 'cover' | 'name'>;
  className?: string;
}) {
  const variants = card.cover?.media?.variants ?? [];
  const srcSet = variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br from-deep to-open', className)}>
      {card.cover ? (
        <img
          src={card.cover.url}
          srcSet={srcSet || undefined}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <Ship aria-hidden="true" className="absolute inset-0 m-auto h-12 w-12 text-white/70" />
      )}
    </div>
  );
}

/** "from $450 per trip" / "from $120 per person", or nothing without packages. */
export function FromPrice({ card, className }: { card: Card; className?: string }) {
  const { t, i18n } = useTranslation('charters');
  if (card.fromPriceMinor === null) return null;
  const price = formatMoney(card.fromPriceMinor, card.currency, i18n.language);
  return (
    <p className={cn('text-deep dark:text-white', className)}>
      {t(card.fromPricingMode === 'per_person' ? 'card.fromPerPerson' : 'card.fromPerTrip', { price })}
    </p>
  );
}

/** ★ 4.8 (20 reviews), or "New" without reviews. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  const { t, i18n } = useTranslation('charters');
  if (average === null || count === 0)
    return <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{t('card.new')}</span>;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span className="font-semibold text-deep tabular-nums dark:text-white">
        {formatRating(average, i18n.language)}
      </span>
      <span className="text-slate-600 dark:text-slate-400">
        {t('card.reviews', { count, formatted: formatCount(count, i18n.language) })}
      </span>
    </span>
  );
}

/** One result (list, map popup, profile): cover, name, place, distance, capacity, price, rating, instant book. */
export function ListingCard({ card }: { card: Card }) {
  const { t, i18n } = useTranslation(['charters', 'charter-terms']);
  const system = useUnitSystem();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] transition-shadow focus-within:ring-2 focus-within:ring-open hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <ListingCover card={card} className="aspect-[4/3]" />
      {card.instantBooking && (
        <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-deep shadow dark:bg-slate-800 dark:text-slate-100">
          <Zap className="h-3.5 w-3.5 text-sunrise" aria-hidden="true" />
          {t('card.instant')}
        </span>
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-open uppercase dark:text-open-400">
          {card.category
            ? t(`charter-terms:category.${card.category}`)
            : t(`charter-terms:kind.${card.kind}`)}
        </p>
        <h3 className="text-lg leading-snug font-bold text-deep dark:text-white">
          {/* The whole card is the link's target (the ::after stretches over it). */}
          <Link to={listingPath(card.id)} className="after:absolute after:inset-0 focus:outline-none">
            {card.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{placeOf(card)}</span>
          {card.distanceKm !== null && (
            <span className="shrink-0">
              {' · '}
              {t('card.away', { distance: formatDistance(card.distanceKm, system, i18n.language) })}
            </span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('card.capacity', { count: card.capacity })}
          </span>
          <RatingLine average={card.ratingAverage} count={card.reviewCount} />
        </p>
        <FromPrice card={card} className="mt-auto pt-2 text-base font-semibold" />
      </div>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-32" />
      </div>
    </div>
  );
}
