import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { blockBetween } from './relations-repo';

/**
 * Refuses an interaction between two people in a block, either way: 403 'youBlockedPerson' to the blocker (they
 * may unblock), 403 'blockedByPerson' to the one blocked. Messages, follows, comments and likes call it.
 */
export async function assertNotBlocked(db: Db, actorId: string, otherId: string): Promise<void> {
  if (actorId === otherId) return;
  const { iBlocked, blockedMe } = await blockBetween(db, actorId, otherId);
  if (iBlocked) throw AppError.of(403, 'youBlockedPerson');
  if (blockedMe) throw AppError.of(403, 'blockedByPerson');
}
