import { CalendarDays, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { cn } from '#web/components/ui/cn';
import { MoneyLines } from '#web/features/charters/booking/components/money-lines';
import { formatTripStart } from '#web/features/charters/booking/lib/format';

const stateTones: Record<CharterBooking['state'], string> = {
  awaiting_deposit: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  confirmed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  completed: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  cancelled: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function BookingStateBadge({ state }: { state: CharterBooking['state'] }) {
  const { t } = useTranslation('charter-terms');
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', stateTones[state])}>
      {t(`bookingState.${state}`)}
    </span>
  );
}

/**
 * What a booking is: the listing, when, who, how many, its state and its money (the commission only on the
 * owner's side, where the server fills it in).
 */
export function BookingSummary({
  booking,
  headingLevel = 3,
}: {
  booking: CharterBooking;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation(['bookings', 'charter-terms']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const owner = booking.viewer.side === 'owner';
  const due = booking.totalMinor - booking.paidMinor;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base font-bold text-deep dark:text-white">
            <Link to={`/charters/${booking.listing.id}`} className="hover:underline">
              {booking.listing.name}
            </Link>
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-300">{booking.package.name}</p>
        </div>
        <BookingStateBadge state={booking.state} />
      </div>
      <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
        <li className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
          {formatTripStart(booking.slot.startsAt, i18n.language)}
        </li>
        <li className="flex items-center gap-2">
          <Users className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
          {owner
            ? t('card.anglerParty', { name: booking.angler.displayName, party: booking.partySize })
            : t('card.party', { party: booking.partySize })}
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="h-4 w-4 shrink-0 text-open" aria-hidden="true" />
          {booking.listing.locationName}
        </li>
      </ul>
      {booking.state === 'cancelled' && booking.cancellationReason && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {t('card.cancelledBecause', {
            reason: t(`charter-terms:cancellationReason.${booking.cancellationReason}`),
          })}
          {booking.remedy && ` · ${t(`charter-terms:remedy.${booking.remedy}`)}`}
          {booking.cancellationNote && (
            <span className="block text-slate-500 italic dark:text-slate-400">
              {booking.cancellationNote}
            </span>
          )}
        </p>
      )}
      <MoneyLines
        currency={booking.currency}
        lines={[
          { label: t('money.total'), minor: booking.totalMinor, strong: true },
          { label: t('money.paid'), minor: booking.paidMinor },
          ...(booking.state !== 'cancelled' && due > 0
            ? [
                {
                  label: t('money.balanceDue'),
                  minor: due,
                  hint: t(`balance.${booking.balanceMethod}`),
                },
              ]
            : []),
          ...(booking.refundedMinor > 0
            ? [{ label: t('money.refunded'), minor: booking.refundedMinor }]
            : []),
          ...(owner ? [{ label: t('money.commission'), minor: booking.commissionMinor }] : []),
        ]}
      />
    </div>
  );
}
