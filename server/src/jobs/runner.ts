import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { jobs } from '#server/db/schema';

export interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  /** 1 on the first run (counted when claimed). */
  attempts: number;
}

/** What a queue does with its jobs. Jobs run at least once: a handler must be safe to run again. */
export interface JobHandler<Payload = unknown> {
  run(app: FastifyInstance, payload: Payload, job: ClaimedJob): Promise<void>;
  /**
   * Asked as the job completes, with the job's row locked (so an enqueue of the same dedupe key waits):
   * a date keeps the same job pending until then instead of finishing it, for work that arrived while it ran.
   */
  followUp?(db: Db, app: FastifyInstance, payload: Payload, now: Date): Promise<Date | null>;
  /** Runs before the job is given up (done_at set with last_error). Default 5. */
  maxAttempts?: number;
  /**
   * The queue's jobs of one claimed batch may run side by side (independent jobs that mostly wait on the network,
   * such as pushes); other queues' jobs run one after another.
   */
  concurrent?: boolean;
}

export interface EnqueueOptions {
  /** At most one pending job per (queue, dedupeKey); enqueueing again keeps the earlier run time. */
  dedupeKey?: string;
  runAt?: Date;
  /** The caller's transaction, so the job exists exactly when the caller's rows do. */
  db?: Db;
}

export interface JobRunner {
  enqueue(queue: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Claims and runs one batch of due jobs; answers how many ran. `now` lets tests look ahead in time. */
  runOnce(options?: { now?: Date }): Promise<number>;
  /** Polls for due jobs until stop(); main.ts starts it, tests call runOnce instead. */
  start(): void;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  pollIntervalMs: number;
  batchSize?: number;
  /** How many jobs of the concurrent queues (JobHandler.concurrent) one round claims and runs side by side. */
  concurrentBatchSize?: number;
  /** A job locked longer than this belongs to a copy that died mid-run; another copy may take it. */
  lockTimeoutMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

/**
 * A small job queue on the `jobs` table (ARCHITECTURE: Postgres-backed jobs). Any number of server copies
 * poll it; each due job is claimed by exactly one of them with SELECT … FOR UPDATE SKIP LOCKED, so copies
 * never wait on each other's rows. Failures retry with exponential back-off; works on PostgreSQL and PGlite.
 * Queues whose handler is `concurrent` (pushes) are claimed in bigger batches and their jobs run side by side.
 */
export function createJobRunner(
  app: FastifyInstance,
  handlers: Record<string, JobHandler<never>>,
  {
    pollIntervalMs,
    batchSize = 10,
    concurrentBatchSize = 200,
    lockTimeoutMs = 10 * 60_000,
  }: JobRunnerOptions,
): JobRunner {
  const queues = Object.keys(handlers);
  const inTurnQueues = queues.filter((queue) => !handlers[queue]!.concurrent);
  const togetherQueues = queues.filter((queue) => handlers[queue]!.concurrent);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function claim(now: Date, queues: string[], batchSize: number): Promise<ClaimedJob[]> {
    if (queues.length === 0) return [];
    const staleBefore = new Date(Date.now() - lockTimeoutMs);
    const result = await app.db.execute<{
      id: string;
      queue: string;
      payload: unknown;
      attempts: number;
    }>(sql`
      update ${jobs} set locked_at = now(), attempts = attempts + 1
       where id in (
         select id from ${jobs}
          where done_at is null
            and queue in (${sql.join(
              queues.map((queue) => sql`${queue}`),
              sql`, `,
            )})
            and run_at <= ${now.toISOString()}::timestamptz
            and (locked_at is null or locked_at < ${staleBefore.toISOString()}::timestamptz)
          order by run_at
          limit ${batchSize}
          for update skip locked)
      returning id, queue, payload, attempts`);
    return result.rows;
  }

  async function complete(job: ClaimedJob, handler: JobHandler<never>): Promise<void> {
    if (!handler.followUp) {
      // Nothing to decide under the lock: one statement.
      await markDone([job.id]);
      return;
    }
    await app.db.transaction(async (tx) => {
      // Lock first: an enqueue of the same key now waits for this decision instead of slipping past it.
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, job.id)).for('update');
      const now = new Date();
      const again = handler.followUp ? await handler.followUp(tx, app, job.payload as never, now) : null;
      await tx
        .update(jobs)
        .set(
          again
            ? { runAt: again, lockedAt: null, attempts: 0, lastError: null }
            : { doneAt: now, lockedAt: null, lastError: null },
        )
        .where(eq(jobs.id, job.id));
    });
  }

  async function fail(job: ClaimedJob, handler: JobHandler<never>, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = job.attempts >= (handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    app.log.error(
      { err: error, jobId: job.id, queue: job.queue, attempts: job.attempts, giveUp },
      'job failed',
    );
    await app.db
      .update(jobs)
      .set(
        giveUp
          ? { doneAt: new Date(), lockedAt: null, lastError: message }
          : { runAt: new Date(Date.now() + backoffMs(job.attempts)), lockedAt: null, lastError: message },
      )
      .where(eq(jobs.id, job.id));
  }

  /** Jobs that need no follow-up decision are marked done together, in one statement. */
  async function markDone(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await app.db
      .update(jobs)
      .set({ doneAt: new Date(), lockedAt: null, lastError: null })
      .where(inArray(jobs.id, ids));
  }

  /**
   * Runs one job; a failure is recorded for a retry. With `doneLater`, a job that needs no follow-up decision is
   * only noted there, for the caller to mark done with the others of its round.
   */
  async function runJob(job: ClaimedJob, doneLater?: string[]): Promise<void> {
    const handler = handlers[job.queue];
    if (!handler) return;
    try {
      await handler.run(app, job.payload as never, job);
    } catch (error) {
      await fail(job, handler, error);
      return;
    }
    if (doneLater && !handler.followUp) doneLater.push(job.id);
    else await complete(job, handler);
  }

  /** Side by side, then those that need no follow-up decision are marked done together. */
  async function runTogether(batch: ClaimedJob[]): Promise<void> {
    const done: string[] = [];
    await Promise.all(batch.map((job) => runJob(job, done)));
    await markDone(done);
  }

  /** One round: claims due jobs of both kinds of queue; `full` when either claim was full (more may be due). */
  async function round(now: Date): Promise<{ ran: number; full: boolean }> {
    const [inTurn, together] = await Promise.all([
      claim(now, inTurnQueues, batchSize),
      claim(now, togetherQueues, concurrentBatchSize),
    ]);
    await Promise.all([
      runTogether(together),
      (async () => {
        for (const job of inTurn) await runJob(job);
      })(),
    ]);
    return {
      ran: inTurn.length + together.length,
      full: inTurn.length === batchSize || together.length === concurrentBatchSize,
    };
  }

  async function runOnce({ now = new Date() }: { now?: Date } = {}): Promise<number> {
    return (await round(now)).ran;
  }

  async function tick(): Promise<void> {
    try {
      // A full batch means more may be due: keep going before sleeping.
      while (!stopped && (await round(new Date())).full);
    } catch (error) {
      app.log.error({ err: error }, 'job polling failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    async enqueue(queue, payload, { dedupeKey, runAt = new Date(), db = app.db } = {}) {
      const values = { queue, payload: payload ?? {}, runAt, dedupeKey: dedupeKey ?? null };
      if (!dedupeKey) {
        await db.insert(jobs).values(values);
        return;
      }
      // DO UPDATE rather than DO NOTHING: it locks the pending row until the caller commits, which is what
      // lets a finishing job see the caller's work (see JobHandler.followUp).
      await db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.queue, jobs.dedupeKey],
          targetWhere: sql`${jobs.doneAt} is null`,
          set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
        });
    },
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Withdraws the pending job of (queue, dedupeKey): its work was done another way, in the caller's `db`. The row
 * is deleted, not marked done: a safety-net job per request would otherwise leave a row per request behind.
 */
export async function withdrawPendingJob(db: Db, queue: string, dedupeKey: string): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.queue, queue), eq(jobs.dedupeKey, dedupeKey), isNull(jobs.doneAt)));
}

/** Pending (not done) jobs of a queue, for tests and diagnostics. */
export async function pendingJobs(db: Db, queue: string, dedupeKeys?: string[]) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, queue),
        isNull(jobs.doneAt),
        dedupeKeys ? inArray(jobs.dedupeKey, dedupeKeys) : undefined,
      ),
    );
}
