import type { Activity } from '@tightlines/domain/activities/contract';
import type { userActivities } from '#server/db/schema';

/** The metadata values an activity's sentence may show: text and numbers only, never nested data. */
function paramsOf(metadata: unknown): Activity['params'] {
  if (!metadata || typeof metadata !== 'object' || Array.isArray(metadata)) return null;
  const entries = Object.entries(metadata as Record<string, unknown>).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function presentActivity(row: typeof userActivities.$inferSelect): Activity {
  return {
    id: row.id,
    activityType: row.activityType,
    entityType: row.entityType,
    entityId: row.entityId,
    content: row.content,
    params: paramsOf(row.metadata),
    createdAt: row.createdAt.toISOString(),
  };
}
