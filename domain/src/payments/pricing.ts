import { BASIS_POINTS, type DiscountKind, type Quote, type QuoteLine } from './contract';

export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  percentBp: number | null;
  amountMinor: number | null;
}

export interface TaxTerms {
  name: string;
  rateBp: number;
  inclusive: boolean;
}

export interface PricingInput {
  currency: string;
  lines: QuoteLine[];
  /** A code already checked as usable here (dates, uses, scope); null: none. */
  discount: DiscountTerms | null;
  discountCode?: string | null;
  discountError?: string | null;
  tax: TaxTerms | null;
  platformFeeBp: number;
}

const bp = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / BASIS_POINTS);

/**
 * What the payer is charged, in minor units: the lines, less the discount (never below zero), then tax — added
 * on top for an exclusive rate, carved out of the amount for an inclusive one — and the platform's fee taken
 * from the amount before tax. Pure: the server prices checkouts with it and the web shows the same numbers.
 */
export function priceQuote(input: PricingInput): Quote {
  const subtotalMinor = input.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  let discountMinor = 0;
  if (input.discount) {
    discountMinor =
      input.discount.kind === 'percent'
        ? bp(subtotalMinor, input.discount.percentBp ?? 0)
        : (input.discount.amountMinor ?? 0);
    discountMinor = Math.min(Math.max(discountMinor, 0), subtotalMinor);
  }
  const base = subtotalMinor - discountMinor;
  let taxMinor = 0;
  let totalMinor = base;
  if (input.tax && input.tax.rateBp > 0) {
    if (input.tax.inclusive) {
      taxMinor = base - Math.round((base * BASIS_POINTS) / (BASIS_POINTS + input.tax.rateBp));
    } else {
      taxMinor = bp(base, input.tax.rateBp);
      totalMinor = base + taxMinor;
    }
  }
  const platformFeeMinor = bp(totalMinor - taxMinor, input.platformFeeBp);
  return {
    currency: input.currency,
    lines: input.lines,
    subtotalMinor,
    discountMinor,
    discountCode: input.discount ? input.discount.code : (input.discountCode ?? null),
    discountError: input.discountError ?? null,
    taxMinor,
    taxRate: input.tax
      ? { name: input.tax.name, rateBp: input.tax.rateBp, inclusive: input.tax.inclusive }
      : null,
    totalMinor,
    platformFeeMinor,
  };
}

/**
 * The refund an event's policy allows when the person cancels at `now`: the whole amount paid ('full') or its
 * share ('partial') until the deadline (or the start when there is none), nothing after or under 'none'.
 */
export function policyRefundMinor(
  paidMinor: number,
  policy: { refundPolicy: 'none' | 'full' | 'partial'; refundPercentBp: number; deadline: Date },
  now: Date,
): number {
  if (policy.refundPolicy === 'none' || now.getTime() > policy.deadline.getTime()) return 0;
  if (policy.refundPolicy === 'full') return paidMinor;
  return bp(paidMinor, policy.refundPercentBp);
}
