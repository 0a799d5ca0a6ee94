import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#web/components/ui/page-header';
import { PagedList } from '#web/components/ui/paged-list';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useBookings, useRequests, type BookingScope } from '#web/features/charters/booking/api/bookings';
import { BookingCard } from '#web/features/charters/booking/components/booking-card';
import { RequestCard } from '#web/features/charters/booking/components/request-card';
import { ReviewAction } from '#web/features/charters/booking/components/review-action';
import { ScopeTabs } from '#web/features/charters/booking/components/scope-tabs';

const SCOPES = ['upcoming', 'past', 'cancelled'] as const;
const scopeOf = (value: string | null): BookingScope => SCOPES.find((scope) => scope === value) ?? 'upcoming';

/** /profile/my-bookings: the angler's trips by upcoming / past / cancelled, and the requests still open. */
export function MyBookingsPage() {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('mine.title'));
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('tab'));
  const bookings = useBookings('mine', scope);
  const requests = useRequests('mine');
  const openRequests = {
    ...requests,
    data: requests.data && {
      ...requests.data,
      pages: requests.data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.state === 'pending'),
      })),
    },
  };
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <section aria-labelledby="my-requests" className="space-y-3">
        <h2 id="my-requests" className="text-lg font-bold text-deep dark:text-white">
          {t('mine.requests')}
        </h2>
        <PagedList query={openRequests} errorTitle={t('mine.requestsError')} empty={t('mine.requestsEmpty')}>
          {(items) => (
            <ul className="space-y-3">
              {items.map((request) => (
                <li key={request.id}>
                  <RequestCard request={request} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
      <section aria-labelledby="my-trips" className="space-y-3">
        <h2 id="my-trips" className="text-lg font-bold text-deep dark:text-white">
          {t('mine.trips')}
        </h2>
        <ScopeTabs
          scope={scope}
          onChange={(next) => setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true })}
        />
        <PagedList query={bookings} errorTitle={t('mine.error')} empty={t(`mine.empty.${scope}`)}>
          {(items) => (
            <ul className="space-y-3">
              {items.map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} extra={<ReviewAction booking={booking} />} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </div>
  );
}
