/**
 * The double-entry ledger (issue 17, ARCHITECTURE "money"). Every movement of money is one ledger transaction of
 * two or more entries in one currency whose amounts sum to zero; an entry's amount is in minor units, positive
 * for a debit and negative for a credit. Entries are append-only (the database refuses UPDATE and DELETE); a
 * balance is the sum of an account's entries. Accounts are named `kind` or `kind:ownerId`:
 *
 * - `cash:stripe`, `cash:offline` — money the platform holds at the provider or took in person (asset).
 * - `payer:{userId}` — a payer's flow: credited with what they paid, debited with what came back. Nets to zero
 *   once a payment is allocated, so its entries are the person's money history.
 * - `payee:{userId}` — what the platform owes a payee (a director; later captains, publishers, affiliates);
 *   a credit balance, so the amount available is the negated balance.
 * - `platform:fees` — the platform's revenue (fees on entry fees, subscriptions, invoices).
 * - `platform:tax` — tax collected, owed to the tax authority.
 * - `refunds`, `disputes` — clearing accounts that record money sent back or withdrawn by a bank, then
 *   allocated to who bears it.
 * - `payouts:transit` — money on its way to a payee's bank.
 *
 * The flows (server/src/features/payments writes them; the property test checks every sequence):
 * - paid T (tax X, fee F, payee N = T − X − F): cash +T, payer −T; payer +T, payee −N, platform:fees −F, tax −X.
 * - refund R (split like the payment, pro rata): refunds +R, cash −R; payee +Rn, fees +Rf, tax +Rx, refunds −R.
 *   (Every ledger transaction also records its payer and payee in columns, so a person's history is a query.)
 * - refund failed after it succeeded (the bank sent it back): the exact reverse of the refund's entries.
 * - dispute opened D: disputes +D, cash −D; payee +Dn, fees +Df, tax +Dx, disputes −D. Won: the reverse.
 * - payout A: payee +A, payouts:transit −A; paid: payouts:transit +A, cash:stripe −A; failed: the reverse of
 *   the first.
 * - subscription or invoice paid T: cash +T, payer −T; payer +T, platform:fees −(T − X), tax −X.
 */

export const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'refund',
  'refund_reversal',
  'dispute',
  'dispute_reversal',
  'payout',
  'payout_paid',
  'payout_failed',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export interface LedgerEntryInput {
  account: string;
  amountMinor: number;
}

export const account = {
  cash: (provider: 'stripe' | 'offline') => `cash:${provider}`,
  payer: (userId: string) => `payer:${userId}`,
  payee: (userId: string) => `payee:${userId}`,
  platformFees: 'platform:fees',
  tax: 'platform:tax',
  refunds: 'refunds',
  disputes: 'disputes',
  payoutsInTransit: 'payouts:transit',
} as const;

/** The account's kind (before the colon of an owned account): cash, payer, payee, platform, refunds, …. */
export function accountKind(name: string): string {
  return name.split(':')[0] ?? name;
}

/** A ledger transaction may be written: at least two entries, integer amounts, summing to zero. */
export function isBalanced(entries: readonly LedgerEntryInput[]): boolean {
  if (entries.length < 2) return false;
  let sum = 0;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountMinor)) return false;
    sum += entry.amountMinor;
  }
  return sum === 0;
}

/**
 * Splits `amount` across parts in proportion to their weights, in integer minor units, so the parts sum to the
 * amount exactly (largest remainder; ties to the earlier part). Refunds and disputes split like their payment.
 */
export function splitProRata(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / total);
  const parts = exact.map((value) => Math.floor(value));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}
