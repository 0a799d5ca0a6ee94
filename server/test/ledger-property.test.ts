import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type LedgerEntryInput } from '@tightlines/domain/payments/ledger';
import { disputeEntries } from '#server/features/payments/disputes';
import type { Db } from '#server/db/client';
import { balanceOf, postLedger, type LedgerPosting } from '#server/features/payments/ledger';
import { refundEntries } from '#server/features/payments/refunds';
import type { PaymentRow } from '#server/features/payments/repo';
import { paymentEntries } from '#server/features/payments/settle';
import { createTestApp, type TestApp } from './helpers/app';
import { buildEvent, utcDay } from './helpers/events';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

/**
 * The ledger's flows (domain payments/ledger.ts, written by server/src/features/payments) under random
 * sequences of payments, refunds, disputes (won or lost) and payouts (paid or failed) — 1,000 of them, as issue
 * 17 asks — each posted through postLedger into the real tables: every transaction sums to zero, every balance is
 * the sum of its entries, and the accounts that cannot go negative (the clearing accounts, payers, the platform's
 * fees and tax, money in transit) never do.
 */

let t: TestApp;
let payers: BuiltUser[];
let payees: BuiltUser[];

beforeAll(async () => {
  t = await createTestApp();
  payers = [await buildUser(t.app, { firstName: 'Pia' }), await buildUser(t.app, { firstName: 'Pat' })];
  payees = [await buildUser(t.app, { firstName: 'Dee' }), await buildUser(t.app, { firstName: 'Dan' })];
}, 60_000);

afterAll(async () => {
  await t?.close();
});

type Step =
  | {
      kind: 'pay';
      amount: number;
      taxBp: number;
      feeBp: number;
      online: boolean;
      payer: number;
      payee: number | null;
    }
  | { kind: 'refund'; pick: number; share: number }
  | { kind: 'dispute'; pick: number; share: number }
  | { kind: 'decide'; pick: number; won: boolean }
  | { kind: 'payout'; payee: number; share: number }
  | { kind: 'settlePayout'; pick: number; paid: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      amount: fc.integer({ min: 1, max: 500_000 }),
      taxBp: fc.integer({ min: 0, max: 2_500 }),
      feeBp: fc.integer({ min: 0, max: 1_500 }),
      online: fc.boolean(),
      payer: fc.integer({ min: 0, max: 1 }),
      payee: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(), won: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      payee: fc.integer({ min: 0, max: 1 }),
      share: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('settlePayout' as const), pick: fc.nat(), paid: fc.boolean() }),
  },
);

interface ModelPayment {
  row: PaymentRow;
  refunded: number;
  disputes: { amount: number; open: boolean }[];
}

/** Thrown to end a sequence's transaction: nothing it posted is kept, so every sequence starts from the same ledger. */
class RolledBack extends Error {}

const SEQUENCES = 1_000;
/** Sequences run side by side, each in its own transaction on its own connection (none sees another's rows). */
const PARALLEL = 4;

/** Every account's USD balance, and the transactions whose entries do not sum to zero, in one statement. */
async function ledgerState(db: Db): Promise<{ unbalanced: string[]; balances: Map<string, number> }> {
  const result = await db.execute<{ unbalanced: string[]; balances: Record<string, string> }>(sql`
    select
      coalesce((select json_agg(transaction_id) from (
        select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0) u),
        '[]'::json) as unbalanced,
      coalesce((select json_object_agg(account, total) from (
        select account, sum(amount_minor)::text as total from ledger_entries where currency = 'USD'
        group by account) b), '{}'::json) as balances`);
  const row = result.rows[0]!;
  return {
    unbalanced: row.unbalanced,
    balances: new Map(Object.entries(row.balances).map(([name, total]) => [name, Number(total)])),
  };
}

describe('ledger flows under random sequences', () => {
  it('balance, sum to zero, and never go negative where they cannot', async () => {
    // Each sequence runs in one transaction that is rolled back at its end, PARALLEL at a time (1,000 sequences
    // in well under a minute): its postings go through postLedger into the real tables, and the checks read them
    // back with SQL inside that transaction, against the ledger as it was before (the baseline).
    const baseline = (await ledgerState(t.app.db)).balances;
    let steps = 0;
    let sequences = 0;
    const sequenceArb = fc.array(stepArb, { minLength: 3, maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(fc.array(sequenceArb, { minLength: PARALLEL, maxLength: PARALLEL }), async (batch) => {
        await Promise.all(
          batch.map(async (sequence) => {
            sequences += 1;
            await t.app.db
              .transaction(async (tx) => {
                await runSequence(tx, sequence);
                throw new RolledBack();
              })
              .catch((error: unknown) => {
                if (!(error instanceof RolledBack)) throw error;
              });
          }),
        );
      }),
      { numRuns: SEQUENCES / PARALLEL },
    );
    expect(sequences).toBeGreaterThanOrEqual(SEQUENCES);
    expect(steps).toBeGreaterThanOrEqual(SEQUENCES * 5);

    async function runSequence(tx: Db, sequence: Step[]) {
      /** What each account should hold: the sum of what this sequence posted, on top of the baseline. */
      const expected = new Map<string, number>();
      const post = async (entries: LedgerEntryInput[], kind: LedgerPosting['kind']) => {
        await postLedger(tx, { kind, currency: 'USD', entries });
        for (const entry of entries)
          expected.set(entry.account, (expected.get(entry.account) ?? 0) + entry.amountMinor);
      };
      const paid: ModelPayment[] = [];
      const pendingPayouts: { payee: string; amount: number }[] = [];
      for (const step of sequence) {
        steps += 1;
        if (step.kind === 'pay') {
          const base = Math.floor((step.amount * 10_000) / (10_000 + step.taxBp));
          const tax = step.amount - base;
          const fee = Math.round((base * step.feeBp) / 10_000);
          const row = {
            id: '00000000-0000-0000-0000-000000000000',
            provider: step.online ? 'stripe' : 'offline',
            userId: payers[step.payer]!.id,
            payeeUserId: step.payee === null ? null : payees[step.payee]!.id,
            amountMinor: step.amount,
            taxMinor: tax,
            platformFeeMinor: fee,
          } as PaymentRow;
          await post(paymentEntries(row), 'payment');
          paid.push({ row, refunded: 0, disputes: [] });
        } else if (step.kind === 'refund' || step.kind === 'dispute') {
          const payment = paid[step.pick % Math.max(paid.length, 1)];
          if (!payment) continue;
          const openDisputes = payment.disputes.filter((d) => d.open).reduce((s, d) => s + d.amount, 0);
          const left = payment.row.amountMinor - payment.refunded - openDisputes;
          const amount = Math.floor(left * step.share);
          if (amount <= 0) continue;
          if (step.kind === 'refund') {
            await post(refundEntries(payment.row, amount), 'refund');
            payment.refunded += amount;
          } else {
            await post(disputeEntries(payment.row, amount, 1), 'dispute');
            payment.disputes.push({ amount, open: true });
          }
        } else if (step.kind === 'decide') {
          const payment = paid[step.pick % Math.max(paid.length, 1)];
          const dispute = payment?.disputes.find((d) => d.open);
          if (!payment || !dispute) continue;
          dispute.open = false;
          if (step.won) await post(disputeEntries(payment.row, dispute.amount, -1), 'dispute_reversal');
          else payment.refunded += dispute.amount;
        } else if (step.kind === 'payout') {
          const payee = account.payee(payees[step.payee]!.id);
          const available = -((baseline.get(payee) ?? 0) + (expected.get(payee) ?? 0));
          const amount = Math.floor(available * step.share);
          if (amount <= 0) continue;
          await post(
            [
              { account: payee, amountMinor: amount },
              { account: account.payoutsInTransit, amountMinor: -amount },
            ],
            'payout',
          );
          pendingPayouts.push({ payee, amount });
        } else {
          const payout = pendingPayouts.splice(step.pick % Math.max(pendingPayouts.length, 1), 1)[0];
          if (!payout) continue;
          await post(
            step.paid
              ? [
                  { account: account.payoutsInTransit, amountMinor: payout.amount },
                  { account: account.cash('stripe'), amountMinor: -payout.amount },
                ]
              : [
                  { account: account.payoutsInTransit, amountMinor: payout.amount },
                  { account: payout.payee, amountMinor: -payout.amount },
                ],
            step.paid ? 'payout_paid' : 'payout_failed',
          );
        }
      }
      // Payouts still in transit at the end of a sequence fail, so every run leaves transit empty.
      for (const payout of pendingPayouts)
        await post(
          [
            { account: account.payoutsInTransit, amountMinor: payout.amount },
            { account: payout.payee, amountMinor: -payout.amount },
          ],
          'payout_failed',
        );

      const state = await ledgerState(tx);
      expect(state.unbalanced).toEqual([]);
      const names = new Set([...baseline.keys(), ...expected.keys(), ...state.balances.keys()]);
      for (const name of names)
        expect(state.balances.get(name) ?? 0, name).toBe(
          (baseline.get(name) ?? 0) + (expected.get(name) ?? 0),
        );
      // The app's own balance query agrees (one account a sequence, in turn).
      const posted = [...expected.keys()];
      const sampled = posted[sequences % Math.max(posted.length, 1)];
      if (sampled)
        expect(await balanceOf(tx, sampled, 'USD')).toBe(
          (baseline.get(sampled) ?? 0) + expected.get(sampled)!,
        );
      expect(expected.get(account.refunds) ?? 0).toBe(0);
      expect(expected.get(account.disputes) ?? 0).toBe(0);
      expect(expected.get(account.payoutsInTransit) ?? 0).toBe(0);
      for (const payer of payers) expect(expected.get(account.payer(payer.id)) ?? 0).toBe(0);
      expect(expected.get(account.platformFees) ?? 0).toBeLessThanOrEqual(0);
      expect(expected.get(account.tax) ?? 0).toBeLessThanOrEqual(0);
      const everything = [...expected.values()].reduce((sum, value) => sum + value, 0);
      expect(everything).toBe(0);
    }
  }, 600_000);

  it('refuses UPDATE and DELETE on ledger rows', async () => {
    await t.app.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'payment',
        currency: 'USD',
        entries: [
          { account: account.cash('offline'), amountMinor: 100 },
          { account: account.platformFees, amountMinor: -100 },
        ],
      }),
    );
    await expect(
      t.app.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`),
    ).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`update ledger_transactions set memo = 'changed'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      t.app.db.transaction((tx) =>
        postLedger(tx, {
          kind: 'payment',
          currency: 'USD',
          entries: [
            { account: account.cash('offline'), amountMinor: 100 },
            { account: account.platformFees, amountMinor: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
  });
});

describe('the offline provider (no Stripe keys)', () => {
  it('holds nothing and answers 409 onlinePaymentUnavailable to a checkout with money to take', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ provider: 'offline' });
    const event = await buildEvent(t.app, payees[0]!, {
      startDate: utcDay(10),
      endDate: utcDay(11),
      species: [],
      penalties: [],
      feeMinor: 2_500,
    });
    const payer = payers[0]!;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: as(payer),
      payload: {
        eventId: event.id,
        entry: 'solo',
        anglers: [{ userId: payer.id, name: 'Pia' }],
        newBoatName: '',
        waiverAccepted: true,
        feeShownMinor: 2_500,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const registration = registered.json<{ id: string; holdExpiresAt: string | null; canPay: boolean }>();
    expect(registration.holdExpiresAt).toBeNull();
    expect(registration.canPay).toBe(false);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: as(payer),
      payload: { registrationIds: [registration.id] },
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('onlinePaymentUnavailable');
  });
});
