import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TaxRate, TaxRateInputSchema } from '@tightlines/domain/payments/contract';
import type { TaxTerms } from '@tightlines/domain/payments/pricing';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { taxRates } from '#server/db/schema';
import { AppError } from '#server/lib/errors';

type TaxRateValues = z.output<typeof TaxRateInputSchema>;
export type TaxRateRow = typeof taxRates.$inferSelect;

/** Regions are matched case-insensitively ('FL' = 'fl'); blank means the whole country. */
export function normalizeRegion(region: string | null | undefined): string | null {
  const trimmed = region?.trim().toLowerCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The active rate where an event is taxed: the region's rate beats the country's; null without either (no tax).
 * With several active rates for one place, the newest wins.
 */
export async function taxRateFor(
  db: Db,
  country: string | null | undefined,
  region: string | null | undefined,
): Promise<(TaxTerms & { id: string }) | null> {
  if (!country) return null;
  const wanted = normalizeRegion(region);
  const rows = await db
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.country, country.trim().toUpperCase()),
        eq(taxRates.active, true),
        wanted === null
          ? isNull(taxRates.region)
          : sql`(${taxRates.region} is null or ${taxRates.region} = ${wanted})`,
      ),
    )
    // Region rows first (nulls last), then the newest.
    .orderBy(sql`${taxRates.region} is null`, desc(taxRates.createdAt))
    .limit(1);
  const row = rows[0];
  return row ? { id: row.id, name: row.name, rateBp: row.rateBp, inclusive: row.inclusive } : null;
}

export function presentTaxRate(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    country: row.country,
    region: row.region,
    name: row.name,
    rateBp: row.rateBp,
    inclusive: row.inclusive,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTaxRates(db: Db): Promise<{ items: TaxRate[] }> {
  const rows = await db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.country), sql`${taxRates.region} nulls first`, desc(taxRates.createdAt))
    .limit(1_000);
  return { items: rows.map(presentTaxRate) };
}

const valuesOf = (input: TaxRateValues) => ({
  country: input.country,
  region: normalizeRegion(input.region),
  name: input.name,
  rateBp: input.rateBp,
  inclusive: input.inclusive,
  active: input.active,
});

export async function createTaxRate(db: Db, input: TaxRateValues): Promise<TaxRate> {
  const [row] = await db.insert(taxRates).values(valuesOf(input)).returning();
  return presentTaxRate(row!);
}

export async function updateTaxRate(db: Db, taxRateId: string, input: TaxRateValues): Promise<TaxRate> {
  const [row] = await db.update(taxRates).set(valuesOf(input)).where(eq(taxRates.id, taxRateId)).returning();
  if (!row) throw AppError.of(404, 'taxRateNotFound');
  return presentTaxRate(row);
}

/** Past payments keep their tax in their quote, so a rate can go without rewriting history. */
export async function deleteTaxRate(db: Db, taxRateId: string): Promise<void> {
  const deleted = await db.delete(taxRates).where(eq(taxRates.id, taxRateId)).returning({ id: taxRates.id });
  if (deleted.length === 0) throw AppError.of(404, 'taxRateNotFound');
}

export async function taxRateById(db: Db, taxRateId: string): Promise<TaxRateRow | undefined> {
  const [row] = await db.select().from(taxRates).where(eq(taxRates.id, taxRateId)).limit(1);
  return row;
}
