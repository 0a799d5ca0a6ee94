import { and, desc, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DiscountCode, DiscountCodeInputSchema } from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import {
  discountCodes,
  discountRedemptions,
  payments,
  tournamentEventDirectors,
  tournamentEvents,
  tournamentSeries,
} from '#server/db/schema';
import { AppError, forbidden } from '#server/lib/errors';
import { isEventDirector } from '#server/features/tournaments/access';
import { eventById } from '#server/features/tournaments/repo';
import { presentDiscountCode, type DiscountCodeRow } from './discount-codes';
// The route's guard has let only directors and admins through.
import type { MoneyActor } from './guards';

type DiscountCodeValues = z.output<typeof DiscountCodeInputSchema>;

const isAdmin = (actor: MoneyActor) => actor.roles.includes('admin');
const notFound = () => AppError.of(404, 'discountCodeNotFound');

/** The list with names: admins see every code; a director the codes of events they direct and series they created. */
export async function listDiscountCodes(db: Db, actor: MoneyActor): Promise<{ items: DiscountCode[] }> {
  const series = alias(tournamentSeries, 'code_series');
  const mine = or(
    eq(tournamentEvents.createdBy, actor.id),
    exists(
      db
        .select({ one: sql`1` })
        .from(tournamentEventDirectors)
        .where(
          and(
            eq(tournamentEventDirectors.eventId, discountCodes.eventId),
            eq(tournamentEventDirectors.userId, actor.id),
          ),
        ),
    ),
    eq(series.createdBy, actor.id),
  );
  const rows = await db
    .select({ code: discountCodes, eventName: tournamentEvents.name, seriesName: series.name })
    .from(discountCodes)
    .leftJoin(tournamentEvents, eq(tournamentEvents.id, discountCodes.eventId))
    .leftJoin(series, eq(series.id, discountCodes.seriesId))
    .where(isAdmin(actor) ? undefined : mine)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(500);
  return { items: rows.map((row) => presentDiscountCode(row.code, row)) };
}

export async function createDiscountCode(
  db: Db,
  actor: MoneyActor,
  input: DiscountCodeValues,
): Promise<DiscountCode> {
  await assertScope(db, actor, input);
  const row = await uniqueCode(() =>
    db
      .insert(discountCodes)
      .values({ ...valuesOf(input), createdBy: actor.id })
      .returning(),
  );
  return presentOne(db, row);
}

/** Replaces the code's terms (the whole editor is saved); the new scope must be the actor's too. */
export async function updateDiscountCode(
  db: Db,
  actor: MoneyActor,
  codeId: string,
  input: DiscountCodeValues,
): Promise<DiscountCode> {
  await managedCode(db, actor, codeId);
  await assertScope(db, actor, input);
  const row = await uniqueCode(() =>
    db.update(discountCodes).set(valuesOf(input)).where(eq(discountCodes.id, codeId)).returning(),
  );
  return presentOne(db, row);
}

/**
 * Deletes a code nobody has used; a code with uses (or payments that name it) is kept for the record and
 * deactivated instead — both answer 204, and the list then shows it inactive.
 */
export async function deleteDiscountCode(db: Db, actor: MoneyActor, codeId: string): Promise<void> {
  const row = await managedCode(db, actor, codeId);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ one: sql`1` })
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.id, row.id),
          or(
            sql`${discountCodes.usedCount} > 0`,
            exists(
              tx
                .select({ one: sql`1` })
                .from(discountRedemptions)
                .where(eq(discountRedemptions.discountCodeId, row.id)),
            ),
            exists(
              tx
                .select({ one: sql`1` })
                .from(payments)
                .where(eq(payments.discountCodeId, row.id)),
            ),
          ),
        ),
      )
      .for('update');
    if (used) await tx.update(discountCodes).set({ active: false }).where(eq(discountCodes.id, row.id));
    else await tx.delete(discountCodes).where(eq(discountCodes.id, row.id));
  });
}

/** The code when the actor manages it; 404 otherwise (a code's existence is its managers' business). */
async function managedCode(db: Db, actor: MoneyActor, codeId: string): Promise<DiscountCodeRow> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, codeId)).limit(1);
  if (!row) throw notFound();
  if (isAdmin(actor)) return row;
  if (!(await mayManage(db, actor, row))) throw notFound();
  return row;
}

async function mayManage(
  db: Db,
  actor: MoneyActor,
  scope: { eventId: string | null; seriesId: string | null },
): Promise<boolean> {
  if (scope.eventId) {
    const event = await eventById(db, scope.eventId);
    return event ? isEventDirector(db, event, { id: actor.id, roles: actor.roles }) : false;
  }
  if (scope.seriesId) {
    if (isAdmin(actor)) return true;
    const [series] = await db
      .select({ createdBy: tournamentSeries.createdBy })
      .from(tournamentSeries)
      .where(eq(tournamentSeries.id, scope.seriesId));
    return series?.createdBy === actor.id;
  }
  return isAdmin(actor);
}

/** 400 without an event or series (directors), 404 for an unknown one, 403 for one the actor does not direct. */
async function assertScope(db: Db, actor: MoneyActor, input: DiscountCodeValues): Promise<void> {
  if (!input.eventId && !input.seriesId) {
    if (isAdmin(actor)) return;
    throw AppError.of(400, 'invalidInput', { eventId: 'Choose an event or a series' });
  }
  if (input.eventId) {
    if (!(await eventById(db, input.eventId))) throw AppError.of(404, 'eventNotFound');
  } else if (input.seriesId) {
    const [series] = await db
      .select({ id: tournamentSeries.id })
      .from(tournamentSeries)
      .where(eq(tournamentSeries.id, input.seriesId));
    if (!series) throw AppError.of(404, 'seriesNotFound');
  }
  if (!(await mayManage(db, actor, input))) throw forbidden();
}

function valuesOf(input: DiscountCodeValues) {
  const percent = input.kind === 'percent';
  return {
    code: input.code,
    kind: input.kind,
    percentBp: percent ? input.percentBp : null,
    amountMinor: percent ? null : input.amountMinor,
    // A percentage applies in any currency unless one is named; an amount is in its currency.
    currency: input.currency,
    eventId: input.eventId,
    seriesId: input.eventId ? null : input.seriesId,
    startsAt: dateOf(input.startsAt, 'startsAt'),
    endsAt: dateOf(input.endsAt, 'endsAt'),
    maxUses: input.maxUses,
    perPersonLimit: input.perPersonLimit,
    active: input.active,
  };
}

/** A date the database stores as it was given (years 1970–2999; the schema lets through year 0 and 10000). */
function dateOf(iso: string | null, field: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1970 || year > 2999)
    throw AppError.of(400, 'invalidInput', { [field]: 'Choose a real date' });
  return date;
}

async function uniqueCode(write: () => Promise<DiscountCodeRow[]>): Promise<DiscountCodeRow> {
  try {
    const [row] = await write();
    if (!row) throw new Error('discount code not written');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of(409, 'discountCodeTaken');
    throw error;
  }
}

async function presentOne(db: Db, row: DiscountCodeRow): Promise<DiscountCode> {
  const [event] = row.eventId
    ? await db
        .select({ name: tournamentEvents.name })
        .from(tournamentEvents)
        .where(eq(tournamentEvents.id, row.eventId))
    : [];
  const [series] = row.seriesId
    ? await db
        .select({ name: tournamentSeries.name })
        .from(tournamentSeries)
        .where(eq(tournamentSeries.id, row.seriesId))
    : [];
  return presentDiscountCode(row, { eventName: event?.name ?? null, seriesName: series?.name ?? null });
}
