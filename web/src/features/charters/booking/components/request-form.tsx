import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CharterRequest } from '@tightlines/domain/charters/bookings';
import { CHARTER_LIMITS } from '@tightlines/domain/charters/contract';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { useRequestAvailability } from '#web/features/charters/booking/api/bookings';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';
import { addDays, localDay } from '#web/features/charters/booking/lib/format';

/** Where a booking's or request's conversation opens. */
export const conversationPath = (conversationId: string) => `/charter/messages/${conversationId}`;

/** "Request availability": a date, the party and package chosen above, a message; then what happens next. */
export function RequestForm({
  listing,
  packageId,
  partySize,
}: {
  listing: ListingDetail;
  packageId: string;
  partySize: number;
}) {
  const { t } = useTranslation('bookings');
  const tomorrow = addDays(localDay(new Date()), 1);
  const [date, setDate] = useState('');
  const [message, setMessage] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<CharterRequest | null>(null);
  const request = useRequestAvailability(listing.id);

  if (sent)
    return (
      <div
        role="status"
        className="space-y-2 rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950/40 dark:text-green-200"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck className="h-5 w-5" aria-hidden="true" />
          {t('request.sent', { hours: listing.responseHours })}
        </p>
        <p className="text-sm">{t('request.sentBody')}</p>
        {sent.conversationId && (
          <Link to={conversationPath(sent.conversationId)} className="text-sm font-semibold underline">
            {t('request.openConversation')}
          </Link>
        )}
      </div>
    );

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || date < tomorrow) {
      setDateError(t('request.dateInvalid'));
      return;
    }
    setDateError(undefined);
    setProblem(null);
    request.mutate(
      { date, partySize, packageId, message: message.trim() },
      { onSuccess: setSent, onError: (error) => setProblem(bookingErrorMessage(t, error)) },
    );
  };

  return (
    <form className="space-y-3" onSubmit={handleSubmit} noValidate>
      <Field label={t('request.date')} error={dateError} required>
        <Input type="date" min={tomorrow} value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <Field label={t('request.message')} hint={t('request.messageHint')}>
        <Textarea
          maxLength={CHARTER_LIMITS.requestMessageMax}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Field>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('request.answerTime', { hours: listing.responseHours })}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {problem}
        </p>
      )}
      <Button type="submit" variant="outline" className="w-full" busy={request.isPending}>
        {t('request.submit')}
      </Button>
    </form>
  );
}
