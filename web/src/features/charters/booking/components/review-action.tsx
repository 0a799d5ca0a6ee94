import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { Button } from '#web/components/ui/button';
import { bookingKeys } from '#web/features/charters/booking/api/bookings';
import { ReviewDialog } from '#web/features/charters/reviews/review-dialog';

/** "Write a review" for a completed trip (viewer.canReview), in the reviews part's dialog. */
export function ReviewAction({ booking }: { booking: CharterBooking }) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Once the dialog closes (published or not), the bookings are read again: a reviewed trip offers no second review.
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  };
  if (!booking.viewer.canReview) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Star className="h-4 w-4" aria-hidden="true" />
        {t('actions.review')}
      </Button>
      {open && <ReviewDialog booking={booking} open={open} onOpenChange={handleOpenChange} />}
    </>
  );
}
