import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Clock, Pencil, Ship, Users, Zap } from 'lucide-react';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import { Avatar, initialsOf } from '#web/components/ui/avatar';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { BookingPanel } from '#web/features/charters/booking/booking-panel';
import { ListingReviews } from '#web/features/charters/reviews/listing-reviews';
import { useListing } from '#web/features/charters/search/api/charters-search';
import { AvailabilityCalendar } from '#web/features/charters/search/components/availability-calendar';
import { CancellationPolicy } from '#web/features/charters/search/components/cancellation-policy';
import { Gallery } from '#web/features/charters/search/components/gallery';
import { FromPrice, RatingLine, placeOf } from '#web/features/charters/search/components/listing-card';
import { PackageList } from '#web/features/charters/search/components/package-list';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 dark:border-slate-800">
      <h2 id={id} className="mb-3 text-lg font-bold text-deep dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-shallows px-3 py-1 text-sm font-medium text-deep dark:bg-slate-800 dark:text-slate-100"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The owner's bar: the state when not public, and the way to edit. */
function OwnerBar({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation(['charters', 'charter-terms']);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-shallows px-4 py-3 dark:bg-slate-800">
      <p className="text-sm text-deep dark:text-slate-100">
        {listing.state === 'approved'
          ? t('listing.ownerPublic')
          : t('listing.ownerState', { state: t(`charter-terms:listingState.${listing.state}`) })}
      </p>
      <Link
        to={`/profile/boats/${encodeURIComponent(listing.id)}`}
        className={buttonClasses('outline', 'md')}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('listing.edit')}
      </Link>
    </div>
  );
}

function ListingView({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation(['charters', 'charter-terms']);
  useDocumentTitle(listing.name);
  const owner = listing.owner;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-28 sm:px-6 lg:pt-8 lg:pb-12">
      <Link
        to={listing.kind === 'charter' ? '/charters' : `/booking-hub?kind=${listing.kind}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-open hover:underline dark:text-open-400"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t(listing.kind === 'charter' ? 'listing.back' : 'listing.backHub')}
      </Link>
      {listing.viewer.isOwner && <OwnerBar listing={listing} />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Gallery photos={listing.photos} name={listing.name} />
          <header className="flex flex-col gap-2">
            <p className="text-xs font-semibold tracking-wide text-open uppercase dark:text-open-400">
              {listing.category
                ? t(`charter-terms:category.${listing.category}`)
                : t(`charter-terms:kind.${listing.kind}`)}
            </p>
            <h1 className="text-2xl font-bold text-deep sm:text-3xl dark:text-white">{listing.name}</h1>
            <p className="text-slate-600 dark:text-slate-400">{placeOf(listing)}</p>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              <RatingLine average={listing.rating.average} count={listing.rating.count} />
              <span className="inline-flex items-center gap-1">
                <Users className="h-4 w-4" aria-hidden="true" />
                {t('card.capacity', { count: listing.capacity })}
              </span>
              {listing.instantBooking && (
                <span className="inline-flex items-center gap-1 font-semibold text-deep dark:text-white">
                  <Zap className="h-4 w-4 text-sunrise" aria-hidden="true" />
                  {t('card.instant')}
                </span>
              )}
              <span className="inline-flex items-center gap-1">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {t('listing.answers', { count: listing.responseHours })}
              </span>
            </div>
            <Link
              to={`/profile/${encodeURIComponent(owner.id)}`}
              className="mt-2 flex w-fit items-center gap-3 rounded-xl p-1 pe-3 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Avatar
                src={owner.avatarUrl}
                alt=""
                initials={initialsOf(owner.firstName, owner.lastName, owner.displayName)}
              />
              <span className="flex flex-col">
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t(listing.kind === 'charter' ? 'listing.captain' : 'listing.host')}
                </span>
                <span className="font-semibold text-deep dark:text-white">{owner.displayName}</span>
              </span>
            </Link>
          </header>

          {listing.description && (
            <Section id="listing-about" title={t('listing.about')}>
              <p className="text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
                {listing.description}
              </p>
            </Section>
          )}
          {listing.fishingTypes.length > 0 && (
            <Section id="listing-fishing" title={t('listing.fishingTypes')}>
              <Chips items={listing.fishingTypes.map((type) => t(`charter-terms:fishingType.${type}`))} />
            </Section>
          )}
          {listing.amenities.length > 0 && (
            <Section id="listing-amenities" title={t('listing.amenities')}>
              <Chips items={listing.amenities.map((amenity) => t(`charter-terms:amenity.${amenity}`))} />
            </Section>
          )}
          {listing.crew.length > 0 && (
            <Section id="listing-crew" title={t('listing.crew')}>
              <ul className="flex flex-col gap-1 text-[15px] text-slate-700 dark:text-slate-300">
                {listing.crew.map((member, index) => (
                  <li key={`${member.name}-${index}`}>
                    <span className="font-semibold text-deep dark:text-white">{member.name}</span>
                    {member.role && <span> · {member.role}</span>}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section id="listing-packages" title={t('listing.packages')}>
            <PackageList packages={listing.packages} currency={listing.currency} />
          </Section>
          <Section id="listing-availability" title={t('listing.availability')}>
            <AvailabilityCalendar
              listingId={listing.id}
              longitude={listing.location.longitude}
              packages={listing.packages}
            />
          </Section>
          <Section id="listing-policies" title={t('listing.policies')}>
            <div className="flex flex-col gap-4">
              <CancellationPolicy policy={listing.cancellationPolicy} />
              <div>
                <p className="font-semibold text-deep dark:text-white">{t('listing.weather')}</p>
                <p className="mt-1 text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {listing.weatherPolicy || t('listing.weatherDefault')}
                </p>
              </div>
              <p className="text-[15px] text-slate-700 dark:text-slate-300">
                {t('listing.answers', { count: listing.responseHours })}
              </p>
            </div>
          </Section>
          <ListingReviews listing={listing} />
        </div>

        <aside id="book" aria-label={t('listing.bookingLabel')} className="lg:sticky lg:top-20 lg:self-start">
          <Card className="flex flex-col gap-3 p-4">
            <FromPrice card={listing} className="text-xl font-bold" />
            <BookingPanel listing={listing} />
          </Card>
        </aside>
      </div>

      <PhoneBookingBar listing={listing} />
    </div>
  );
}

/**
 * Phones: the price and the way to the booking card stay at hand. It is the page's own action bar, so the app's
 * bottom bar steps aside while it shows (the two would stack, this one underneath).
 */
function PhoneBookingBar({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('charters');
  useOwnActionBar();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/95">
      <FromPrice card={listing} className="text-base font-bold" />
      <a href="#book" className={buttonClasses('primary', 'md')}>
        {t('listing.checkAvailability')}
      </a>
    </div>
  );
}

function ListingSkeleton() {
  const { t } = useTranslation('charters');
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6"
      aria-busy="true"
      aria-label={t('listing.loading')}
    >
      <Skeleton className="aspect-[16/9] w-full lg:w-2/3" />
      <Skeleton className="mt-6 h-8 w-2/3 lg:w-1/3" />
      <Skeleton className="mt-3 h-4 w-1/2 lg:w-1/4" />
      <Skeleton className="mt-8 h-32 w-full lg:w-2/3" />
    </div>
  );
}

/** /charters/:listingId: a listing's public page (its owner and admins see it before approval too). */
export function ListingPage() {
  const { t } = useTranslation('charters');
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  if (listing.isPending) return <ListingSkeleton />;
  if (listing.isError) {
    const missing = listing.error instanceof ApiRequestError && [400, 404].includes(listing.error.status);
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        {missing ? (
          <EmptyState
            icon={Ship}
            title={t('listing.notFound')}
            hint={t('listing.notFoundHint')}
            action={
              <Link to="/charters" className={buttonClasses('primary', 'md')}>
                {t('listing.back')}
              </Link>
            }
          />
        ) : (
          <QueryError
            error={listing.error}
            onRetry={() => void listing.refetch()}
            retrying={listing.isRefetching}
          />
        )}
      </div>
    );
  }
  return <ListingView listing={listing.data} />;
}
