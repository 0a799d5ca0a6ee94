import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import {
  catchAuditLog,
  tournamentCatches,
  tournamentEvents,
  tournamentPenalties,
  tournamentRegistrations,
  user,
} from '#server/db/schema';

const angler = alias(user, 'angler');
const reviewer = alias(user, 'reviewer');

const judgeColumns = {
  catch: tournamentCatches,
  entrantName: tournamentRegistrations.entrantName,
  boatName: tournamentRegistrations.boatName,
  anglerName: angler.name,
  reviewedByName: reviewer.name,
};

function judgeQuery(db: Db) {
  return db
    .select(judgeColumns)
    .from(tournamentCatches)
    .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, tournamentCatches.registrationId))
    .innerJoin(angler, eq(angler.id, tournamentCatches.submittedBy))
    .leftJoin(reviewer, eq(reviewer.id, tournamentCatches.reviewedBy));
}

export type JudgeRow = Awaited<ReturnType<typeof findJudgeCatch>> & {};

export async function listQueue(db: Db, eventId: string, status: string) {
  return judgeQuery(db)
    .where(and(eq(tournamentCatches.eventId, eventId), eq(tournamentCatches.status, status)))
    .orderBy(status === 'pending' ? asc(tournamentCatches.createdAt) : desc(tournamentCatches.reviewedAt))
    .limit(500);
}

export async function countByStatus(db: Db, eventId: string) {
  return db
    .select({ status: tournamentCatches.status, n: count() })
    .from(tournamentCatches)
    .where(eq(tournamentCatches.eventId, eventId))
    .groupBy(tournamentCatches.status);
}

export async function findJudgeCatch(db: Db, eventId: string, catchId: string) {
  const [row] = await judgeQuery(db)
    .where(and(eq(tournamentCatches.eventId, eventId), eq(tournamentCatches.id, catchId)))
    .limit(1);
  return row;
}

export async function listAudit(db: Db, eventId: string, catchId?: string) {
  return db
    .select({ entry: catchAuditLog, actorName: user.name })
    .from(catchAuditLog)
    .leftJoin(user, eq(user.id, catchAuditLog.actorId))
    .where(
      catchId
        ? and(eq(catchAuditLog.eventId, eventId), eq(catchAuditLog.catchId, catchId))
        : eq(catchAuditLog.eventId, eventId),
    )
    .orderBy(desc(catchAuditLog.createdAt))
    .limit(300);
}

export async function listEntrants(db: Db, eventId: string) {
  return db
    .select({
      registrationId: tournamentRegistrations.id,
      name: tournamentRegistrations.entrantName,
      boatName: tournamentRegistrations.boatName,
    })
    .from(tournamentRegistrations)
    .where(
      and(eq(tournamentRegistrations.eventId, eventId), eq(tournamentRegistrations.status, 'registered')),
    )
    .orderBy(asc(tournamentRegistrations.entrantName));
}

export async function listPenalties(db: Db, eventId: string) {
  return db
    .select({ penalty: tournamentPenalties, entrantName: tournamentRegistrations.entrantName })
    .from(tournamentPenalties)
    .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, tournamentPenalties.registrationId))
    .where(eq(tournamentPenalties.eventId, eventId))
    .orderBy(desc(tournamentPenalties.createdAt));
}

/**
 * Every decision ends here, inside its transaction: the leaderboard version goes up by one (caches keyed by it
 * are stale from now) and the newest approved catch is recomputed, so an un-approval moves it back too.
 */
export async function bumpLeaderboard(db: Db, eventId: string, extra: { resultsPublishedAt?: Date } = {}) {
  const [row] = await db
    .update(tournamentEvents)
    .set({
      leaderboardVersion: sql`${tournamentEvents.leaderboardVersion} + 1`,
      lastCatchAt: sql`(select max(${tournamentCatches.caughtAt}) from ${tournamentCatches} where ${tournamentCatches.eventId} = ${eventId} and ${tournamentCatches.status} = 'approved')`,
      ...extra,
    })
    .where(eq(tournamentEvents.id, eventId))
    .returning({ version: tournamentEvents.leaderboardVersion });
  return row!.version;
}

/**
 * Stamps a decided catch with the version its decision made (after bumpLeaderboard, in the same transaction): a
 * cached board of an older version reads this catch again and nothing else.
 */
export async function stampBoardVersion(db: Db, catchId: string, version: number) {
  await db.update(tournamentCatches).set({ boardVersion: version }).where(eq(tournamentCatches.id, catchId));
}

/** The event's catch under a row lock (inside the decision's transaction). */
export async function lockCatch(db: Db, eventId: string, catchId: string) {
  const [current] = await db
    .select()
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.id, catchId), eq(tournamentCatches.eventId, eventId)))
    .for('update');
  return current;
}

export async function setCatchDecision(
  db: Db,
  catchId: string,
  decision: Pick<
    typeof tournamentCatches.$inferInsert,
    'status' | 'score' | 'reviewReason' | 'reviewedBy' | 'reviewedAt'
  >,
): Promise<void> {
  await db.update(tournamentCatches).set(decision).where(eq(tournamentCatches.id, catchId));
}

/** The entrant's name when the registration is a registered entry in this event. */
export async function registeredEntrantName(
  db: Db,
  eventId: string,
  registrationId: string,
): Promise<string | undefined> {
  const [entrant] = await db
    .select({ name: tournamentRegistrations.entrantName })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.id, registrationId),
        eq(tournamentRegistrations.eventId, eventId),
        eq(tournamentRegistrations.status, 'registered'),
      ),
    );
  return entrant?.name;
}

export async function insertPenalty(db: Db, values: typeof tournamentPenalties.$inferInsert) {
  const [penalty] = await db.insert(tournamentPenalties).values(values).returning();
  return penalty!;
}

/** Deletes the event's penalty, answering the removed row (undefined when there was none). */
export async function deletePenalty(db: Db, eventId: string, penaltyId: string) {
  const [removed] = await db
    .delete(tournamentPenalties)
    .where(and(eq(tournamentPenalties.id, penaltyId), eq(tournamentPenalties.eventId, eventId)))
    .returning();
  return removed;
}
