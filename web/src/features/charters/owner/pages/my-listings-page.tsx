import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Anchor, ImageOff, Plus } from 'lucide-react';
import type { OwnerListing } from '@tightlines/domain/charters/views';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMyListings } from '#web/features/charters/owner/api/listings';
import { CaptainGate, useCanList } from '#web/features/charters/owner/components/captain-gate';
import { CommissionNote } from '#web/features/charters/owner/components/commission-note';
import { StateChip } from '#web/features/charters/owner/components/state-chip';

/** /profile/charter-boats: my listings as cards with their state; add one. */
export function MyListingsPage() {
  const { t } = useTranslation('charter-listings');
  useDocumentTitle(t('mine.title'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <Link to="/profile/add-boat" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('mine.add')}
          </Link>
        }
      />
      <CaptainGate>
        <MyListings />
      </CaptainGate>
    </div>
  );
}

function MyListings() {
  const { t } = useTranslation('charter-listings');
  const listings = useMyListings(useCanList() === true);
  return (
    <QueryState
      query={listings}
      errorTitle={t('mine.error')}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Card className="p-2">
          <EmptyState
            icon={Anchor}
            title={t('mine.empty')}
            hint={<CommissionNote />}
            action={
              <Link to="/profile/add-boat" className={buttonClasses('primary')}>
                {t('mine.add')}
              </Link>
            }
          />
        </Card>
      }
    >
      {(data) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ListingCard({ listing }: { listing: OwnerListing }) {
  const { t, i18n } = useTranslation(['charter-listings', 'charter-terms']);
  const cover = listing.cover;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="aspect-[4/3] bg-slate-100 dark:bg-slate-800">
        {cover ? (
          <img src={cover.url} alt="" className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <div className="grid h-full place-items-center text-slate-400">
            <ImageOff className="h-8 w-8" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <StateChip state={listing.state} />
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t(`charter-terms:kind.${listing.kind}`)}
          </span>
        </div>
        <h2 className="text-lg font-bold text-deep dark:text-white">
          <Link to={`/profile/boats/${listing.id}`} className="hover:underline focus-visible:underline">
            {listing.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{listing.location.name}</p>
        {listing.fromPriceMinor !== null && (
          <p className="text-sm font-semibold text-deep dark:text-slate-200">
            {t('mine.from', { price: formatMoney(listing.fromPriceMinor, listing.currency, i18n.language) })}
          </p>
        )}
        {(listing.state === 'rejected' || listing.state === 'suspended') && listing.stateReason && (
          <p className="rounded-lg bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-200">
            {t('mine.reason', { reason: listing.stateReason })}
          </p>
        )}
        <p className="mt-auto text-sm text-slate-600 dark:text-slate-400">
          {t('mine.activity', { bookings: listing.upcomingBookings, requests: listing.pendingRequests })}
        </p>
      </div>
    </Card>
  );
}
