import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PayoutSchedule } from '@tightlines/domain/payments/contract';
import { account } from '@tightlines/domain/payments/ledger';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobHandler } from '#server/jobs/runner';
import { payeeAccounts, payouts } from '#server/db/schema';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { postLedger } from './ledger';
import { readPaymentSettings } from './settings';
import { stripeOf } from './stripe-client';
import { afterCursor, decodeCursor, encodeCursor, iso, personNameSql } from './admin-hub-shared';

/**
 * Payouts (issue 17, subs-hub): what the platform owes each payee (the negated `payee:{id}` balance) is sent to
 * their Connect account as a Stripe Transfer, per currency, once it reaches the minimum. A run locks each payee's
 * account row while it reads the balance and books the payout (payee +A, payouts:transit −A), so two runs side by
 * side never pay the same money twice; the transfer (idempotency key = payout id) then settles it: paid
 * (transit +A, cash:stripe −A) or failed (the booking reversed).
 */

export interface PayoutDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  notifyDeps: NotifyDeps;
}

export interface PayoutRunResult {
  created: number;
  paid: number;
  failed: number;
}

interface Booked {
  id: string;
  userId: string;
  accountId: string;
  amountMinor: number;
  currency: string;
}

/** Books the payouts of one payee under the lock of their account row. */
async function bookPayee(
  db: Db,
  userId: string,
  minimum: { currency: string; amountMinor: number },
): Promise<Booked[]> {
  return db.transaction(async (tx) => {
    const [payee] = await tx
      .select()
      .from(payeeAccounts)
      .where(eq(payeeAccounts.userId, userId))
      .for('update');
    if (!payee?.payoutsEnabled || !payee.providerAccountId) return [];
    // Read after the lock: a run that held it has committed its bookings, so its money is no longer available.
    const balances = await tx.execute<{ currency: string; total: string }>(sql`
      select currency, sum(amount_minor) as total from ledger_entries
      where account = ${account.payee(userId)} group by currency`);
    const booked: Booked[] = [];
    for (const row of balances.rows) {
      const available = -Number(row.total);
      // The minimum is in the platform's currency; without an exchange rate it cannot be carried over to another,
      // so a balance in another currency is paid whenever there is one.
      const floor = row.currency === minimum.currency ? minimum.amountMinor : 0;
      if (available <= 0 || available < floor) continue;
      const [payout] = await tx
        .insert(payouts)
        .values({ userId, amountMinor: available, currency: row.currency, status: 'pending' })
        .returning({ id: payouts.id });
      await postLedger(tx, {
        kind: 'payout',
        currency: row.currency,
        payoutId: payout!.id,
        payeeUserId: userId,
        memo: 'payout',
        entries: [
          { account: account.payee(userId), amountMinor: available },
          { account: account.payoutsInTransit, amountMinor: -available },
        ],
      });
      booked.push({
        id: payout!.id,
        userId,
        accountId: payee.providerAccountId,
        amountMinor: available,
        currency: row.currency,
      });
    }
    return booked;
  });
}

async function notifyPayout(deps: NotifyDeps, tx: Db, payout: Booked, type: 'payout_paid' | 'payout_failed') {
  return notify(
    deps,
    {
      userId: payout.userId,
      actorId: null,
      actionUrl: '/tournament-director/earnings',
      type,
      params: { payoutId: payout.id, amountMinor: payout.amountMinor, currency: payout.currency },
    },
    tx,
  );
}

/** Settles a booked payout with its transfer; safe to run again (the transfer's idempotency key is the payout id). */
async function settle(deps: PayoutDeps, stripe: Stripe, payout: Booked): Promise<'paid' | 'failed'> {
  let transfer: Stripe.Transfer | null = null;
  let failure: string | null = null;
  try {
    transfer = await stripe.transfers.create(
      {
        amount: payout.amountMinor,
        currency: payout.currency.toLowerCase(),
        destination: payout.accountId,
        metadata: { payoutId: payout.id, userId: payout.userId },
      },
      { idempotencyKey: `payout-${payout.id}` },
    );
  } catch (error) {
    deps.log.warn({ err: error, payoutId: payout.id }, 'payout transfer failed');
    failure = error instanceof Error ? error.message.slice(0, 500) : 'Transfer failed';
  }
  const publish = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payouts)
      .set(
        transfer
          ? { status: 'paid', providerTransferId: transfer.id, paidAt: new Date(), updatedAt: new Date() }
          : { status: 'failed', failureReason: failure, updatedAt: new Date() },
      )
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, 'pending')))
      .returning({ id: payouts.id });
    if (!claimed) return () => {};
    await postLedger(tx, {
      kind: transfer ? 'payout_paid' : 'payout_failed',
      currency: payout.currency,
      payoutId: payout.id,
      payeeUserId: payout.userId,
      memo: transfer ? `transfer ${transfer.id}` : 'transfer failed',
      entries: transfer
        ? [
            { account: account.payoutsInTransit, amountMinor: payout.amountMinor },
            { account: account.cash('stripe'), amountMinor: -payout.amountMinor },
          ]
        : [
            { account: account.payoutsInTransit, amountMinor: payout.amountMinor },
            { account: account.payee(payout.userId), amountMinor: -payout.amountMinor },
          ],
    });
    return notifyPayout(deps.notifyDeps, tx, payout, transfer ? 'payout_paid' : 'payout_failed');
  });
  publish();
  return transfer ? 'paid' : 'failed';
}

/**
 * One payout run: payees with payouts enabled whose available balance reaches the minimum, each currency one
 * payout. Pending payouts left by a run that stopped before its transfer (older than a minute) are settled too.
 * Offline there is no way to send money: nothing happens.
 */
export async function runPayouts(deps: PayoutDeps): Promise<PayoutRunResult> {
  const result: PayoutRunResult = { created: 0, paid: 0, failed: 0 };
  const stripe = stripeOf(deps.config);
  if (!stripe) return result;
  const settings = await readPaymentSettings(deps.db);
  const payees = await deps.db
    .select({ userId: payeeAccounts.userId })
    .from(payeeAccounts)
    .where(and(eq(payeeAccounts.payoutsEnabled, true), sql`${payeeAccounts.providerAccountId} is not null`));
  const stale = await deps.db
    .select({
      id: payouts.id,
      userId: payouts.userId,
      accountId: payeeAccounts.providerAccountId,
      amountMinor: payouts.amountMinor,
      currency: payouts.currency,
    })
    .from(payouts)
    .innerJoin(payeeAccounts, eq(payeeAccounts.userId, payouts.userId))
    .where(sql`${payouts.status} = 'pending' and ${payouts.createdAt} < now() - interval '1 minute'`);
  const work: Booked[] = stale.flatMap((row) =>
    row.accountId ? [{ ...row, accountId: row.accountId }] : [],
  );
  for (const payee of payees) {
    const booked = await bookPayee(deps.db, payee.userId, {
      currency: settings.currency,
      amountMinor: settings.payoutMinimumMinor,
    });
    result.created += booked.length;
    work.push(...booked);
  }
  for (const payout of work) {
    const outcome = await settle(deps, stripe, payout);
    result[outcome] += 1;
  }
  return result;
}

/** transfer.reversed: money sent came back — the payee is owed it again (cash +A, payee −A). */
export async function applyTransferReversed(tx: Db, transfer: Stripe.Transfer): Promise<void> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.providerTransferId, transfer.id))
    .for('update');
  if (!row || row.status !== 'paid') return;
  const reversed = Math.min(transfer.amount_reversed ?? row.amountMinor, row.amountMinor);
  if (reversed <= 0) return;
  await tx
    .update(payouts)
    .set({ status: 'failed', failureReason: 'Transfer reversed', updatedAt: new Date() })
    .where(eq(payouts.id, row.id));
  await postLedger(tx, {
    kind: 'payout_failed',
    currency: row.currency,
    payoutId: row.id,
    payeeUserId: row.userId,
    memo: `transfer ${transfer.id} reversed`,
    entries: [
      { account: account.cash('stripe'), amountMinor: reversed },
      { account: account.payee(row.userId), amountMinor: -reversed },
    ],
  });
}

// ── Admin list ──

export async function adminPayouts(db: Db, cursor: string | undefined, limit: number) {
  const keyset = decodeCursor(cursor);
  const rows = await db.execute<{
    id: string;
    user_id: string;
    display_name: string;
    amount_minor: number;
    currency: string;
    status: string;
    failure_reason: string | null;
    created_at: string;
    paid_at: string | null;
  }>(sql`
    select po.id, po.user_id, ${personNameSql('u', 'pr')} as display_name, po.amount_minor, po.currency,
      po.status, po.failure_reason, po.created_at, po.paid_at
    from payouts po join "user" u on u.id = po.user_id left join profiles pr on pr.id = po.user_id
    where ${afterCursor('po', keyset)}
    order by po.created_at desc, po.id desc
    limit ${limit + 1}`);
  const page = rows.rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      status: row.status as 'pending' | 'paid' | 'failed',
      failureReason: row.failure_reason,
      createdAt: iso(row.created_at)!,
      paidAt: iso(row.paid_at),
      payee: { userId: row.user_id, displayName: row.display_name },
    })),
    nextCursor: rows.rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

// ── The scheduled job ──

export const PAYOUT_QUEUE = 'payouts';
const PAYOUT_JOB_KEY = 'schedule';

/** The next run of a schedule after `now` (UTC midnights; weekly on Mondays, monthly on the 1st). */
export function nextPayoutRun(schedule: PayoutSchedule, now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  if (schedule === 'weekly') {
    while (next.getUTCDay() !== 1) next.setUTCDate(next.getUTCDate() + 1);
  } else if (schedule === 'monthly') {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  }
  // 'manual': look again tomorrow, so a schedule chosen later takes effect.
  return next;
}

export function payoutDepsOf(app: FastifyInstance): PayoutDeps {
  return { db: app.db, config: app.config, log: app.log, notifyDeps: app };
}

/** One pending job (dedupe key) that runs payouts when due and stays pending until the next due time. */
export const payoutJob: JobHandler<Record<string, never>> = {
  async run(app) {
    const settings = await readPaymentSettings(app.db);
    if (settings.payoutSchedule === 'manual') return;
    const result = await runPayouts(payoutDepsOf(app));
    if (result.created + result.failed > 0) app.log.info(result, 'payouts run');
  },
  async followUp(db, _app, _payload, now) {
    const settings = await readPaymentSettings(db);
    return nextPayoutRun(settings.payoutSchedule, now);
  },
  maxAttempts: 3,
};

/** Makes sure the schedule's job exists (at start-up; the dedupe key keeps one across server copies). */
export async function schedulePayouts(app: FastifyInstance): Promise<void> {
  const settings = await readPaymentSettings(app.db);
  await app.jobs.enqueue(
    PAYOUT_QUEUE,
    {},
    {
      dedupeKey: PAYOUT_JOB_KEY,
      runAt: nextPayoutRun(settings.payoutSchedule, new Date()),
    },
  );
}
