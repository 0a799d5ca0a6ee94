import type Stripe from 'stripe';
import type { Db } from '#server/db/client';
import { runAfter } from './deps';
import { syncStripeDispute } from './disputes';
import { refundPayment, syncStripeRefund } from './refunds';
import { paymentIdByProvider } from './repo';
import { applyPaymentFailed, applyPaymentSucceeded, closePendingPayment, type AfterCommit } from './settle';
import { registerWebhookHandler, type WebhookDeps } from './webhook-registry';

/**
 * The payments feature's webhook handlers (pay-core), registered when the webhook route is loaded: checkout
 * outcomes, refunds and disputes. Other parts (subscriptions, Connect) register theirs in their own files.
 * Each reads the object's current state, so events in any order converge.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function paymentOfSession(tx: Db, session: Stripe.Checkout.Session): Promise<string | null> {
  const given = session.metadata?.paymentId ?? session.client_reference_id;
  if (given && UUID.test(given)) return given;
  return paymentIdByProvider(tx, { sessionId: session.id });
}

const intentIdOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

function finish(deps: WebhookDeps, after: AfterCommit[]): () => void {
  return () => runAfter(deps.log, after);
}

async function sessionPaid(tx: Db, event: Stripe.Event, deps: WebhookDeps) {
  const session = event.data.object as Stripe.Checkout.Session;
  // A delayed method (bank debit) completes the session unpaid; async_payment_succeeded pays it later.
  if (session.payment_status === 'unpaid') return;
  const paymentId = await paymentOfSession(tx, session);
  if (!paymentId) return;
  const outcome = await applyPaymentSucceeded(tx, deps, paymentId, {
    providerPaymentId: intentIdOf(session.payment_intent),
  });
  const after = [...outcome.after];
  // Paid at the desk while paying online, or the place went while the person was paying and none is left:
  // those shares go back in full, one refund per cause so the refund says why.
  const notes = {
    duplicate: 'The registration was paid at the desk while this payment went through.',
    event_full: 'The place was released before the payment arrived and the event is full.',
  } as const;
  for (const reason of ['duplicate', 'event_full'] as const) {
    const back = outcome.unplaced
      .filter((item) => item.reason === reason)
      .reduce((sum, item) => sum + item.shareMinor, 0);
    if (back > 0)
      after.push(async () => {
        await refundPayment(deps, {
          paymentId,
          amountMinor: back,
          reason,
          note: notes[reason],
          requestedBy: null,
        });
      });
  }
  return finish(deps, after);
}

registerWebhookHandler('checkout.session.completed', sessionPaid);
registerWebhookHandler('checkout.session.async_payment_succeeded', sessionPaid);

registerWebhookHandler('checkout.session.async_payment_failed', async (tx, event, deps) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentId = await paymentOfSession(tx, session);
  if (!paymentId) return;
  return finish(deps, await applyPaymentFailed(tx, deps, paymentId, 'The payment did not go through.'));
});

registerWebhookHandler('checkout.session.expired', async (tx, event) => {
  const session = event.data.object as Stripe.Checkout.Session;
  const paymentId = await paymentOfSession(tx, session);
  if (paymentId) await closePendingPayment(tx, paymentId, 'expired');
});

registerWebhookHandler('payment_intent.payment_failed', async (tx, event, deps) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const given = intent.metadata?.paymentId;
  const paymentId =
    given && UUID.test(given) ? given : await paymentIdByProvider(tx, { paymentIntentId: intent.id });
  if (!paymentId) return;
  const reason = intent.last_payment_error?.message ?? 'The card was declined.';
  return finish(deps, await applyPaymentFailed(tx, deps, paymentId, reason));
});

// refund.updated carries a refund's later changes (a succeeded refund can still fail or be canceled);
// charge.refund.updated is the older name of the same event, which accounts on older API versions receive.
for (const type of ['refund.updated', 'charge.refund.updated'])
  registerWebhookHandler(type, async (tx, event, deps) => {
    const refund = event.data.object as Stripe.Refund;
    return finish(deps, await syncStripeRefund(tx, deps, refund));
  });
registerWebhookHandler('refund.created', async (tx, event, deps) => {
  const refund = event.data.object as Stripe.Refund;
  return finish(deps, await syncStripeRefund(tx, deps, refund));
});

registerWebhookHandler('charge.refunded', async (tx, event, deps) => {
  const charge = event.data.object as Stripe.Charge;
  const after: AfterCommit[] = [];
  for (const refund of charge.refunds?.data ?? [])
    after.push(
      ...(await syncStripeRefund(tx, deps, {
        ...refund,
        payment_intent: refund.payment_intent ?? charge.payment_intent,
      })),
    );
  return finish(deps, after);
});

for (const type of ['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed'])
  registerWebhookHandler(type, async (tx, event, deps) => {
    const dispute = event.data.object as Stripe.Dispute;
    return finish(
      deps,
      await syncStripeDispute(tx, deps, {
        ...dispute,
        payment_intent: intentIdOf(dispute.payment_intent),
      }),
    );
  });
