import { asc, eq, sql } from 'drizzle-orm';
import type { Plan, PlanInput } from '@tightlines/domain/payments/contract';
import { PlanInputSchema } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { plans } from '#server/db/schema';
import { AppError } from '#server/lib/errors';

/** Plans (issue 17): the subscriptions admins offer, each with its live subscriber count. */

export type PlanRow = typeof plans.$inferSelect;

const subscriberCount = sql<number>`(select count(*)::int from subscriptions s
  where s.plan_id = "plans"."id" and s.status in ('active', 'past_due'))`;

export function presentPlan(row: PlanRow, count: number): Plan {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    features: row.features,
    priceMinor: row.priceMinor,
    currency: row.currency,
    interval: row.interval as Plan['interval'],
    platformFeeBp: row.platformFeeBp,
    active: row.active,
    subscriberCount: count,
  };
}

/** Active plans (the pricing page) or every plan (admins), cheapest first. */
export async function listPlans(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<Plan[]> {
  const rows = await db
    .select({ plan: plans, count: subscriberCount })
    .from(plans)
    .where(activeOnly ? eq(plans.active, true) : undefined)
    .orderBy(asc(plans.priceMinor), asc(plans.name), asc(plans.id));
  return rows.map((row) => presentPlan(row.plan, Number(row.count)));
}

export async function findPlan(db: Db, planId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

export async function getPlan(db: Db, planId: string): Promise<Plan> {
  const [row] = await db
    .select({ plan: plans, count: subscriberCount })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!row) throw AppError.of(404, 'planNotFound');
  return presentPlan(row.plan, Number(row.count));
}

export async function createPlan(db: Db, input: PlanInput): Promise<Plan> {
  const value = PlanInputSchema.parse(input);
  const [row] = await db.insert(plans).values(value).returning();
  if (!row) throw new Error('plan not written');
  return presentPlan(row, 0);
}

/**
 * Changes a plan. A new price or currency or interval drops the Stripe Price made for it (Prices are immutable
 * at Stripe): the next subscriber gets a new one; existing subscribers keep theirs until they change plan.
 */
export async function updatePlan(db: Db, planId: string, input: PlanInput): Promise<Plan> {
  const value = PlanInputSchema.parse(input);
  const current = await findPlan(db, planId);
  if (!current) throw AppError.of(404, 'planNotFound');
  const priceChanged =
    current.priceMinor !== value.priceMinor ||
    current.currency !== value.currency ||
    current.interval !== value.interval;
  await db
    .update(plans)
    .set({ ...value, ...(priceChanged ? { providerPriceId: null } : {}), updatedAt: new Date() })
    .where(eq(plans.id, planId));
  return getPlan(db, planId);
}
