import type { DiscountCode, DiscountCodeInput } from '@tightlines/domain/payments/contract';

/** A code as the input that saves it again (PATCH sends the whole input). */
export function inputOf(code: DiscountCode): DiscountCodeInput {
  return {
    code: code.code,
    kind: code.kind,
    percentBp: code.percentBp,
    amountMinor: code.amountMinor,
    currency: code.currency,
    eventId: code.event?.id ?? null,
    seriesId: code.series?.id ?? null,
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    perPersonLimit: code.perPersonLimit,
    active: code.active,
  };
}

/** A blank code for one of the director's events. */
export function blankCode(eventId: string | null, currency: string | null): DiscountCodeInput {
  return {
    code: '',
    kind: 'percent',
    percentBp: null,
    amountMinor: null,
    currency,
    eventId,
    seriesId: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    perPersonLimit: 1,
    active: true,
  };
}

/** The contract's English validation texts, by the key that translates them. */
const MESSAGE_KEYS: Record<string, string> = {
  'Use 3–40 letters, digits, - or _': 'codes.validation.code',
  'Choose the currency': 'codes.validation.currency',
  'Use a 3-letter currency code': 'codes.validation.currency',
  'Choose an event or a series': 'codes.validation.event',
  'The end must be after the start': 'codes.validation.endsAt',
};

/** The key of a contract message, or `fallback` for zod's generic texts. */
export function messageKey(message: string | undefined, fallback: string): string {
  return (message && MESSAGE_KEYS[message]) || fallback;
}

/** An ISO instant → "YYYY-MM-DDTHH:mm" on the reader's clock, for a datetime-local input. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "YYYY-MM-DDTHH:mm" typed on the reader's clock → ISO instant; empty → null. */
export function localToIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
