import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BalanceMethod } from '@tightlines/domain/charters/contract';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import {
  bookingKeys,
  leaveFor,
  useBookingCheckout,
  useCreateBooking,
} from '#web/features/charters/booking/api/bookings';
import { SlotPicker } from '#web/features/charters/booking/components/slot-picker';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';
import { localDay } from '#web/features/charters/booking/lib/format';

/** Goes to the checkout's page: the provider's (another site), or ours when nothing is due online. */
export function useFollowCheckout() {
  const navigate = useNavigate();
  return (redirectUrl: string) => {
    if (redirectUrl.startsWith('/')) void navigate(redirectUrl);
    else leaveFor.assign(redirectUrl);
  };
}

/** Instant booking: an open slot, how the balance is paid, then the deposit on the provider's page. */
export function InstantBooking({
  listing,
  packageId,
  partySize,
  hasBalance,
}: {
  listing: ListingDetail;
  packageId: string;
  partySize: number;
  hasBalance: boolean;
}) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const [from, setFrom] = useState(() => localDay(new Date()));
  const [slotId, setSlotId] = useState<string | null>(null);
  const [balanceMethod, setBalanceMethod] = useState<BalanceMethod>('online');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateBooking();
  const checkout = useBookingCheckout();
  const follow = useFollowCheckout();
  const busy = create.isPending || checkout.isPending;

  const handleBook = () => {
    if (!slotId) {
      setProblem(t('panel.pickTime'));
      return;
    }
    setProblem(null);
    create.mutate(
      { slotId, partySize, balanceMethod: hasBalance ? balanceMethod : 'online' },
      {
        onSuccess: (booking) =>
          checkout.mutate(booking.id, {
            onSuccess: (result) => follow(result.redirectUrl),
            // The booking holds its slot; My bookings offers the deposit again.
            onError: (error) => setProblem(bookingErrorMessage(t, error)),
          }),
        onError: (error) => {
          setProblem(bookingErrorMessage(t, error, 'slotTaken'));
          setSlotId(null);
          void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
        },
      },
    );
  };

  return (
    <div className="space-y-4">
      <SlotPicker
        listingId={listing.id}
        packageId={packageId}
        from={from}
        onFromChange={setFrom}
        value={slotId}
        onChange={(slot) => {
          setSlotId(slot.id);
          setProblem(null);
        }}
      />
      {hasBalance && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-deep dark:text-slate-200">
            {t('panel.balanceHow')}
          </legend>
          {(['online', 'at_dock'] as const).map((method) => (
            <label key={method} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
              <input
                type="radio"
                name="balance-method"
                className="h-5 w-5 accent-open"
                checked={balanceMethod === method}
                onChange={() => setBalanceMethod(method)}
              />
              <span className="text-deep dark:text-slate-100">{t(`balance.${method}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {problem}
        </p>
      )}
      <Button className="w-full" onClick={handleBook} busy={busy}>
        {t('panel.bookAndPay')}
      </Button>
    </div>
  );
}
