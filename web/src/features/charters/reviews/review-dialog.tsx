import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CHARTER_LIMITS, REVIEW_ASPECTS, type ReviewAspect } from '@tightlines/domain/charters/contract';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { useCreateReview } from './api';
import { tripMonth } from './review-card';
import { StarRadios } from './stars';

type Ratings = Record<ReviewAspect, number>;
const UNRATED: Ratings = { captain: 0, boat: 0, fishing: 0, value: 0 };

/** Rate a completed trip per aspect (captain, boat, fishing, value) and say how it went (POST …/review). */
export function ReviewDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: CharterBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['captain', 'charter-terms']);
  const language = i18n.resolvedLanguage ?? 'en';
  const create = useCreateReview();
  const [ratings, setRatings] = useState<Ratings>(UNRATED);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const missing = REVIEW_ASPECTS.filter((aspect) => ratings[aspect] === 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0) return;
    create.mutate(
      { bookingId: booking.id, input: { ratings, text: text.trim() } },
      {
        onSuccess: () => {
          toast.success(t('captain:reviewDialog.sent'));
          onOpenChange(false);
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('captain:reviewDialog.title', { name: booking.listing.name })}
      closeLabel={t('captain:close')}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4 p-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('captain:reviewDialog.trip', {
            month: tripMonth(booking.slot.startsAt, language),
            package: booking.package.name,
          })}
        </p>
        {REVIEW_ASPECTS.map((aspect) => (
          <StarRadios
            key={aspect}
            legend={t(`charter-terms:aspect.${aspect}`)}
            value={ratings[aspect]}
            onChange={(value) => setRatings((current) => ({ ...current, [aspect]: value }))}
            starLabel={(n) => t('captain:reviewDialog.star', { count: n })}
            error={tried && ratings[aspect] === 0 ? t('captain:reviewDialog.rateIt') : undefined}
          />
        ))}
        <Field label={t('captain:reviewDialog.text')} hint={t('captain:reviewDialog.textHint')}>
          <Textarea
            value={text}
            maxLength={CHARTER_LIMITS.reviewTextMax}
            onChange={(e) => setText(e.target.value)}
            className="min-h-28"
          />
        </Field>
        <div className="sticky bottom-0 flex flex-wrap justify-end gap-2 bg-white pt-2 dark:bg-slate-900">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('captain:cancel')}
          </Button>
          <Button type="submit" busy={create.isPending}>
            {t('captain:reviewDialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
