import type { ActivityPage } from '@tightlines/domain/activities/contract';
import { SERVER_EVENTS, type NewActivityEvent } from '@tightlines/domain/realtime/events';
import type { Db } from '#server/db/client';
import type { Realtime } from '#server/realtime/realtime';
import { AppError } from '#server/lib/errors';
import { presentActivity } from './presenter';
import { insertActivity, listActivities } from './repo';

/** What recordActivity uses of the app (the app itself has all of it, so tests may pass it). */
export interface ActivityDeps {
  db: Db;
  realtime: Realtime;
}

export interface ActivityInput {
  userId: string;
  activityType: string;
  entityType?: string | null;
  entityId?: string | null;
  content?: string | null;
  metadata?: Record<string, unknown> | null;
}

/**
 * Records what a person did (user_activities) and streams it on their activity room. Pass `tx` to
 * write inside the caller's transaction and call the returned `publish` after commit.
 */
export async function recordActivity(
  deps: ActivityDeps,
  input: ActivityInput,
  tx: Db = deps.db,
): Promise<() => void> {
  // Recording an activity without a user throws 'User not authenticated'.
  if (!input.userId) throw AppError.of(401, 'userNotAuthenticated');
  const row = await insertActivity(tx, {
    userId: input.userId,
    activityType: input.activityType,
    entityType: input.entityType ?? null,
    entityId: input.entityId ?? null,
    content: input.content ?? null,
    metadata: input.metadata ?? null,
  });
  if (!row) return () => {};
  const event: NewActivityEvent = presentActivity(row);
  return () => deps.realtime.toActivity(input.userId, SERVER_EVENTS.newActivity, event);
}

/** A page of the person's own activities, newest first; `nextCursor` is null on the last page. */
export async function activitiesOf(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<ActivityPage> {
  // One extra row tells whether another page exists.
  const rows = await listActivities(db, userId, { cursor: query.cursor, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit).map(presentActivity);
  return { items, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}
