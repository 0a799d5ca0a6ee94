import type { Db } from '#server/db/client';
import { auditLog } from '#server/db/schema';

export interface AuditRecord {
  actorId: string | null;
  /** e.g. 'moderation.hide', 'user.role_added', 'settings.moderation', 'user.note' */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  subjectId?: string | null;
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the change and its
 * record commit together. The log is append-only: there is no update or delete here, and the table refuses both.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    subjectId: entry.subjectId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
