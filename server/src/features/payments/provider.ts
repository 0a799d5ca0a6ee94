import type Stripe from 'stripe';
import type { PaymentProvider, Quote } from '@tightlines/domain/payments/contract';
import type { Config } from '#server/config';
import { AppError } from '#server/lib/errors';
import { stripeOf } from './stripe-client';

/** Stripe refuses a Checkout Session that expires sooner than this; our own hold is enforced in the database. */
export const STRIPE_MIN_SESSION_MS = 30 * 60 * 1000 + 60 * 1000;
/** …or later than this. */
export const STRIPE_MAX_SESSION_MS = 24 * 60 * 60 * 1000 - 60 * 1000;

export interface CheckoutRequest {
  paymentId: string;
  payerUserId: string;
  payerEmail: string | null;
  quote: Quote;
  description: string;
  /** Our hold end; the session expires then, or at Stripe's minimum when that is sooner. */
  holdExpiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSessionResult {
  sessionId: string;
  url: string;
}

export interface RefundResult {
  providerRefundId: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * What the payments feature asks of a provider (ADR 027). Stripe goes through the official SDK; offline takes no
 * money itself (staff record it), so it opens no checkout and records refunds at once.
 */
export interface PaymentsProvider {
  kind: PaymentProvider;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSessionResult>;
  /** Closes an open session (a released hold, a cancelled payment); a session already closed is fine. */
  expireCheckout(sessionId: string): Promise<void>;
  refund(input: {
    providerPaymentId: string | null;
    amountMinor: number;
    paymentId: string;
    refundId: string;
  }): Promise<RefundResult>;
  submitDisputeEvidence(providerDisputeId: string, text: string): Promise<void>;
}

/** Stripe wants lower-case currency codes. */
const stripeCurrency = (currency: string) => currency.toLowerCase();

/** The session's expiry: the hold end clamped into Stripe's allowed window (30 minutes to 24 hours). */
export function sessionExpiry(holdExpiresAt: Date, now = new Date()): number {
  const min = now.getTime() + STRIPE_MIN_SESSION_MS;
  const max = now.getTime() + STRIPE_MAX_SESSION_MS;
  return Math.floor(Math.min(Math.max(holdExpiresAt.getTime(), min), max) / 1000);
}

/**
 * Line items from the quote. Stripe charges the sum of its lines, so a discount or an exclusive tax becomes its
 * own line: the lines after the discount, then the tax on top. A single line carries the total when a discount
 * applies (Stripe has no negative line without its coupons API).
 */
export function lineItemsOf(
  quote: Quote,
  description: string,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const currency = stripeCurrency(quote.currency);
  const taxAdded = quote.taxRate && !quote.taxRate.inclusive ? quote.taxMinor : 0;
  const item = (name: string, amount: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    quantity: 1,
    price_data: { currency, unit_amount: amount, product_data: { name: name.slice(0, 250) || 'Entry fee' } },
  });
  if (quote.discountMinor > 0 || quote.lines.length === 0) {
    const items = [item(description, quote.totalMinor - taxAdded)];
    if (taxAdded > 0) items.push(item(quote.taxRate?.name ?? 'Tax', taxAdded));
    return items;
  }
  const items = quote.lines.map((line) => item(line.label, line.amountMinor));
  if (taxAdded > 0) items.push(item(quote.taxRate?.name ?? 'Tax', taxAdded));
  return items;
}

function stripeProvider(stripe: Stripe): PaymentsProvider {
  return {
    kind: 'stripe',
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: lineItemsOf(request.quote, request.description),
        expires_at: sessionExpiry(request.holdExpiresAt),
        client_reference_id: request.paymentId,
        metadata: { paymentId: request.paymentId, userId: request.payerUserId },
        payment_intent_data: { metadata: { paymentId: request.paymentId } },
        ...(request.payerEmail ? { customer_email: request.payerEmail } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already closed or unknown: nothing left to expire.
        if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
        throw error;
      }
    },
    async refund(input) {
      if (!input.providerPaymentId) throw AppError.of(409, 'notRefundable');
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.providerPaymentId,
          amount: input.amountMinor,
          metadata: { paymentId: input.paymentId, refundId: input.refundId },
        },
        { idempotencyKey: `refund-${input.refundId}` },
      );
      const status =
        refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
      return { providerRefundId: refund.id, status };
    },
    async submitDisputeEvidence(providerDisputeId, text) {
      await stripe.disputes.update(providerDisputeId, {
        evidence: { uncategorized_text: text },
        submit: true,
      });
    },
  };
}

const offlineProvider: PaymentsProvider = {
  kind: 'offline',
  createCheckout() {
    return Promise.reject(AppError.of(409, 'onlinePaymentUnavailable'));
  },
  async expireCheckout() {},
  // Money taken in person goes back in person: the refund is recorded as done.
  async refund() {
    return { providerRefundId: null, status: 'succeeded' };
  },
  submitDisputeEvidence() {
    return Promise.reject(AppError.of(409, 'onlinePaymentUnavailable'));
  },
};

/** The provider for this configuration: Stripe when its keys are set, offline otherwise. */
export function providerOf(config: Config): PaymentsProvider {
  const stripe = stripeOf(config);
  return stripe ? stripeProvider(stripe) : offlineProvider;
}

/** The offline provider, whatever the configuration (offline payments recorded by staff refund this way). */
export function offlineProviderOf(): PaymentsProvider {
  return offlineProvider;
}
