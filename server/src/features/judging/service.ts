import type { JobRunner } from '#server/jobs/runner';
import type { FastifyInstance } from 'fastify';
import { queueTournamentFinishes } from '#server/features/achievements/enqueue';
import { SERVER_EVENTS, rooms, type CatchApprovedEvent } from '@tightlines/domain/realtime/events';
import {
  CATCH_STATUSES,
  PenaltyOptionSchema,
  type AuditEntry,
  type CatchStatus,
  type CreatePenalty,
  type JudgeCatch,
  type JudgeCatchDetail,
  type JudgeQueue,
  type JudgingOverview,
  type Penalty,
  type PenaltyOption,
} from '@tightlines/domain/tournaments/catch-contract';
import { scoreFish, type ScoringRules } from '@tightlines/domain/tournaments/scoring';
import { z } from 'zod';
import type { tournamentPenalties } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { findEvent, insertAudit, type EventRow } from '#server/features/catches/repo';
import { notify, type NotifyInput } from '#server/features/notifications/service';
import { announcePodium } from '#server/features/leaderboards/podium';
import { presentAudit, presentJudgeCatch } from './presenter';
import {
  bumpLeaderboard,
  countByStatus,
  deletePenalty,
  findJudgeCatch,
  insertPenalty,
  listAudit,
  listEntrants,
  listPenalties,
  listQueue,
  lockCatch,
  registeredEntrantName,
  setCatchDecision,
  stampBoardVersion,
} from './repo';
import type { Db } from '#server/db/client';
import type { Realtime } from '#server/realtime/realtime';
import type { UploadUrls } from '#server/storage/signed-urls';
import { insertTournamentCatchEntry } from '#server/features/angler-log/catch-log-repo';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface JudgingDeps {
  db: Db;
  realtime: Realtime;
  uploadUrls: UploadUrls;
  /** Records a notification inside the caller's transaction; answers what sends it after the commit. */
  notify: (input: NotifyInput, tx: Db) => Promise<() => void>;
  /**
   * After a decision committed: tells the people of entrants that entered or left the event's top three. Never
   * throws: the decision stands either way, and the next decision announces what this one could not.
   */
  announceStandings: (eventId: string) => Promise<void>;
  /** Queues the achievements job (tournament finishes, issue 19). */
  jobs: JobRunner;
}

/** The judging services' dependencies taken from the app (routes and the demo seed). */
export function judgingDepsOf(app: FastifyInstance): JudgingDeps {
  return {
    db: app.db,
    realtime: app.realtime,
    uploadUrls: app.uploadUrls,
    jobs: app.jobs,
    notify: (input, tx) => notify(app, input, tx),
    announceStandings: async (eventId) => {
      try {
        const publish = await announcePodium(app.db, (input, tx) => notify(app, input, tx), eventId);
        publish();
      } catch (error) {
        app.log.error({ err: error, eventId }, 'top three announcement failed');
      }
    },
  };
}

// Every function here is called after requireEventDirector(request, eventId): the caller directs this event. Those
// that need the event take the row requireEventDirector loaded, so a request reads it once.

/** The event's row, 404 when it does not exist: for callers without one (the demo seed) and re-reads after a write. */
export async function eventOf(deps: JudgingDeps, eventId: string): Promise<EventRow> {
  const event = await findEvent(deps.db, eventId);
  if (!event) throw AppError.of(404, 'eventNotFound');
  return event;
}

const penaltyOptionsOf = (event: EventRow): PenaltyOption[] =>
  z.array(PenaltyOptionSchema).safeParse(event.penalties).data ?? [];

const rulesOf = (event: EventRow) => event.scoring as ScoringRules;

/** The amount a penalty takes off, in the event's scoring unit (points in points mode, grams otherwise). */
function penaltyAmount(option: PenaltyOption, rules: ScoringRules): number {
  if (rules.mode === 'points') return Math.round(option.points ?? 0);
  return Math.round(option.grams ?? 0);
}

export async function judgingOverview(deps: JudgingDeps, event: EventRow): Promise<JudgingOverview> {
  const eventId = event.id;
  const options = penaltyOptionsOf(event);
  const [entrants, penalties] = await Promise.all([
    listEntrants(deps.db, eventId),
    listPenalties(deps.db, eventId),
  ]);
  return {
    eventId,
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    scoringMode: rulesOf(event).mode,
    resultsPublishedAt: event.resultsPublishedAt?.toISOString() ?? null,
    leaderboardVersion: event.leaderboardVersion,
    penaltyOptions: options,
    entrants,
    penalties: penalties.map(({ penalty, entrantName }) => presentPenalty(penalty, entrantName, options)),
  };
}

function presentPenalty(
  penalty: typeof tournamentPenalties.$inferSelect,
  entrantName: string,
  options: PenaltyOption[],
): Penalty {
  return {
    id: penalty.id,
    registrationId: penalty.registrationId,
    entrantName,
    code: penalty.code,
    label: options.find((o) => o.code === penalty.code)?.label ?? penalty.code,
    amount: penalty.amount,
    reason: penalty.reason,
    createdAt: penalty.createdAt.toISOString(),
  };
}

/** The queue for one status, oldest pending first (reviewed ones newest first), with the count per status. */
export async function judgeQueue(
  deps: JudgingDeps,
  eventId: string,
  status: CatchStatus,
): Promise<JudgeQueue> {
  const [rows, counts] = await Promise.all([
    listQueue(deps.db, eventId, status),
    countByStatus(deps.db, eventId),
  ]);
  const byStatus = Object.fromEntries(CATCH_STATUSES.map((s) => [s, 0])) as Record<CatchStatus, number>;
  for (const c of counts) if (c.status in byStatus) byStatus[c.status as CatchStatus] = c.n;
  return { catches: rows.map((row) => presentJudgeCatch(row, deps.uploadUrls)), counts: byStatus };
}

export async function judgeCatchDetail(
  deps: JudgingDeps,
  eventId: string,
  catchId: string,
): Promise<JudgeCatchDetail> {
  const row = await findJudgeCatch(deps.db, eventId, catchId);
  if (!row) throw AppError.of(404, 'catchNotFound');
  const audit = await listAudit(deps.db, eventId, catchId);
  return { ...presentJudgeCatch(row, deps.uploadUrls), audit: audit.map(presentAudit) };
}

export async function eventAudit(deps: JudgingDeps, eventId: string): Promise<AuditEntry[]> {
  return (await listAudit(deps.db, eventId)).map(presentAudit);
}

export type Decision = 'approve' | 'reject' | 'resubmit';

const DECISIONS: Record<Decision, { status: CatchStatus; action: string }> = {
  approve: { status: 'approved', action: 'approved' },
  reject: { status: 'rejected', action: 'rejected' },
  resubmit: { status: 'resubmit', action: 'resubmit_requested' },
};

function emitLeaderboardChanged(deps: JudgingDeps, eventId: string, version: number): void {
  deps.realtime.toRoom(rooms.tournament(eventId), SERVER_EVENTS.leaderboardChanged, { eventId, version });
}

/**
 * A judge's decision on a catch: approve (scored under the event's rules), reject or ask for a new photo (both
 * with the reason the angler reads). The catch, its audit row, the leaderboard version and the angler's
 * notification are one transaction; the room hears `leaderboard-changed` (and `catch-approved`) after commit.
 */
export async function decideCatch(
  deps: JudgingDeps,
  actorId: string,
  event: EventRow,
  catchId: string,
  decision: Decision,
  reason: string | null = null,
): Promise<JudgeCatch> {
  const eventId = event.id;
  const { status, action } = DECISIONS[decision];
  if (decision !== 'approve' && !reason?.trim()) throw AppError.of(400, 'invalidInput');
  const { version, publish } = await deps.db.transaction(async (tx) => {
    const current = await lockCatch(tx, eventId, catchId);
    if (!current) throw AppError.of(404, 'catchNotFound');
    const scored =
      decision === 'approve'
        ? scoreFish(
            {
              id: current.id,
              entrantId: current.registrationId,
              species: current.species,
              weightGrams: current.weightGrams,
              lengthMm: current.lengthMm,
              caughtAt: current.caughtAt.toISOString(),
            },
            rulesOf(event),
          )
        : null;
    const score = scored ? Math.round(scored.score) : null;
    await setCatchDecision(tx, catchId, {
      status,
      score,
      reviewReason: decision === 'approve' ? null : reason!.trim(),
      reviewedBy: actorId,
      reviewedAt: new Date(),
    });
    await insertAudit(tx, {
      eventId,
      catchId,
      registrationId: current.registrationId,
      actorId,
      action,
      reason: decision === 'approve' ? null : reason!.trim(),
      details: { from: current.status, to: status, score },
    });
    const version = await bumpLeaderboard(tx, eventId);
    await stampBoardVersion(tx, catchId, version);
    // Issue 19: an approved catch joins its angler's catch log, once (a later re-decision leaves it there).
    if (decision === 'approve') await insertTournamentCatchEntry(tx, catchId);
    const base = { userId: current.submittedBy, actorId, actionUrl: `/profile/tournaments/${eventId}` };
    const publish = await deps.notify(
      decision === 'approve'
        ? {
            ...base,
            type: 'catch_approved',
            params: { eventId, eventName: event.name, species: current.species },
          }
        : {
            ...base,
            type: decision === 'reject' ? 'catch_rejected' : 'catch_resubmit',
            params: { eventId, eventName: event.name, reason: reason!.trim() },
          },
      tx,
    );
    return { version, publish };
  });
  publish();
  emitLeaderboardChanged(deps, eventId, version);
  await deps.announceStandings(eventId);
  const detail = await findJudgeCatch(deps.db, eventId, catchId);
  const presented = presentJudgeCatch(detail!, deps.uploadUrls);
  if (decision === 'approve') {
    const payload: CatchApprovedEvent = {
      eventId,
      catchId,
      species: presented.species,
      weightGrams: presented.weightGrams,
      lengthMm: presented.lengthMm,
      entrantName: presented.entrantName,
      boatName: presented.boatName,
      caughtAt: presented.caughtAt,
      approvedAt: presented.reviewedAt ?? new Date().toISOString(),
    };
    deps.realtime.toRoom(rooms.tournament(eventId), SERVER_EVENTS.catchApproved, payload);
  }
  return presented;
}

/** A penalty from the event's list against a registered entrant; audited, and the leaderboard moves. */
export async function addPenalty(
  deps: JudgingDeps,
  actorId: string,
  event: EventRow,
  input: CreatePenalty,
): Promise<Penalty> {
  const eventId = event.id;
  const options = penaltyOptionsOf(event);
  const option = options.find((o) => o.code === input.code);
  if (!option) throw AppError.of(400, 'penaltyNotInRules');
  const { penalty, entrantName, version } = await deps.db.transaction(async (tx) => {
    const entrantName = await registeredEntrantName(tx, eventId, input.registrationId);
    if (entrantName === undefined) throw AppError.of(400, 'entrantNotFound');
    const penalty = await insertPenalty(tx, {
      eventId,
      registrationId: input.registrationId,
      code: option.code,
      amount: penaltyAmount(option, rulesOf(event)),
      reason: input.reason,
      createdBy: actorId,
    });
    await insertAudit(tx, {
      eventId,
      registrationId: input.registrationId,
      actorId,
      action: 'penalty',
      reason: input.reason || null,
      details: { penaltyId: penalty.id, code: option.code, amount: penalty.amount },
    });
    return { penalty, entrantName, version: await bumpLeaderboard(tx, eventId) };
  });
  emitLeaderboardChanged(deps, eventId, version);
  await deps.announceStandings(eventId);
  return presentPenalty(penalty, entrantName, options);
}

export async function removePenalty(
  deps: JudgingDeps,
  actorId: string,
  eventId: string,
  penaltyId: string,
): Promise<void> {
  const version = await deps.db.transaction(async (tx) => {
    const removed = await deletePenalty(tx, eventId, penaltyId);
    if (!removed) throw AppError.of(404, 'notFound');
    await insertAudit(tx, {
      eventId,
      registrationId: removed.registrationId,
      actorId,
      action: 'penalty_removed',
      details: { penaltyId, code: removed.code, amount: removed.amount },
    });
    return bumpLeaderboard(tx, eventId);
  });
  emitLeaderboardChanged(deps, eventId, version);
  await deps.announceStandings(eventId);
}

/** Publishes the final results (results_published_at), audited; open leaderboards refetch and show them final. */
export async function publishResults(
  deps: JudgingDeps,
  actorId: string,
  event: EventRow,
): Promise<JudgingOverview> {
  const eventId = event.id;
  const version = await deps.db.transaction(async (tx) => {
    const at = new Date();
    await insertAudit(tx, {
      eventId,
      actorId,
      action: 'results_published',
      details: { at: at.toISOString() },
    });
    // Final places decide the tournament achievements (first finish, podium, win).
    await queueTournamentFinishes(deps.jobs, eventId, tx);
    return bumpLeaderboard(tx, eventId, { resultsPublishedAt: at });
  });
  emitLeaderboardChanged(deps, eventId, version);
  // Read again on purpose: the answer shows the stored resultsPublishedAt and leaderboard version just written.
  return judgingOverview(deps, await eventOf(deps, eventId));
}

/** For a demo seed: approve a catch as a director, exactly as the judging page does. */
export const approveCatch = (deps: JudgingDeps, actorId: string, event: EventRow, catchId: string) =>
  decideCatch(deps, actorId, event, catchId, 'approve');
