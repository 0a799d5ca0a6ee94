import type { TFunction } from 'i18next';
import { ApiRequestError } from '#web/lib/api-client';
import { codeMessage, errorMessage } from '#web/lib/error-message';

/** What a refused booking action means to a person, when the server's code is not one of the spec's messages. */
export type ConflictKind = 'slotTaken' | 'changed';

/**
 * The translated message for a failed booking call: the spec's message for a code we know; a 409 in the words of
 * what was being done ("That time was just booked…" when taking a slot, "This booking changed…" otherwise); a
 * 400 or 403 or 404 in our own words. The server's text is never shown.
 */
export function bookingErrorMessage(
  t: TFunction,
  error: unknown,
  conflict: ConflictKind = 'changed',
): string {
  if (!(error instanceof ApiRequestError) || error.status === 429) return errorMessage(t, error);
  // The catalogue's words for this code speak of events and check-in; a booking's deposit is arranged with the captain.
  if (error.code === 'onlinePaymentUnavailable') return t('bookings:errors.onlineUnavailable');
  if (error.status === 409 && (error.code === 'conflict' || !codeMessage(t, error.code)))
    return t(`bookings:errors.${conflict}`);
  const known = codeMessage(t, error.code);
  if (known && error.code !== 'unexpected') return known;
  if (error.status === 400) return t('bookings:errors.invalid');
  if (error.status === 403) return t('bookings:errors.forbidden');
  if (error.status === 404) return t('bookings:errors.notFound');
  return errorMessage(t, error);
}
