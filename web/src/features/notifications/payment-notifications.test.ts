import { describe, expect, it } from 'vitest';
import { notificationPath } from './lib/action-url';

// Payments (issue 17): web-payer
describe('payment notification links', () => {
  const paymentId = '99999999-9999-4999-8999-999999999999';
  const params = { paymentId, description: 'Bay Bass Classic', amountMinor: 15_000, currency: 'USD' };

  it('opens the payment outcome for a payment, a refund and an expired hold', () => {
    for (const type of ['payment_succeeded', 'payment_failed', 'hold_expired', 'refund_issued'])
      expect(notificationPath({ type, actionUrl: null, params })).toBe(
        `/registration-success?payment=${paymentId}`,
      );
  });

  it('opens the earnings page for payouts and billing for a subscription', () => {
    expect(notificationPath({ type: 'payout_paid', actionUrl: null, params: {} })).toBe(
      '/tournament-director/earnings',
    );
    expect(notificationPath({ type: 'payout_failed', actionUrl: null, params: {} })).toBe(
      '/tournament-director/earnings',
    );
    expect(notificationPath({ type: 'subscription_changed', actionUrl: null, params: {} })).toBe(
      '/settings/billing',
    );
  });

  it('falls back to the stored link without a payment id, and leaves other types alone', () => {
    expect(notificationPath({ type: 'payment_failed', actionUrl: '/registrations', params: null })).toBe(
      '/registrations',
    );
    expect(notificationPath({ type: 'dispute_opened', actionUrl: '/admin/chargebacks', params })).toBe(
      '/admin/chargebacks',
    );
  });
});
