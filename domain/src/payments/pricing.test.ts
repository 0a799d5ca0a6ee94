import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBalanced, splitProRata } from './ledger';
import { policyRefundMinor, priceQuote } from './pricing';

const line = (amountMinor: number) => ({ label: 'Bass Classic', amountMinor, registrationId: null });

describe('priceQuote', () => {
  it('takes a percent discount, then adds exclusive tax, and the fee from the amount before tax', () => {
    const quote = priceQuote({
      currency: 'USD',
      lines: [line(10_000)],
      discount: { code: 'EARLY', kind: 'percent', percentBp: 1_000, amountMinor: null },
      tax: { name: 'FL sales tax', rateBp: 600, inclusive: false },
      platformFeeBp: 500,
    });
    expect(quote).toMatchObject({
      subtotalMinor: 10_000,
      discountMinor: 1_000,
      taxMinor: 540,
      totalMinor: 9_540,
      platformFeeMinor: 450,
      discountCode: 'EARLY',
    });
  });

  it('carves inclusive tax out of the amount', () => {
    const quote = priceQuote({
      currency: 'EUR',
      lines: [line(12_000)],
      discount: null,
      tax: { name: 'VAT', rateBp: 2_000, inclusive: true },
      platformFeeBp: 0,
    });
    expect(quote.totalMinor).toBe(12_000);
    expect(quote.taxMinor).toBe(2_000);
  });

  it('never discounts below zero', () => {
    const quote = priceQuote({
      currency: 'USD',
      lines: [line(500)],
      discount: { code: 'BIG', kind: 'amount', percentBp: null, amountMinor: 5_000 },
      tax: null,
      platformFeeBp: 500,
    });
    expect(quote.discountMinor).toBe(500);
    expect(quote.totalMinor).toBe(0);
    expect(quote.platformFeeMinor).toBe(0);
  });

  it('keeps every part within the total for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 5_000 }),
        (amounts, percent, rate, inclusive, fee) => {
          const quote = priceQuote({
            currency: 'USD',
            lines: amounts.map(line),
            discount: { code: 'X', kind: 'percent', percentBp: percent, amountMinor: null },
            tax: { name: 'Tax', rateBp: rate, inclusive },
            platformFeeBp: fee,
          });
          expect(quote.totalMinor).toBeGreaterThanOrEqual(0);
          expect(quote.taxMinor + quote.platformFeeMinor).toBeLessThanOrEqual(quote.totalMinor);
        },
      ),
    );
  });
});

describe('policyRefundMinor', () => {
  const deadline = new Date('2026-06-01T00:00:00Z');
  it('refunds by policy until the deadline and nothing after', () => {
    const before = new Date('2026-05-31T12:00:00Z');
    const after = new Date('2026-06-01T00:00:01Z');
    expect(policyRefundMinor(5_000, { refundPolicy: 'full', refundPercentBp: 0, deadline }, before)).toBe(
      5_000,
    );
    expect(
      policyRefundMinor(5_000, { refundPolicy: 'partial', refundPercentBp: 5_000, deadline }, before),
    ).toBe(2_500);
    expect(policyRefundMinor(5_000, { refundPolicy: 'full', refundPercentBp: 0, deadline }, after)).toBe(0);
    expect(policyRefundMinor(5_000, { refundPolicy: 'none', refundPercentBp: 0, deadline }, before)).toBe(0);
  });
});

describe('ledger helpers', () => {
  it('splits pro rata to the exact amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 4 }),
        (amount, weights) => {
          const parts = splitProRata(amount, weights);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
          expect(parts.every((part) => part >= 0)).toBe(true);
        },
      ),
    );
    expect(splitProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('accepts only balanced transactions of two or more entries', () => {
    expect(
      isBalanced([
        { account: 'cash:stripe', amountMinor: 10 },
        { account: 'payer:a', amountMinor: -10 },
      ]),
    ).toBe(true);
    expect(
      isBalanced([
        { account: 'cash:stripe', amountMinor: 10 },
        { account: 'payer:a', amountMinor: -9 },
      ]),
    ).toBe(false);
    expect(isBalanced([{ account: 'cash:stripe', amountMinor: 0 }])).toBe(false);
  });
});
