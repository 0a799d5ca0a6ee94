import {
  ITEM_SOURCES,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type AccountStanding,
  type ActionRecord,
  type AuditEntry,
  type ModerationAction,
  type ModerationHealth,
  type ReportReason,
  type ReportTargetType,
  type StaffNote,
  type UserModeration,
} from '@tightlines/domain/moderation/contract';
import type { Person } from '@tightlines/domain/social/people';
import { presentPersonRow } from '#server/features/people/presenter';
import type {
  ActionRow,
  AuditRow,
  HealthRow,
  NoteRow,
  PersonJson,
  ReportRow,
  StandingRow,
} from './admin-repo';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    value !== null && (values as readonly string[]).includes(value);
const isReason = oneOf<ReportReason>(REPORT_REASONS);
const isTargetType = oneOf<ReportTargetType>(REPORT_TARGET_TYPES);
const isAction = oneOf<ModerationAction>(MODERATION_ACTIONS);

export function personOf(row: PersonJson | null): Person | null {
  if (!row) return null;
  return presentPersonRow(row);
}

/** A person who is gone (deleted account) still has a row in a report: shown as an empty card. */
function reporterOf(row: PersonJson | null, fallbackId: string): Person {
  return (
    personOf(row) ?? {
      id: fallbackId,
      handle: '',
      firstName: '',
      lastName: '',
      displayName: '',
      avatarUrl: null,
    }
  );
}

export function presentHealth(numbers: {
  totals: HealthRow;
  bySource: { source: string; count: number | string }[];
  byReason: { reason: string; count: number | string }[];
}): ModerationHealth {
  const { totals } = numbers;
  const sourceCounts = new Map(numbers.bySource.map((row) => [row.source, Number(row.count)]));
  const median = totals.median_minutes === null ? null : Number(totals.median_minutes);
  return {
    openItems: Number(totals.open_items),
    openBySource: ITEM_SOURCES.map((source) => ({ source, count: sourceCounts.get(source) ?? 0 })),
    openByReason: numbers.byReason
      .flatMap((row) => (isReason(row.reason) ? [{ reason: row.reason, count: Number(row.count) }] : []))
      .sort(
        (a, b) => b.count - a.count || REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason),
      ),
    claimedItems: Number(totals.claimed_items),
    oldestOpenAt: isoOrNull(totals.oldest_open_at),
    medianMinutesToAction: median === null ? null : Math.round(median * 10) / 10,
    resolvedLast7Days: Number(totals.resolved_last_7_days),
    reportsLast7Days: Number(totals.reports_last_7_days),
    activeSuspensions: Number(totals.active_suspensions),
    bans: Number(totals.bans),
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: personOf(row.actor),
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    subject: personOf(row.subject),
    reason: row.reason,
    before: row.before,
    after: row.after,
    createdAt: iso(row.created_at),
  };
}

/** No row: active with no strikes; a suspension that has ended reads as active. */
export function presentStanding(row: StandingRow | undefined, now: Date): AccountStanding {
  const strikes = { activeStrikes: row?.active_strikes ?? 0, totalStrikes: row?.total_strikes ?? 0 };
  if (row?.banned_at) return { status: 'banned', until: null, reason: row.ban_reason, ...strikes };
  if (row?.suspended_until && new Date(row.suspended_until) > now)
    return {
      status: 'suspended',
      until: iso(row.suspended_until),
      reason: row.suspension_reason,
      ...strikes,
    };
  return { status: 'active', until: null, reason: null, ...strikes };
}

export function presentAction(row: ActionRow): ActionRecord | null {
  if (!isAction(row.action)) return null;
  return {
    id: row.id,
    action: row.action,
    moderator: personOf(row.moderator),
    targetType: isTargetType(row.target_type) ? row.target_type : null,
    targetId: row.target_id,
    subject: personOf(row.subject),
    reason: row.reason,
    until: isoOrNull(row.until),
    createdAt: iso(row.created_at),
    appealed: Boolean(row.appealed),
  };
}

export function presentNote(row: NoteRow): StaffNote {
  return { id: row.id, author: personOf(row.author), text: row.text, createdAt: iso(row.created_at) };
}

export function presentUserModeration(
  parts: { standing: StandingRow | undefined; reports: ReportRow[]; actions: ActionRow[]; notes: NoteRow[] },
  now: Date,
): UserModeration {
  return {
    standing: presentStanding(parts.standing, now),
    reports: parts.reports.flatMap((row) =>
      isReason(row.reason) && isTargetType(row.target_type)
        ? [
            {
              id: row.id,
              itemId: row.item_id,
              targetType: row.target_type,
              targetId: row.target_id,
              reporter: reporterOf(row.reporter, row.reporter_id),
              reason: row.reason,
              note: row.note,
              createdAt: iso(row.created_at),
            },
          ]
        : [],
    ),
    actions: parts.actions.flatMap((row) => presentAction(row) ?? []),
    notes: parts.notes.map(presentNote),
  };
}
