import type { ReactNode } from 'react';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { Card } from '#web/components/ui/card';
import { AnglerActions } from '#web/features/charters/booking/components/angler-actions';
import { BookingSummary } from '#web/features/charters/booking/components/booking-summary';
import { OwnerActions } from '#web/features/charters/booking/components/owner-actions';

/** A booking in a list: its summary and the actions its viewer may take (plus any the page adds). */
export function BookingCard({ booking, extra }: { booking: CharterBooking; extra?: ReactNode }) {
  return (
    <Card className="space-y-4 p-4">
      <BookingSummary booking={booking} />
      {booking.viewer.side === 'owner' ? (
        <OwnerActions booking={booking} />
      ) : (
        <AnglerActions booking={booking} />
      )}
      {extra}
    </Card>
  );
}
