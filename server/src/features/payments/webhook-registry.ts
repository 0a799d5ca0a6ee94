import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import type { Mailer } from '#server/mail/mailer';
import type { Realtime } from '#server/realtime/realtime';

/** What a webhook handler may use (the payments routes build it from the app). */
export interface WebhookDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  stripe: Stripe;
  // Payments (issue 17): pay-core — what handlers need to notify and mail after the commit.
  jobs: JobRunner;
  realtime: Realtime;
  mailer: Mailer;
}

/**
 * Applies one verified Stripe event inside the transaction that also records its id in webhook_events (so a
 * replay is never applied twice, ADR 027). It may return work to run after the commit (notifications, e-mails).
 * Handlers read the object's current state rather than trusting event order.
 */
export type WebhookHandler = (tx: Db, event: Stripe.Event, deps: WebhookDeps) => Promise<void | (() => void)>;

/**
 * Event type → handlers, filled by the parts of the payments feature at start-up (registerWebhookHandler); an
 * event nobody handles is recorded and acknowledged.
 */
const HANDLERS = new Map<string, WebhookHandler[]>();

export function registerWebhookHandler(type: string, handler: WebhookHandler): void {
  const list = HANDLERS.get(type) ?? [];
  if (!list.includes(handler)) list.push(handler);
  HANDLERS.set(type, list);
}

export function webhookHandlersFor(type: string): readonly WebhookHandler[] {
  return HANDLERS.get(type) ?? [];
}
