import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { charterBookings, charterRequests } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { runAfter, type PaymentDeps } from '#server/features/payments/deps';
import { providerOf } from '#server/features/payments/provider';
import { closePendingPayment, type AfterCommit } from '#server/features/payments/settle';
import type { JobHandler } from '#server/jobs/runner';
import { lockBooking, reopenSlot, subjectOf } from './core';
import { ANGLER_BOOKINGS_URL, tellBooking } from './notices';
import { readCharterSettings } from '#server/features/charters/listings/settings';

export const CHARTER_BOOKINGS_QUEUE = 'charter-bookings';
const KEY = 'every-minute';
const INTERVAL_MS = 60_000;
/** Rows handled per transaction (a burst is worked through in several). */
const BATCH = 50;

/** Claims due ids skip-locked (two server copies never take one twice) and handles each in the same transaction. */
async function sweep(
  deps: PaymentDeps,
  due: (tx: PaymentDeps['db']) => Promise<string[]>,
  handle: (tx: PaymentDeps['db'], id: string) => Promise<AfterCommit[]>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { count, after } = await deps.db.transaction(async (tx) => {
      const ids = await due(tx);
      const after: AfterCommit[] = [];
      for (const id of ids) after.push(...(await handle(tx, id)));
      return { count: ids.length, after };
    });
    runAfter(deps.log, after);
    total += count;
    if (count < BATCH) return total;
  }
}

/** Pending requests past their answer time expire; the angler is told (charter_request_expired). */
export function expireRequests(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  return sweep(
    deps,
    async (tx) =>
      (
        await tx.execute<{ id: string }>(sql`
          select id from charter_requests
          where state = 'pending' and expires_at <= ${now.toISOString()}::timestamptz
          order by expires_at limit ${BATCH} for update skip locked`)
      ).rows.map((row) => row.id),
    async (tx, id) => {
      const [request] = await tx
        .update(charterRequests)
        .set({ state: 'expired', updatedAt: now })
        .where(eq(charterRequests.id, id))
        .returning();
      if (!request) return [];
      const listing = await tx.execute<{ name: string }>(
        sql`select name from charter_listings where id = ${request.listingId}::uuid`,
      );
      return [
        await notify(
          deps,
          {
            userId: request.anglerUserId,
            actorId: null,
            type: 'charter_request_expired',
            params: {
              requestId: request.id,
              listingId: request.listingId,
              listingName: listing.rows[0]?.name ?? '',
              tripDate: request.tripDate,
            },
            actionUrl: ANGLER_BOOKINGS_URL,
          },
          tx,
        ),
      ];
    },
  );
}

/**
 * Bookings still awaiting their deposit when the hold ends are cancelled ('deposit_not_paid'), their slot reopened
 * and their open checkout expired (its Stripe session too, after the commit); both sides are told. A deposit that
 * still arrives takes the slot again if it is open, else goes back (money.ts).
 */
export function releaseBookingHolds(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  return sweep(
    deps,
    async (tx) =>
      (
        await tx.execute<{ id: string }>(sql`
          select id from charter_bookings
          where state = 'awaiting_deposit' and hold_expires_at <= ${now.toISOString()}::timestamptz
          order by hold_expires_at limit ${BATCH} for update skip locked`)
      ).rows.map((row) => row.id),
    async (tx, id) => {
      const found = await lockBooking(tx, id);
      if (!found || found.booking.state !== 'awaiting_deposit') return [];
      const { booking, listing, slot } = found;
      await tx
        .update(charterBookings)
        .set({
          state: 'cancelled',
          cancellationReason: 'deposit_not_paid',
          cancelledAt: now,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(charterBookings.id, booking.id));
      await reopenSlot(tx, booking.slotId);
      const after: AfterCommit[] = [];
      if (booking.depositPaymentId) {
        const closed = await closePendingPayment(tx, booking.depositPaymentId, 'expired');
        const sessionId = closed?.providerSessionId;
        if (sessionId && closed.provider === 'stripe')
          after.push(() => providerOf(deps.config).expireCheckout(sessionId));
      }
      after.push(
        ...(await tellBooking(
          deps,
          tx,
          subjectOf(booking, listing, slot),
          { type: 'charter_booking_cancelled', reason: 'deposit_not_paid' },
          ['angler', 'owner'],
          null,
        )),
      );
      return after;
    },
  );
}

/** settings.reminderHours before a confirmed trip, both sides are reminded, once (reminder_sent_at). */
export async function sendTripReminders(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  const { reminderHours } = await readCharterSettings(deps.db);
  const until = new Date(now.getTime() + reminderHours * 3_600_000);
  return sweep(
    deps,
    async (tx) =>
      (
        await tx.execute<{ id: string }>(sql`
          select b.id from charter_bookings b join charter_slots s on s.id = b.slot_id
          where b.state = 'confirmed' and b.reminder_sent_at is null
            and s.starts_at > ${now.toISOString()}::timestamptz and s.starts_at <= ${until.toISOString()}::timestamptz
          order by s.starts_at limit ${BATCH} for update of b skip locked`)
      ).rows.map((row) => row.id),
    async (tx, id) => {
      const found = await lockBooking(tx, id);
      if (!found || found.booking.reminderSentAt) return [];
      await tx
        .update(charterBookings)
        .set({ reminderSentAt: now, updatedAt: now })
        .where(eq(charterBookings.id, id));
      return tellBooking(
        deps,
        tx,
        subjectOf(found.booking, found.listing, found.slot),
        { type: 'charter_trip_reminder' },
        ['angler', 'owner'],
        null,
      );
    },
  );
}

/** The three sweeps, every minute: expiry of requests, release of unpaid holds, trip reminders. */
export async function runCharterSweeps(deps: PaymentDeps, now: Date = new Date()): Promise<void> {
  await expireRequests(deps, now);
  await releaseBookingHolds(deps, now);
  await sendTripReminders(deps, now);
}

/** The job never finishes: it comes back a minute after each run (like payments' hold release). */
export const charterBookingsJob: JobHandler<unknown> = {
  async run(app) {
    await runCharterSweeps({
      db: app.db,
      config: app.config,
      log: app.log,
      jobs: app.jobs,
      realtime: app.realtime,
      mailer: app.mailer,
    });
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + INTERVAL_MS));
  },
};

/** Makes sure the sweep job exists (main.ts, at start; one pending job across copies and restarts). */
export async function scheduleCharterSweeps(app: FastifyInstance): Promise<void> {
  await app.jobs.enqueue(CHARTER_BOOKINGS_QUEUE, {}, { dedupeKey: KEY });
}
