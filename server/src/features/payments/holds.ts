import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tournamentRegistrations } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { freePlace } from '#server/features/registrations/repo';
import type { JobHandler } from '#server/jobs/runner';
import { runAfter, type PaymentDeps } from './deps';
import { providerOf } from './provider';
import { pendingPaymentsOf } from './repo';
import { readPaymentSettings } from './settings';
import { closePendingPayment, type AfterCommit } from './settle';

export const HOLD_RELEASE_QUEUE = 'payment-holds';
const HOLD_RELEASE_KEY = 'every-minute';
export const HOLD_RELEASE_INTERVAL_MS = 60_000;
/** Holds released per transaction (a burst is worked through in several). */
const BATCH = 50;

/**
 * Releases the places of unpaid registrations whose hold ended (ADR 027): each one cancelled and payment_failed
 * (its hold_expires_at kept: Pay may take a place again), the place freed, its pending payments expired with
 * their discount use given back (and their Stripe sessions expired after the commit), and the payer told
 * (hold_expired). Rows are claimed skip-locked, so two server copies never release one twice. Answers how many.
 */
export async function releaseExpiredHolds(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const { count, after } = await deps.db.transaction(async (tx) => {
      const due = await tx.execute<{
        id: string;
        event_id: string;
        user_id: string;
        fee_minor: number;
        currency: string;
        event_name: string;
      }>(sql`
        select r.id, r.event_id, r.user_id, r.fee_minor, r.currency, e.name as event_name
        from tournament_registrations r join tournament_events e on e.id = r.event_id
        where r.status = 'registered' and r.payment_status <> 'paid'
          and r.hold_expires_at is not null and r.hold_expires_at <= ${now.toISOString()}::timestamptz
        order by r.hold_expires_at
        limit ${BATCH}
        for update of r skip locked`);
      const after: AfterCommit[] = [];
      const told = new Set<string>();
      for (const row of due.rows) {
        await tx
          .update(tournamentRegistrations)
          .set({ status: 'cancelled', paymentStatus: 'payment_failed', updatedAt: now })
          .where(eq(tournamentRegistrations.id, row.id));
        await freePlace(tx, row.event_id);
        const pending = await pendingPaymentsOf(tx, [row.id]);
        for (const payment of pending) {
          await closePendingPayment(tx, payment.id, 'expired');
          if (payment.providerSessionId && payment.provider === 'stripe') {
            const sessionId = payment.providerSessionId;
            after.push(() => providerOf(deps.config).expireCheckout(sessionId));
          }
          if (!told.has(payment.id)) {
            told.add(payment.id);
            after.push(
              await holdExpiredNotice(
                tx,
                deps,
                payment.userId,
                payment.id,
                payment.description,
                payment.amountMinor,
                payment.currency,
              ),
            );
          }
        }
        if (pending.length === 0 && !told.has(row.id)) {
          told.add(row.id);
          after.push(
            await holdExpiredNotice(
              tx,
              deps,
              row.user_id,
              null,
              row.event_name,
              Number(row.fee_minor),
              row.currency,
            ),
          );
        }
      }
      return { count: due.rows.length, after };
    });
    runAfter(deps.log, after);
    released += count;
    if (count < BATCH) return released;
  }
}

async function holdExpiredNotice(
  tx: Parameters<typeof notify>[2],
  deps: PaymentDeps,
  userId: string,
  paymentId: string | null,
  description: string,
  amountMinor: number,
  currency: string,
): Promise<AfterCommit> {
  return notify(
    deps,
    {
      userId,
      actorId: null,
      type: 'hold_expired',
      params: { paymentId: paymentId ?? '', description, amountMinor, currency },
      actionUrl: '/registrations',
    },
    tx,
  );
}

/** The hold release job: it never finishes, it comes back a minute after each run (followUp). */
export const holdReleaseJob: JobHandler<unknown> = {
  async run(app) {
    await releaseExpiredHolds({
      db: app.db,
      config: app.config,
      log: app.log,
      jobs: app.jobs,
      realtime: app.realtime,
      mailer: app.mailer,
    });
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + HOLD_RELEASE_INTERVAL_MS));
  },
};

/** Makes sure the hold release job exists (main.ts, at start; one pending job across copies and restarts). */
export async function scheduleHoldRelease(app: FastifyInstance): Promise<void> {
  await app.jobs.enqueue(HOLD_RELEASE_QUEUE, {}, { dedupeKey: HOLD_RELEASE_KEY });
}

/**
 * When a new unpaid registration's hold ends: now + holdMinutes with Stripe configured (the place is released
 * past it unless paid), null offline (paid at check-in, never released). `config` is the app's.
 */
export async function holdUntilFor(
  tx: Parameters<typeof readPaymentSettings>[0],
  config: object,
  now: Date = new Date(),
): Promise<Date | null> {
  if (!(config as { stripe?: unknown }).stripe) return null;
  const settings = await readPaymentSettings(tx);
  return new Date(now.getTime() + settings.holdMinutes * 60_000);
}
