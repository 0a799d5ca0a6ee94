import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { PagedList } from '#web/components/ui/paged-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  useBookings,
  useMyListingNames,
  useRequests,
  type BookingScope,
} from '#web/features/charters/booking/api/bookings';
import { BookingCard } from '#web/features/charters/booking/components/booking-card';
import { RequestCard } from '#web/features/charters/booking/components/request-card';
import { ScopeTabs } from '#web/features/charters/booking/components/scope-tabs';

const SCOPES = ['upcoming', 'past', 'cancelled', 'all'] as const;
const scopeOf = (value: string | null): BookingScope => SCOPES.find((scope) => scope === value) ?? 'upcoming';

/**
 * /captain/bookings and /profile/charter-bookings: the requests waiting for an answer, then the bookings of the
 * owner's listings by scope and listing, each with the angler, the party, the money (commission included) and
 * the actions the server allows.
 */
export function CaptainBookingsPage() {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('captain.title'));
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('tab'));
  const listingId = params.get('listing') ?? undefined;
  const bookings = useBookings('incoming', scope, listingId);
  const requests = useRequests('incoming');
  const listings = useMyListingNames();
  const waiting = {
    ...requests,
    data: requests.data && {
      ...requests.data,
      pages: requests.data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.state === 'pending'),
      })),
    },
  };
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader title={t('captain.title')} subtitle={t('captain.subtitle')} />
      <section aria-labelledby="requests-waiting" className="space-y-3">
        <h2 id="requests-waiting" className="text-lg font-bold text-deep dark:text-white">
          {t('captain.requests')}
        </h2>
        <PagedList query={waiting} errorTitle={t('captain.requestsError')} empty={t('captain.requestsEmpty')}>
          {(items) => (
            <ul className="grid gap-3 md:grid-cols-2">
              {items.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      <section aria-labelledby="captain-bookings" className="space-y-3">
        <h2 id="captain-bookings" className="text-lg font-bold text-deep dark:text-white">
          {t('captain.bookings')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_16rem] sm:items-end">
          <ScopeTabs
            scope={scope}
            scopes={SCOPES}
            onChange={(next) => setParam('tab', next === 'upcoming' ? undefined : next)}
          />
          {(listings.data?.length ?? 0) > 1 && (
            <Field label={t('captain.listing')}>
              <Select
                value={listingId ?? ''}
                onChange={(event) => setParam('listing', event.target.value || undefined)}
              >
                <option value="">{t('captain.allListings')}</option>
                {listings.data?.map((listing) => (
                  <option key={listing.id} value={listing.id}>
                    {listing.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
        <PagedList query={bookings} errorTitle={t('captain.error')} empty={t(`captain.empty.${scope}`)}>
          {(items) => (
            <ul className="grid gap-3 md:grid-cols-2">
              {items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
