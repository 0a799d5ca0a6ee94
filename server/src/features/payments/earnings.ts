import { desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Earnings, Payout } from '@tightlines/domain/payments/contract';
import { account } from '@tightlines/domain/payments/ledger';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { payeeAccounts, payouts, user } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { balancesOf } from './ledger';
import { readPaymentSettings } from './settings';
import { stripeOf } from './stripe-client';
import { platformFeeBpFor } from './subscriptions';
import { iso } from './admin-hub-shared';

/**
 * Payees (issue 17, subs-hub): a Stripe Connect Express account per payee, onboarded through an account link, and
 * what the platform owes them — the `payee:{id}` ledger account, their events' earnings and their payouts.
 */

export function presentPayout(row: typeof payouts.$inferSelect): Payout {
  return {
    id: row.id,
    amountMinor: row.amountMinor,
    currency: row.currency,
    status: row.status as Payout['status'],
    failureReason: row.failureReason,
    createdAt: iso(row.createdAt)!,
    paidAt: iso(row.paidAt),
  };
}

export async function getEarnings(db: Db, userId: string): Promise<Earnings> {
  const settings = await readPaymentSettings(db);
  const [accountRow] = await db.select().from(payeeAccounts).where(eq(payeeAccounts.userId, userId));
  const [balances, pending, events, payoutRows, feeBp] = await Promise.all([
    balancesOf(db, account.payee(userId)),
    db
      .select({ currency: payouts.currency, total: sql<string>`sum(${payouts.amountMinor})` })
      .from(payouts)
      .where(sql`${payouts.userId} = ${userId} and ${payouts.status} = 'pending'`)
      .groupBy(payouts.currency),
    db.execute<{
      event_id: string;
      event_name: string;
      currency: string;
      gross: string;
      refunded: string;
      fee: string;
      net: string;
      paid_count: number;
    }>(sql`
      select t.event_id, coalesce(ev.name, '') as event_name, t.currency,
        coalesce(sum(e.amount_minor) filter (where t.kind = 'payment' and e.account like 'cash:%'), 0) as gross,
        coalesce(-sum(e.amount_minor) filter (where t.kind in ('refund', 'refund_reversal') and e.account like 'cash:%'), 0) as refunded,
        coalesce(-sum(e.amount_minor) filter (where e.account = ${account.platformFees}), 0) as fee,
        coalesce(-sum(e.amount_minor) filter (where e.account = ${account.payee(userId)}), 0) as net,
        count(distinct t.payment_id) filter (where t.kind = 'payment')::int as paid_count
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      left join tournament_events ev on ev.id = t.event_id
      where t.payee_user_id = ${userId} and t.event_id is not null
        and t.kind in ('payment', 'refund', 'refund_reversal', 'dispute', 'dispute_reversal')
      group by t.event_id, ev.name, t.currency
      order by max(t.created_at) desc
      limit 200`),
    db
      .select()
      .from(payouts)
      .where(eq(payouts.userId, userId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(50),
    platformFeeBpFor(db, userId, settings.platformFeeBp),
  ]);
  const pendingBy = new Map(pending.map((row) => [row.currency, Number(row.total)]));
  const currencies = new Set([...balances.map((row) => row.currency), ...pendingBy.keys()]);
  return {
    account: accountRow
      ? {
          provider: accountRow.provider as 'stripe' | 'offline',
          payoutsEnabled: accountRow.payoutsEnabled,
          detailsSubmitted: accountRow.detailsSubmitted,
        }
      : null,
    balances: [...currencies].sort().map((currency) => ({
      currency,
      availableMinor: -(balances.find((row) => row.currency === currency)?.balanceMinor ?? 0),
      pendingPayoutMinor: pendingBy.get(currency) ?? 0,
    })),
    events: events.rows.map((row) => ({
      eventId: row.event_id,
      eventName: row.event_name,
      currency: row.currency,
      grossMinor: Number(row.gross),
      refundedMinor: Number(row.refunded),
      platformFeeMinor: Number(row.fee),
      netMinor: Number(row.net),
      paidCount: Number(row.paid_count),
    })),
    payouts: payoutRows.map(presentPayout),
    platformFeeBp: feeBp,
    payoutSchedule: settings.payoutSchedule,
  };
}

/**
 * The Connect Express onboarding link for the signed-in payee (their account is made on first use). Offline
 * there is nothing to connect: 409 onlinePaymentUnavailable.
 */
export async function connectLink(
  deps: { db: Db; config: Config; log: FastifyBaseLogger },
  userId: string,
): Promise<{ url: string }> {
  const stripe = stripeOf(deps.config);
  if (!stripe) throw AppError.of(409, 'onlinePaymentUnavailable');
  const [existing] = await deps.db.select().from(payeeAccounts).where(eq(payeeAccounts.userId, userId));
  try {
    let accountId = existing?.providerAccountId ?? null;
    if (!accountId) {
      const [person] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      const created = await stripe.accounts.create(
        { type: 'express', email: person?.email, metadata: { userId } },
        { idempotencyKey: `connect-account-${userId}` },
      );
      accountId = created.id;
      await deps.db
        .insert(payeeAccounts)
        .values({
          userId,
          provider: 'stripe',
          providerAccountId: accountId,
          detailsSubmitted: !!created.details_submitted,
          payoutsEnabled: !!created.payouts_enabled,
        })
        .onConflictDoUpdate({
          target: payeeAccounts.userId,
          set: { provider: 'stripe', providerAccountId: accountId, updatedAt: new Date() },
        });
    }
    const back = `${deps.config.appUrl}/tournament-director/earnings`;
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: back,
      refresh_url: back,
    });
    return { url: link.url };
  } catch (error) {
    deps.log.warn({ err: error }, 'stripe connect failed');
    throw AppError.of(502, 'providerError');
  }
}

/** account.updated: onboarding finished, payouts switched on or off. */
export async function applyAccountUpdated(tx: Db, remote: Stripe.Account): Promise<void> {
  await tx
    .update(payeeAccounts)
    .set({
      detailsSubmitted: !!remote.details_submitted,
      payoutsEnabled: !!remote.payouts_enabled,
      updatedAt: new Date(),
    })
    .where(eq(payeeAccounts.providerAccountId, remote.id));
}
