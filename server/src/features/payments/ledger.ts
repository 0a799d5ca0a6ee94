import { and, eq, sql } from 'drizzle-orm';
import {
  isBalanced,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@tightlines/domain/payments/ledger';
import type { RevenueSource } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { ledgerEntries, ledgerTransactions } from '#server/db/schema';

export interface LedgerPosting {
  kind: LedgerTransactionKind;
  currency: string;
  source?: RevenueSource | null;
  paymentId?: string | null;
  refundId?: string | null;
  disputeId?: string | null;
  payoutId?: string | null;
  payerUserId?: string | null;
  payeeUserId?: string | null;
  eventId?: string | null;
  memo?: string;
  /** Zero amounts are dropped; what is left must balance (domain isBalanced). */
  entries: LedgerEntryInput[];
}

/**
 * Writes one ledger transaction and its entries — call it inside the transaction that changes the business state
 * (ADR 027), so money and state commit together or not at all. Throws on an unbalanced posting: that is a bug,
 * never a user error. Returns the transaction id, or null when every amount was zero (nothing moved).
 */
export async function postLedger(tx: Db, posting: LedgerPosting): Promise<string | null> {
  const entries = posting.entries.filter((entry) => entry.amountMinor !== 0);
  if (entries.length === 0) return null;
  if (!isBalanced(entries))
    throw new Error(`unbalanced ledger posting (${posting.kind}): ${JSON.stringify(entries)}`);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      kind: posting.kind,
      currency: posting.currency,
      source: posting.source ?? null,
      paymentId: posting.paymentId ?? null,
      refundId: posting.refundId ?? null,
      disputeId: posting.disputeId ?? null,
      payoutId: posting.payoutId ?? null,
      payerUserId: posting.payerUserId ?? null,
      payeeUserId: posting.payeeUserId ?? null,
      eventId: posting.eventId ?? null,
      memo: posting.memo ?? '',
    })
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('ledger transaction not written');
  await tx.insert(ledgerEntries).values(
    entries.map((entry) => ({
      transactionId: row.id,
      account: entry.account,
      currency: posting.currency,
      amountMinor: entry.amountMinor,
    })),
  );
  return row.id;
}

/** An account's balance in a currency: the sum of its entries (positive: debit balance). */
export async function balanceOf(db: Db, account: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.currency, currency)));
  return Number(row?.total ?? 0);
}

/** An account's balance in every currency it has entries in. */
export async function balancesOf(
  db: Db,
  account: string,
): Promise<{ currency: string; balanceMinor: number }[]> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, total: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account))
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  return rows.map((row) => ({ currency: row.currency, balanceMinor: Number(row.total) }));
}
