import type Stripe from 'stripe';
import { webhookEvents } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { stripeOf } from './stripe-client';
import { webhookHandlersFor, type WebhookDeps } from './webhook-registry';

export type WebhookAppDeps = Omit<WebhookDeps, 'stripe'>;

export interface WebhookOutcome {
  eventId: string;
  type: string;
  /** False for a replay (the id was already recorded): nothing was applied. */
  applied: boolean;
}

/**
 * Verifies a Stripe webhook over the exact bytes received (400 webhookSignatureInvalid), then applies it once:
 * its id goes into webhook_events in the transaction that runs its handlers, so a replay (or a concurrent twin,
 * which waits on the key) is acknowledged without effect. A handler that throws rolls everything back and the
 * error reaches Stripe as a 500, so it retries. Work the handlers return runs after the commit.
 */
export async function receiveStripeWebhook(
  deps: WebhookAppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const stripe = stripeOf(deps.config);
  const secret = deps.config.stripe?.webhookSecret;
  if (!stripe || !secret || !signature) throw AppError.of(400, 'webhookSignatureInvalid');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw AppError.of(400, 'webhookSignatureInvalid');
  }
  const handlerDeps: WebhookDeps = { ...deps, stripe };
  const object = event.data.object as { created?: number };
  const after = await deps.db.transaction(async (tx) => {
    // Marked processed as it is recorded: the row commits with its handlers' work or not at all (one round trip
    // fewer while the handlers' locks are held — a receipt's number among them).
    const inserted = await tx
      .insert(webhookEvents)
      .values({
        id: event.id,
        provider: 'stripe',
        type: event.type,
        createdAtProvider: typeof object.created === 'number' ? new Date(object.created * 1000) : null,
        payload: event,
        processedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return null;
    const work: (() => void)[] = [];
    for (const handler of webhookHandlersFor(event.type)) {
      const next = await handler(tx, event, handlerDeps);
      if (next) work.push(next);
    }
    return work;
  });
  if (after === null) return { eventId: event.id, type: event.type, applied: false };
  for (const run of after) {
    try {
      run();
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id }, 'webhook follow-up failed');
    }
  }
  return { eventId: event.id, type: event.type, applied: true };
}
