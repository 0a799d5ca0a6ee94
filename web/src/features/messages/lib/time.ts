import { bidiIsolate } from '#web/lib/format/bidi';

/** A message's time: the hour today, the date and hour before (bidi-isolated for right-to-left pages). */
export function messageTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  const format = new Intl.DateTimeFormat(
    language,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return bidiIsolate(format.format(date), language);
}
