import type { AuditEntry, CatchFlags, JudgeCatch } from '@tightlines/domain/tournaments/catch-contract';
import { CatchFlagsSchema } from '@tightlines/domain/tournaments/catch-contract';
import type { catchAuditLog } from '#server/db/schema';
import { presentCatchBase } from '#server/features/catches/presenter';
import type { CatchRow } from '#server/features/catches/repo';
import type { UploadUrls } from '#server/storage/signed-urls';

export function presentJudgeCatch(
  row: {
    catch: CatchRow;
    entrantName: string;
    boatName: string | null;
    anglerName: string;
    reviewedByName: string | null;
  },
  urls: UploadUrls,
): JudgeCatch {
  const flags: CatchFlags = CatchFlagsSchema.safeParse(row.catch.flags).data ?? {};
  return {
    ...presentCatchBase(row.catch, urls),
    registrationId: row.catch.registrationId,
    entrantName: row.entrantName,
    boatName: row.boatName,
    anglerName: row.anglerName,
    latitude: row.catch.latitude,
    longitude: row.catch.longitude,
    flags,
    reviewedByName: row.reviewedByName,
  };
}

export function presentAudit(row: {
  entry: typeof catchAuditLog.$inferSelect;
  actorName: string | null;
}): AuditEntry {
  return {
    id: row.entry.id,
    catchId: row.entry.catchId,
    registrationId: row.entry.registrationId,
    action: row.entry.action,
    reason: row.entry.reason,
    actorName: row.actorName,
    details: (row.entry.details ?? {}) as Record<string, unknown>,
    createdAt: row.entry.createdAt.toISOString(),
  };
}
