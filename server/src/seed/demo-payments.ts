import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DiscountCodeInputSchema, TaxRateInputSchema } from '@tightlines/domain/payments/contract';
import { tournamentEvents } from '#server/db/schema';
import { createDiscountCode } from '#server/features/payments/discount-codes-service';
import { createPlan } from '#server/features/payments/plans';
import { createTaxRate } from '#server/features/payments/tax-rates';
import type { DemoWho } from './demo-social';

/**
 * Payments (issue 17): what an admin and a director set up before money moves — tax rates for the places the
 * demo fishes, pricing plans, and the director's early-bird code on the upcoming Bass Islands Classic — through
 * the same services their pages call. The demo's paid entries come from the desk (demo tournaments), which now
 * writes the ledger and a receipt for each.
 */
export async function seedDemoPayments(app: FastifyInstance, ids: Record<DemoWho, string>): Promise<void> {
  const rates = [
    { country: 'US', region: 'OH', name: 'Ohio sales tax', rateBp: 575, inclusive: false },
    { country: 'CA', region: 'ON', name: 'HST', rateBp: 1_300, inclusive: false },
    { country: 'GB', region: null, name: 'VAT', rateBp: 2_000, inclusive: true },
    { country: 'DE', region: null, name: 'MwSt.', rateBp: 1_900, inclusive: true },
    { country: 'AU', region: null, name: 'GST', rateBp: 1_000, inclusive: true },
  ];
  for (const rate of rates) await createTaxRate(app.db, TaxRateInputSchema.parse(rate));

  await createPlan(app.db, {
    name: 'Club',
    description: 'For clubs that run a handful of events a season.',
    features: ['Online entry fees and refunds', 'Discount codes', 'Platform fee 3%'],
    priceMinor: 2_900,
    currency: 'USD',
    interval: 'month',
    platformFeeBp: 300,
  });
  await createPlan(app.db, {
    name: 'Trail',
    description: 'For tournament trails and series that run all year.',
    features: ['Everything in Club', 'Platform fee 1.5%', 'Priority support'],
    priceMinor: 29_000,
    currency: 'USD',
    interval: 'year',
    platformFeeBp: 150,
  });

  const [classic] = await app.db
    .select({ id: tournamentEvents.id })
    .from(tournamentEvents)
    .where(
      and(eq(tournamentEvents.name, 'Bass Islands Classic'), eq(tournamentEvents.createdBy, ids.director)),
    );
  if (classic)
    await createDiscountCode(
      app.db,
      { id: ids.director, roles: ['tournament_director'] },
      DiscountCodeInputSchema.parse({
        code: 'EARLYBIRD',
        kind: 'percent',
        percentBp: 1_000,
        eventId: classic.id,
        maxUses: 20,
        perPersonLimit: 1,
      }),
    );
}
