import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import type { Mailer } from '#server/mail/mailer';
import type { Realtime } from '#server/realtime/realtime';

/** What the payments services use of the app (routes build it; webhook handlers get the same fields). */
export interface PaymentDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  realtime: Realtime;
  mailer: Mailer;
}

/** Runs work queued for after a commit, logging (never throwing) what fails: the money is already settled. */
export function runAfter(log: FastifyBaseLogger, work: readonly (() => void | Promise<void>)[]): void {
  for (const run of work) {
    try {
      const result = run();
      if (result instanceof Promise)
        result.catch((error: unknown) => log.error({ err: error }, 'payments follow-up failed'));
    } catch (error) {
      log.error({ err: error }, 'payments follow-up failed');
    }
  }
}
