import { useState } from 'react';
import { CircleCheck, Hotel, MapPin, MessageCircle } from 'lucide-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { formatMoney } from '#web/lib/format/money';
import { PaymentOutcome } from '#web/features/payments';
import { useBooking } from '#web/features/charters/booking/api/bookings';
import { AnglerActions } from '#web/features/charters/booking/components/angler-actions';
import { BookingStateBadge } from '#web/features/charters/booking/components/booking-summary';
import { conversationPath } from '#web/features/charters/booking/components/request-form';
import { formatTripStart, localDay } from '#web/features/charters/booking/lib/format';

/**
 * /charter-booking-success?booking=&payment=: back from the provider's page, the payment's outcome (asked again
 * until the webhook settles it, with its receipt), then the trip: when, who, what was paid and what is left and
 * how, where to meet, the captain's conversation, and the booking hub's listings near it for the same day.
 */
export function BookingSuccessPage() {
  const { t } = useTranslation('bookings');
  useDocumentTitle(t('success.title'));
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (!me.data?.user)
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Success />;
}

function Success() {
  const { t } = useTranslation('bookings');
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const paymentId = params.get('payment');
  const [since] = useState(() => Date.now());
  const booking = useBooking(bookingId, since);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 sm:py-10">
      <PageHeader title={t('success.title')} />
      {paymentId && <PaymentOutcome paymentId={paymentId} />}
      {!bookingId ? (
        <Link to="/profile/my-bookings" className="font-medium text-open underline">
          {t('success.myBookings')}
        </Link>
      ) : booking.isPending ? (
        <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
      ) : booking.isError ? (
        <QueryError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <Trip booking={booking.data} />
      )}
    </div>
  );
}

function Trip({ booking }: { booking: CharterBooking }) {
  const { t, i18n } = useTranslation('bookings');
  const money = (minor: number) => formatMoney(minor, booking.currency, i18n.language);
  const left = booking.totalMinor - booking.paidMinor;
  const confirmed = booking.state === 'confirmed' || booking.state === 'completed';
  return (
    <>
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {confirmed ? (
            <p className="flex items-center gap-2 text-lg font-semibold text-success">
              <CircleCheck className="h-6 w-6" aria-hidden="true" />
              {t('success.booked', { listing: booking.listing.name })}
            </p>
          ) : (
            <p className="text-lg font-semibold text-deep dark:text-white">{booking.listing.name}</p>
          )}
          <BookingStateBadge state={booking.state} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Item label={t('success.when')} value={formatTripStart(booking.slot.startsAt, i18n.language)} />
          <Item label={t('success.package')} value={booking.package.name} />
          <Item label={t('success.party')} value={t('card.party', { party: booking.partySize })} />
          <Item label={t('success.meet')} value={booking.listing.locationName} />
          <Item label={t('success.paidNow')} value={money(booking.paidMinor)} numeric />
          <Item
            label={t('success.balance')}
            value={
              left > 0
                ? t('success.balanceHow', { amount: money(left), how: t(`balance.${booking.balanceMethod}`) })
                : t('success.nothingLeft')
            }
          />
        </dl>
        <AnglerActions booking={booking} />
        <div className="flex flex-wrap gap-2">
          {booking.conversationId ? (
            <Link to={conversationPath(booking.conversationId)} className={buttonClasses('outline', 'sm')}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t('success.contact', { name: booking.listing.owner.displayName })}
            </Link>
          ) : (
            <Link to={`/profile/${booking.listing.owner.id}`} className={buttonClasses('outline', 'sm')}>
              {t('success.captain', { name: booking.listing.owner.displayName })}
            </Link>
          )}
          <Link to="/profile/my-bookings" className={buttonClasses('ghost', 'sm')}>
            {t('success.myBookings')}
          </Link>
        </div>
      </Card>
      {booking.state !== 'cancelled' && (
        <Card className="flex flex-wrap items-center justify-between gap-3 p-5">
          <div className="flex items-start gap-3">
            <Hotel className="mt-0.5 h-5 w-5 shrink-0 text-open" aria-hidden="true" />
            <div>
              <p className="font-semibold text-deep dark:text-white">{t('success.hubTitle')}</p>
              <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {t('success.hubBody', { place: booking.listing.locationName })}
              </p>
            </div>
          </div>
          <Link
            to={`/booking-hub?near=${booking.listing.id}&date=${localDay(booking.slot.startsAt)}`}
            className={buttonClasses('primary', 'sm')}
          >
            {t('success.hubLink')}
          </Link>
        </Card>
      )}
    </>
  );
}

function Item({ label, value, numeric }: { label: string; value: string; numeric?: boolean }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        className={
          numeric
            ? 'font-medium text-deep tabular-nums dark:text-slate-100'
            : 'font-medium text-deep dark:text-slate-100'
        }
      >
        {value}
      </dd>
    </div>
  );
}
