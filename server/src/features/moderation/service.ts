import { publishRestored, withdrawHidden } from '#server/features/safety/publish';
import { isDemoAccount } from '#server/auth/repo';
import { demoOnly } from '#server/features/demo/service';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPEALABLE_ACTIONS,
  REASON_SEVERITY,
  isContentTarget,
  type ActionResult,
  type ContentHiddenEvent,
  type CreateReport,
  type ModerationAction,
  type MyStanding,
  type QueueItem,
  type QueueItemDetail,
  type QueuePage,
  type QueueQuery,
  type ReportCreated,
  type ReportTargetType,
  type TakeAction,
} from '@tightlines/domain/moderation/contract';
import type { NotificationPayload } from '@tightlines/domain/notifications/payload';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import type { Mailer } from '#server/mail/mailer';
import type { Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from '#server/storage/signed-urls';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { recordAudit } from './audit-repo';
import { STANDING_PATH, moderationMail } from './mail';
import { moderationSettings } from '#server/features/safety/checks/settings';
import { forgetRestriction } from './suspension';
import { CLAIM_MS, presentAction, presentItem, presentReport, presentStanding } from './presenter';
import {
  actionRecord,
  actionsAgainst,
  findAction,
  findAppealOf,
  findAppealOfItem,
  findItem,
  findStanding,
  hasOpenReport,
  insertAction,
  insertAppeal,
  insertReport,
  lockStanding,
  openCount,
  otherOpenItems,
  queuePage,
  queueRowOf,
  reportsOfItem,
  resolveItem,
  saveStanding,
  setClaim,
  staffRolesOf,
  upsertItem,
  upsertReportItem,
  type ActionRow,
  type ItemRow,
  type QueueCursor,
  type QueueFilters,
  type QueueRow,
  type StandingRow,
} from './repo';
import { adapterOf, contentAdapter, loadTarget, loadTargets, summaryOf, type Target } from './targets';

/** What the moderation services use of the app (routes build it once; the demo seed and tests pass the app). */
export interface ModerationDeps extends NotifyDeps {
  config: Pick<Config, 'notificationDigestDelayMs' | 'appUrl'>;
  uploadUrls: UploadUrls;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Ends every session of a person at once: session rows, kept lookups and open sockets (the ban). */
  endSessionsOf: (userId: string) => Promise<void>;
}

const CONTENT_HIDDEN = 'content-hidden';
const CONTENT_RESTORED = 'content-restored';
const STANDING_CHANGED = 'standing-changed';
/** An appeal is looked at before ordinary reports of the same age: a person waits on it. */
const APPEAL_SEVERITY = 3;
const HISTORY_LIMIT = 20;
const MY_ACTIONS_DAYS = 90;
const DAY_MS = 86_400_000;

const claimLiveSince = (now = Date.now()) => new Date(now - CLAIM_MS);

// ── reports ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Reports a target: it must exist and be visible to the reporter (404 'reportTargetNotFound' otherwise), not be
 * their own (400 'cannotReportSelf'), and they must not have an open report of it (409 'alreadyReported'). Joins
 * the target's open item (or opens one), raising its severity to the reason's.
 */
export async function createReport(
  deps: Pick<ModerationDeps, 'db'>,
  reporterId: string,
  input: CreateReport,
): Promise<ReportCreated> {
  const target = await loadTarget(deps.db, input.targetType, input.targetId);
  if (!target || !(await adapterOf(input.targetType).canSee(deps.db, target, reporterId)))
    throw AppError.of(404, 'reportTargetNotFound');
  if (target.authorId === reporterId) throw AppError.of(400, 'cannotReportSelf');
  if (await hasOpenReport(deps.db, reporterId, input.targetType, target.id))
    throw AppError.of(409, 'alreadyReported');
  return deps.db
    .transaction(async (tx) => {
      const itemId = await upsertReportItem(tx, {
        targetType: input.targetType,
        targetId: target.id,
        authorId: target.authorId,
        severity: REASON_SEVERITY[input.reason],
      });
      const id = await insertReport(tx, {
        itemId,
        reporterId,
        targetType: input.targetType,
        targetId: target.id,
        reason: input.reason,
        note: input.note || null,
      });
      // Two reports by one person racing: the second lost on the unique index; its count must not stand.
      if (!id) throw AppError.of(409, 'alreadyReported');
      return { id, itemId };
    })
    .finally(queueChanged);
}

// ── the queue ───────────────────────────────────────────────────────────────────────────────────────────────

const CURSOR = /^(\d{1,3})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/i;

function encodeQueueCursor(cursor: QueueCursor): string {
  return Buffer.from(`${cursor.severity}|${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

function decodeQueueCursor(value: string | undefined): QueueCursor | null {
  if (!value) return null;
  const match = CURSOR.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw AppError.of(400, 'invalidInput');
  return { severity: Number(match[1]), at: match[2]!, id: match[3]! };
}

/** Presents rows with their targets, loaded one query per target type for the whole page (no N+1). */
async function presentRows(
  deps: Pick<ModerationDeps, 'db' | 'uploadUrls'>,
  rows: QueueRow[],
): Promise<QueueItem[]> {
  const targets = await loadTargets(
    deps.db,
    rows.map((row) => ({ type: row.target_type as ReportTargetType, id: row.target_id })),
  );
  return rows.map((row) => {
    const type = row.target_type as ReportTargetType;
    return presentItem(
      row,
      summaryOf(deps.uploadUrls, type, row.target_id, targets.get(`${type}:${row.target_id}`)),
    );
  });
}

export async function queue(
  deps: Pick<ModerationDeps, 'db' | 'uploadUrls'>,
  viewerId: string,
  query: QueueQuery,
): Promise<QueuePage> {
  const filters: QueueFilters = {
    ...query,
    viewerId,
    claimLiveSince: claimLiveSince(),
    demoOnly: await isDemoAccount(deps.db, viewerId),
  };
  const [rows, count] = await Promise.all([
    queuePage(deps.db, filters, decodeQueueCursor(query.cursor), query.limit + 1),
    countOpen(deps.db, filters),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await presentRows(deps, page),
    nextCursor:
      rows.length > query.limit && last
        ? encodeQueueCursor({ severity: Number(last.severity), at: last.sort_at, id: last.id })
        : null,
    openCount: count,
  };
}

/**
 * The open count of a filter set, kept a few seconds: counting 20,000 open items (with a reason, looking into their
 * reports) on every page load would be most of a page's cost. An older count is answered while a fresh one is read
 * beside the request (one at a time per filter set); a report, claim or action on this copy forgets them all.
 */
const COUNT_TTL_MS = 5_000;
const counts = new Map<string, { n: number; at: number; refreshing?: boolean }>();
/** Moves on with every change, so a count read before a change is not kept after it. */
let countGeneration = 0;

async function countOpen(db: Db, filters: QueueFilters): Promise<number> {
  const key = JSON.stringify([
    filters.targetType,
    filters.reason,
    filters.source,
    filters.claim,
    filters.claim === 'mine' ? filters.viewerId : null,
    filters.demoOnly === true,
  ]);
  const kept = counts.get(key);
  const now = Date.now();
  if (kept && now - kept.at < COUNT_TTL_MS) return kept.n;
  if (kept) {
    if (!kept.refreshing) {
      kept.refreshing = true;
      const generation = countGeneration;
      openCount(db, filters).then(
        (n) => {
          if (generation === countGeneration) counts.set(key, { n, at: Date.now() });
        },
        () => counts.delete(key),
      );
    }
    return kept.n;
  }
  const generation = countGeneration;
  const n = await openCount(db, filters);
  if (counts.size > 1_000) counts.clear();
  if (generation === countGeneration) counts.set(key, { n, at: now });
  return n;
}

/** The queue changed on this copy: its counts are read again. */
const queueChanged = () => {
  countGeneration++;
  counts.clear();
};

const itemNotFound = () => AppError.of(404, 'notFound');

async function itemOf(deps: Pick<ModerationDeps, 'db' | 'uploadUrls'>, itemId: string): Promise<QueueItem> {
  const row = await queueRowOf(deps.db, itemId);
  if (!row) throw itemNotFound();
  return (await presentRows(deps, [row]))[0]!;
}

/** Which actions apply: content actions on content (restore only when hidden or held), account actions with an author. */
function availableActions(
  item: ItemRow,
  target: Target | undefined,
  standing: StandingRow | undefined,
): ModerationAction[] {
  if (item.status !== 'open') return [];
  const type = item.targetType as ReportTargetType;
  const actions: ModerationAction[] = ['dismiss'];
  const content = isContentTarget(type) ? contentAdapter(type) : undefined;
  if (content && target && !target.row.deleted) {
    if (target.row.state !== 'hidden') actions.push('hide');
    if (content.remove) actions.push('delete');
  }
  if (item.authorId) actions.push('warn', 'strike', 'suspend');
  if (item.authorId && !standing?.bannedAt) actions.push('ban');
  if (content && target && !target.row.deleted && target.row.state !== null) actions.push('restore');
  if (item.source === 'appeal' && !actions.includes('restore')) actions.push('restore');
  if (standing?.bannedAt) actions.push('unban');
  return actions;
}

export async function itemDetail(
  deps: Pick<ModerationDeps, 'db' | 'uploadUrls' | 'storage'>,
  itemId: string,
  viewerId: string,
): Promise<QueueItemDetail> {
  const item = await findItem(deps.db, itemId);
  if (!item) throw itemNotFound();
  const demoViewer = await assertDemoReach(deps.db, viewerId, item.authorId);
  const type = item.targetType as ReportTargetType;
  const target = await loadTarget(deps.db, type, item.targetId);
  const [base, reports, context, standing, history] = await Promise.all([
    itemOf(deps, itemId),
    reportsOfItem(deps.db, itemId),
    target ? adapterOf(type).context(deps, target) : Promise.resolve({ heading: null, entries: [] }),
    item.authorId ? findStanding(deps.db, item.authorId) : Promise.resolve(undefined),
    item.authorId ? actionsAgainst(deps.db, item.authorId, { limit: HISTORY_LIMIT }) : Promise.resolve([]),
  ]);
  return {
    ...base,
    // A demo moderator (anyone may sign in as one) never reads what a real person wrote to the moderators.
    reports: reports.map((row) =>
      presentReport(demoViewer && !row.reporter_demo ? { ...row, note: null } : row),
    ),
    context,
    authorStanding: item.authorId ? presentStanding(standing) : null,
    authorHistory: history.map(presentAction),
    // A ban would lock every visitor out of a shared demo account: the demo moderator has every other action.
    availableActions: availableActions(item, target, standing).filter(
      (action) => !(demoViewer && action === 'ban'),
    ),
  };
}

/**
 * Demo staff act on demo data only (ADR 012): anyone may sign in as the demo moderator, so it reaches only items
 * about demo accounts (403 'demoOnly' otherwise). Returns whether the viewer is a demo account.
 */
async function assertDemoReach(db: Db, viewerId: string, authorId: string | null): Promise<boolean> {
  if (!(await isDemoAccount(db, viewerId))) return false;
  if (!authorId || !(await isDemoAccount(db, authorId))) throw demoOnly();
  return true;
}

function assertNotClaimedByOther(item: ItemRow, moderatorId: string) {
  if (
    item.claimedBy &&
    item.claimedBy !== moderatorId &&
    item.claimedAt &&
    item.claimedAt.getTime() > Date.now() - CLAIM_MS
  )
    throw AppError.of(409, 'itemClaimedByOther');
}

/** Claims an item for 30 minutes (409 when another moderator's claim is live); `release` gives it back. */
export async function claimItem(
  deps: Pick<ModerationDeps, 'db' | 'uploadUrls'>,
  moderatorId: string,
  itemId: string,
  release = false,
): Promise<QueueItem> {
  const item = await findItem(deps.db, itemId);
  if (!item) throw itemNotFound();
  await assertDemoReach(deps.db, moderatorId, item.authorId);
  if (item.status !== 'open') throw AppError.of(409, 'itemAlreadyResolved');
  assertNotClaimedByOther(item, moderatorId);
  const done = await setClaim(deps.db, itemId, release ? null : moderatorId, claimLiveSince(), moderatorId);
  if (!done) throw AppError.of(409, 'itemClaimedByOther');
  queueChanged();
  return itemOf(deps, itemId);
}

// ── actions ─────────────────────────────────────────────────────────────────────────────────────────────────

/** The state the audit log keeps before and after an action. */
interface Snapshot extends Record<string, unknown> {
  content?: { state: string | null; deleted: boolean };
  standing?: {
    suspendedUntil: string | null;
    bannedAt: string | null;
    activeStrikes: number;
    totalStrikes: number;
  };
}

const snapStanding = (row: StandingRow | undefined): Snapshot['standing'] => ({
  suspendedUntil: row?.suspendedUntil?.toISOString() ?? null,
  bannedAt: row?.bannedAt?.toISOString() ?? null,
  activeStrikes: row?.activeStrikes ?? 0,
  totalStrikes: row?.totalStrikes ?? 0,
});

const ACCOUNT_ACTIONS: readonly ModerationAction[] = ['strike', 'suspend', 'ban'];

/** What is published after commit. */
interface AfterCommit {
  publish: (() => void)[];
  tasks: (() => Promise<void>)[];
}

/**
 * Takes an action on an item: one transaction writes the action, the state change, resolves the item and its open
 * reports and records the audit entry; after commit the reporters and the author are told, content leaves open
 * pages (content-hidden), the author's standing is pushed to them, and a ban ends their sessions.
 */
export async function takeAction(
  deps: ModerationDeps,
  moderatorId: string,
  itemId: string,
  input: TakeAction,
): Promise<ActionResult> {
  const settings = await moderationSettings(deps.db);
  const after: AfterCommit = { publish: [], tasks: [] };
  /** After the commit, content shown again goes back into the feeds, counters and notices it skipped or left. */
  const republish = (type: ReportTargetType, targetId: string, was: 'held' | 'hidden') =>
    after.tasks.push(() => publishRestored(deps, type, targetId, was));
  const result = await deps.db.transaction(async (tx) => {
    const item = await findItem(tx, itemId, { lock: true });
    if (!item) throw itemNotFound();
    const demoModerator = await assertDemoReach(tx, moderatorId, item.authorId);
    if (demoModerator && input.action === 'ban') throw demoOnly();
    if (item.status !== 'open') throw AppError.of(409, 'itemAlreadyResolved');
    assertNotClaimedByOther(item, moderatorId);
    const type = item.targetType as ReportTargetType;
    const target = await loadTarget(tx, type, item.targetId);
    const authorId = item.authorId;
    const standingBefore = authorId ? await findStanding(tx, authorId) : undefined;
    if (!availableActions(item, target, standingBefore).includes(input.action))
      throw AppError.of(400, 'actionNotAvailable');
    if (authorId && ACCOUNT_ACTIONS.includes(input.action) && (await staffRolesOf(tx, authorId)).length > 0)
      throw AppError.of(403, 'cannotModerateStaff');

    const reason = input.reason?.trim() || null;
    const before: Snapshot = {};
    const afterState: Snapshot = {};
    const content = isContentTarget(type) ? contentAdapter(type) : undefined;
    if (target && content) before.content = { state: target.row.state, deleted: target.row.deleted };
    if (authorId) before.standing = snapStanding(standingBefore);

    const appeal = item.source === 'appeal' ? await findAppealOfItem(tx, item.id) : undefined;
    const appealed = appeal ? await findAction(tx, appeal.actionId) : undefined;
    let until: Date | null = null;
    let autoSuspension: ActionRow | null = null;
    let autoSuspendUntil: Date | null = null;
    let standingChanged: 'active' | 'suspended' | 'banned' | null = null;
    let contentEvent: typeof CONTENT_HIDDEN | typeof CONTENT_RESTORED | null = null;

    switch (input.action) {
      case 'dismiss':
        // A hold found nothing wrong: the held content is shown to everyone.
        if (item.source === 'hold' && content && target?.row.state === 'held') {
          await content.setState(tx, target.id, null);
          contentEvent = CONTENT_RESTORED;
          republish(type, target.id, 'held');
        }
        break;
      case 'warn':
        break;
      case 'hide':
        // Visible content leaves the feeds and counters it reached; held content never reached them.
        if (target!.row.state === null) await withdrawHidden(tx, type, target!.id);
        await content!.setState(tx, target!.id, 'hidden');
        contentEvent = CONTENT_HIDDEN;
        break;
      case 'delete': {
        const removed = await content!.remove!(tx, target!);
        if (removed.afterCommit) after.tasks.push(() => removed.afterCommit!(deps.storage));
        contentEvent = CONTENT_HIDDEN;
        break;
      }
      case 'restore':
        if (appealed) {
          standingChanged = await reverseAction(tx, appealed, content, target);
          if (appealed.action === 'hide' || appealed.action === 'delete') {
            contentEvent = CONTENT_RESTORED;
            if (content && target) republish(type, target.id, 'hidden');
          }
        } else if (content && target) {
          const was = target.row.state;
          await content.setState(tx, target.id, null);
          contentEvent = CONTENT_RESTORED;
          if (was === 'held' || was === 'hidden') republish(type, target.id, was);
        }
        break;
      case 'unban':
        await lockStanding(tx, authorId!);
        await saveStanding(tx, authorId!, { bannedAt: null, banReason: null });
        standingChanged = 'active';
        break;
      case 'strike': {
        const standing = await lockStanding(tx, authorId!);
        const active = standing.activeStrikes + 1;
        const reachesThreshold = active >= settings.strikesToSuspend;
        await saveStanding(tx, authorId!, {
          activeStrikes: reachesThreshold ? 0 : active,
          totalStrikes: standing.totalStrikes + 1,
        });
        if (reachesThreshold) {
          autoSuspendUntil = new Date(Date.now() + settings.strikeSuspensionDays * DAY_MS);
          standingChanged = 'suspended';
        } else standingChanged = standingOf(standing);
        break;
      }
      case 'suspend':
        until = new Date(Date.now() + input.durationDays! * DAY_MS);
        await lockStanding(tx, authorId!);
        standingChanged = 'suspended';
        break;
      case 'ban':
        await lockStanding(tx, authorId!);
        await saveStanding(tx, authorId!, { bannedAt: new Date(), banReason: reason });
        standingChanged = 'banned';
        break;
    }

    const action = await insertAction(tx, {
      itemId: item.id,
      action: input.action,
      moderatorId,
      subjectId: input.action === 'dismiss' ? null : authorId,
      targetType: type,
      targetId: item.targetId,
      reason,
      until,
    });
    if (autoSuspendUntil) {
      // The threshold's suspension follows the strike that reached it (a moment later, so lists read in order).
      autoSuspension = await insertAction(tx, {
        itemId: item.id,
        action: 'suspend',
        moderatorId: null,
        subjectId: authorId,
        targetType: type,
        targetId: item.targetId,
        reason,
        until: autoSuspendUntil,
        createdAt: new Date(action.createdAt.getTime() + 1),
      });
      await saveStanding(tx, authorId!, {
        suspendedUntil: autoSuspendUntil,
        suspensionReason: reason,
        suspensionActionId: autoSuspension.id,
      });
    }
    if (input.action === 'suspend')
      await saveStanding(tx, authorId!, {
        suspendedUntil: until,
        suspensionReason: reason,
        suspensionActionId: action.id,
      });
    // Reports of the same target that came in while the appeal waited are settled by the same decision.
    const reporters = await resolveItem(tx, item.id, input.action, moderatorId);
    for (const otherId of await otherOpenItems(tx, type, item.targetId, item.id))
      reporters.push(...(await resolveItem(tx, otherId, input.action, moderatorId)));

    const targetAfter = await loadTarget(tx, type, item.targetId);
    if (content)
      afterState.content = targetAfter
        ? { state: targetAfter.row.state, deleted: targetAfter.row.deleted }
        : { state: null, deleted: true };
    const standingAfter = authorId ? await findStanding(tx, authorId) : undefined;
    if (authorId) afterState.standing = snapStanding(standingAfter);
    await recordAudit(tx, {
      actorId: moderatorId,
      action: `moderation.${input.action}`,
      targetType: type,
      targetId: item.targetId,
      subjectId: authorId,
      reason,
      before,
      after: afterState,
    });
    if (autoSuspension)
      await recordAudit(tx, {
        actorId: null,
        action: 'moderation.suspend',
        targetType: type,
        targetId: item.targetId,
        subjectId: authorId,
        reason,
        before: { standing: before.standing },
        after: { standing: afterState.standing, automatic: true },
      });

    // Notifications in the same transaction; they are published after commit.
    const dismissed =
      input.action === 'dismiss' || (input.action === 'restore' && !appealed && item.source === 'report');
    for (const reporterId of new Set(reporters))
      if (item.source !== 'appeal')
        after.publish.push(
          await notify(
            deps,
            {
              userId: reporterId,
              actorId: null,
              type: dismissed ? 'report_dismissed' : 'report_actioned',
              params: {},
              actionUrl: null,
            },
            tx,
          ),
        );
    const mails: { userId: string; payload: NotificationPayload; until: Date | null }[] = [];
    if (authorId) {
      const told = authorNotice(input.action, action, reason, appealed, {
        standing: standingAfter,
        threshold: settings.strikesToSuspend,
        wasAuto: autoSuspension !== null,
        released: input.action === 'dismiss' && contentEvent === CONTENT_RESTORED,
      });
      for (const payload of told) {
        after.publish.push(
          await notify(deps, { userId: authorId, actorId: null, actionUrl: STANDING_PATH, ...payload }, tx),
        );
        if (['moderation_warning', 'strike_received', 'account_suspended'].includes(payload.type))
          mails.push({
            userId: authorId,
            payload,
            until: payload.type === 'account_suspended' ? (standingAfter?.suspendedUntil ?? null) : null,
          });
      }
      if (autoSuspension)
        after.publish.push(
          await notify(
            deps,
            {
              userId: authorId,
              actorId: null,
              actionUrl: STANDING_PATH,
              type: 'account_suspended',
              params: { reason: reason ?? '', actionId: autoSuspension.id },
            },
            tx,
          ),
        );
      if (autoSuspension)
        mails.push({
          userId: authorId,
          payload: {
            type: 'account_suspended',
            params: { reason: reason ?? '', actionId: autoSuspension.id },
          },
          until: standingAfter?.suspendedUntil ?? null,
        });
    }
    for (const mail of mails)
      after.tasks.push(() => moderationMail(deps, mail.userId, mail.payload, mail.until));

    if (contentEvent && isContentTarget(type)) {
      const event: ContentHiddenEvent = {
        targetType: type,
        targetId: item.targetId,
        parentId: type === 'comment' ? (target?.row.parent_id ?? null) : null,
      };
      const name = contentEvent;
      after.publish.push(() => deps.realtime.io.emit(name, event));
    }
    if (authorId && standingChanged) {
      const status = standingChanged;
      after.publish.push(() => deps.realtime.toUser(authorId, STANDING_CHANGED, { status }));
    }
    if (authorId && (standingChanged || input.action === 'strike')) forgetRestriction(authorId);
    if (input.action === 'ban' && authorId) after.tasks.push(() => deps.endSessionsOf(authorId));
    return { actionId: action.id, autoSuspensionId: autoSuspension?.id ?? null };
  });

  queueChanged();
  for (const publish of after.publish) publish();
  for (const task of after.tasks)
    await task().catch((error: unknown) => deps.log.error({ err: error }, 'moderation follow-up failed'));

  const [item, action, autoSuspension] = await Promise.all([
    itemOf(deps, itemId),
    actionRecord(deps.db, result.actionId),
    result.autoSuspensionId ? actionRecord(deps.db, result.autoSuspensionId) : Promise.resolve(undefined),
  ]);
  return {
    item,
    action: presentAction(action!),
    autoSuspension: autoSuspension ? presentAction(autoSuspension) : null,
  };
}

function standingOf(row: StandingRow): 'active' | 'suspended' | 'banned' {
  if (row.bannedAt) return 'banned';
  return row.suspendedUntil && row.suspendedUntil.getTime() > Date.now() ? 'suspended' : 'active';
}

/** Undoes an appealed action: content visible again, the suspension lifted, the ban ended, a strike taken back. */
async function reverseAction(
  tx: Db,
  appealed: ActionRow,
  content: ReturnType<typeof contentAdapter>,
  target: Target | undefined,
): Promise<'active' | 'suspended' | 'banned' | null> {
  const subjectId = appealed.subjectId;
  switch (appealed.action) {
    case 'hide':
      if (content && target) await content.setState(tx, target.id, null);
      return null;
    case 'delete':
      if (content && target) {
        await content.undelete?.(tx, target);
        await content.setState(tx, target.id, null);
      }
      return null;
    case 'suspend': {
      if (!subjectId) return null;
      const standing = await lockStanding(tx, subjectId);
      if (standing.suspensionActionId === appealed.id)
        await saveStanding(tx, subjectId, {
          suspendedUntil: null,
          suspensionReason: null,
          suspensionActionId: null,
        });
      return 'active';
    }
    case 'ban':
      if (!subjectId) return null;
      await lockStanding(tx, subjectId);
      await saveStanding(tx, subjectId, { bannedAt: null, banReason: null });
      return 'active';
    case 'strike': {
      if (!subjectId) return null;
      const standing = await lockStanding(tx, subjectId);
      await saveStanding(tx, subjectId, {
        activeStrikes: Math.max(0, standing.activeStrikes - 1),
        totalStrikes: Math.max(0, standing.totalStrikes - 1),
      });
      return standingOf(standing);
    }
    default:
      return null;
  }
}

/** What the author is told of an action (nothing for a dismissal). */
function authorNotice(
  action: ModerationAction,
  row: ActionRow,
  reason: string | null,
  appealed: ActionRow | undefined,
  extra: { standing: StandingRow | undefined; threshold: number; wasAuto: boolean; released: boolean },
): NotificationPayload[] {
  const base = { reason: reason ?? '', actionId: row.id };
  switch (action) {
    case 'warn':
      return [{ type: 'moderation_warning', params: base }];
    case 'hide':
      return [{ type: 'content_hidden', params: base }];
    case 'delete':
      return [{ type: 'content_removed', params: base }];
    case 'suspend':
      return [{ type: 'account_suspended', params: base }];
    case 'strike':
      return [
        {
          type: 'strike_received',
          params: {
            ...base,
            strikes: extra.wasAuto ? extra.threshold : (extra.standing?.activeStrikes ?? 1),
            threshold: extra.threshold,
          },
        },
      ];
    case 'restore':
      return appealed
        ? [{ type: 'appeal_reversed', params: { actionId: appealed.id } }]
        : [{ type: 'content_restored', params: { actionId: row.id } }];
    case 'dismiss':
      if (appealed) return [{ type: 'appeal_upheld', params: { actionId: appealed.id } }];
      return extra.released ? [{ type: 'content_restored', params: { actionId: row.id } }] : [];
    case 'ban':
    case 'unban':
      // A banned person has no session to read a notification with; an unban lets them sign in again.
      return [];
  }
}

// ── the person's side ──────────────────────────────────────────────────────────────────────────────────────

export async function myStanding(deps: Pick<ModerationDeps, 'db'>, userId: string): Promise<MyStanding> {
  const [standing, actions] = await Promise.all([
    findStanding(deps.db, userId),
    actionsAgainst(deps.db, userId, { limit: 50, since: new Date(Date.now() - MY_ACTIONS_DAYS * DAY_MS) }),
  ]);
  return { ...presentStanding(standing), actions: actions.map(presentAction) };
}

/**
 * Appeals one of my own actions (hide, delete, strike, suspend, ban), once: it opens an appeal item for the
 * action's target (the profile when the action was on the account) that enters the queue.
 */
export async function appeal(
  deps: Pick<ModerationDeps, 'db'>,
  userId: string,
  actionId: string,
  text: string,
): Promise<{ id: string; itemId: string }> {
  const action = await findAction(deps.db, actionId);
  if (!action || action.subjectId !== userId) throw AppError.of(404, 'notFound');
  if (!(APPEALABLE_ACTIONS as readonly string[]).includes(action.action))
    throw AppError.of(400, 'appealNotAllowed');
  if (await findAppealOf(deps.db, actionId)) throw AppError.of(409, 'alreadyAppealed');
  const onAccount = action.action === 'suspend' || action.action === 'ban' || !action.targetType;
  const targetType = onAccount ? 'profile' : action.targetType!;
  const targetId = onAccount ? userId : action.targetId!;
  return deps.db
    .transaction(async (tx) => {
      // One open appeal item per target: a second appeal on the same target while the first waits joins its item.
      const itemId = await upsertItem(tx, {
        source: 'appeal',
        targetType,
        targetId,
        authorId: userId,
        severity: APPEAL_SEVERITY,
      });
      const id = await insertAppeal(tx, { actionId, userId, itemId, text });
      if (!id) throw AppError.of(409, 'alreadyAppealed');
      return { id, itemId };
    })
    .finally(queueChanged);
}
