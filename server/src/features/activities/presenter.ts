import type { Activity } from '@tightlines/domain/activities/contract';
import type { userActivities } from '#server/db/schema';

export function presentActivity(row: typeof userActivities.$inferSelect): Activity {
  return {
    id: row.id,
    activityType: row.activityType,
    entityType: row.entityType,
    entityId: row.entityId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}
