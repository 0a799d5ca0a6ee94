import Stripe from 'stripe';
import type { Config } from '#server/config';

const clients = new WeakMap<NonNullable<Config['stripe']>, Stripe>();

/**
 * The Stripe SDK for this configuration, or null for the offline provider (no keys). STRIPE_API_BASE points the
 * SDK at another host through its own host, port and protocol options: the fake server of tests and the bench.
 */
export function stripeOf(config: Config): Stripe | null {
  if (!config.stripe) return null;
  const cached = clients.get(config.stripe);
  if (cached) return cached;
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: 'Tightlines' },
  };
  if (config.stripe.apiBase) {
    const base = new URL(config.stripe.apiBase);
    options.host = base.hostname;
    options.port = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
    options.protocol = base.protocol === 'https:' ? 'https' : 'http';
  }
  const client = new Stripe(config.stripe.secretKey, options);
  clients.set(config.stripe, client);
  return client;
}
