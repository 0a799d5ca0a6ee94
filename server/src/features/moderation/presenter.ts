import type {
  AccountStanding,
  ActionRecord,
  ItemSource,
  ItemStatus,
  ModerationAction,
  QueueItem,
  QueueReport,
  ReportReason,
  ReportTargetType,
  TargetSummary,
} from '@tightlines/domain/moderation/contract';
import type { Person } from '@tightlines/domain/social/people';
import { presentPersonRow } from '#server/features/people/presenter';
import type { ActionRecordRow, PersonCols, QueueRow, ReportRow, StandingRow } from './repo';

export function personOf(row: PersonCols): Person {
  return presentPersonRow(row);
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A claim older than this is nobody's any more. */
export const CLAIM_MS = 30 * 60_000;

export function presentItem(row: QueueRow, target: TargetSummary, now = Date.now()): QueueItem {
  const claimLive =
    row.claimed_by !== null && row.claimed_at !== null && new Date(row.claimed_at).getTime() > now - CLAIM_MS;
  return {
    id: row.id,
    source: row.source as ItemSource,
    status: row.status as ItemStatus,
    target,
    severity: Number(row.severity),
    reportCount: Number(row.report_count),
    reasons: (row.reasons ?? []).map((entry) => ({
      reason: entry.reason as ReportReason,
      count: Number(entry.count),
    })),
    reporters: (row.reporters ?? []).map(personOf),
    firstReportedAt: iso(row.first_reported_at)!,
    lastReportedAt: iso(row.last_reported_at)!,
    claimedBy: claimLive && row.claimer ? personOf(row.claimer) : null,
    claimedAt: claimLive ? iso(row.claimed_at) : null,
    appeal: row.appeal
      ? {
          id: row.appeal.id,
          actionId: row.appeal.action_id,
          action: row.appeal.action as ModerationAction,
          text: row.appeal.text,
        }
      : null,
    hold:
      row.source === 'hold' && (row.hold_rule === 'word' || row.hold_rule === 'new_account_link')
        ? { rule: row.hold_rule, match: row.hold_match }
        : null,
    resolvedAt: iso(row.resolved_at),
    resolution: (row.resolution as ModerationAction | null) ?? null,
  };
}

export function presentReport(row: ReportRow): QueueReport {
  return {
    id: row.report_id,
    reporter: personOf(row),
    reason: row.reason as ReportReason,
    note: row.note,
    createdAt: iso(row.created_at)!,
  };
}

export function presentAction(row: ActionRecordRow): ActionRecord {
  return {
    id: row.id,
    action: row.action as ModerationAction,
    moderator: row.moderator ? personOf(row.moderator) : null,
    targetType: (row.target_type as ReportTargetType | null) ?? null,
    targetId: row.target_id,
    subject: row.subject ? personOf(row.subject) : null,
    reason: row.reason,
    until: iso(row.until),
    createdAt: iso(row.created_at)!,
    appealed: Boolean(row.appealed),
  };
}

/** A standing as the person and staff read it; no row is an active account without strikes. */
export function presentStanding(row: StandingRow | undefined, now = Date.now()): AccountStanding {
  if (!row) return { status: 'active', until: null, reason: null, activeStrikes: 0, totalStrikes: 0 };
  const strikes = { activeStrikes: row.activeStrikes, totalStrikes: row.totalStrikes };
  if (row.bannedAt) return { status: 'banned', until: null, reason: row.banReason, ...strikes };
  if (row.suspendedUntil && row.suspendedUntil.getTime() > now)
    return {
      status: 'suspended',
      until: row.suspendedUntil.toISOString(),
      reason: row.suspensionReason,
      ...strikes,
    };
  return { status: 'active', until: null, reason: null, ...strikes };
}
