import type { RelationList, RelationState } from '@tightlines/domain/moderation/contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { changeFollowCounts } from '#server/features/follows/repo';
import { presentPersonRow } from '#server/features/people/presenter';
import {
  deleteFollowsBetween,
  deleteRelation,
  insertRelation,
  listRelations,
  relationState,
  removeFeedRowsBetween,
  type RelationKind,
} from './repo';

/** A list shows this many people (a settings page; nobody blocks thousands). */
const LIST_LIMIT = 500;

const personNotFound = () => AppError.of(404, 'userNotFound');

async function stateOf(db: Db, viewerId: string, userId: string): Promise<RelationState> {
  const state = await relationState(db, viewerId, userId);
  if (!state.exists) throw personNotFound();
  return { blocked: state.blocked, muted: state.muted, blockedMe: state.blockedMe };
}

/** GET /api/relations/:userId: how I stand toward a person (404 for nobody). */
export async function getRelation(db: Db, viewerId: string, userId: string): Promise<RelationState> {
  return stateOf(db, viewerId, userId);
}

/** GET /api/blocks and /api/mutes: the people I blocked or muted, newest first. */
export async function listRelation(db: Db, kind: RelationKind, viewerId: string): Promise<RelationList> {
  const rows = await listRelations(db, kind, viewerId, LIST_LIMIT);
  return {
    people: rows.map((row) => ({
      ...presentPersonRow(row),
      since: new Date(row.since).toISOString(),
    })),
  };
}

/**
 * PUT /api/blocks/:userId (idempotent). In one transaction: the block, the follows between the two removed
 * either way with both people's counters moved, and each one's posts taken out of the other's precomputed feed.
 * From then on neither reaches the other (messages, follows, mentions, comments, likes) nor sees the other's
 * posts and comments; the blocked person is not told.
 */
export async function block(db: Db, viewerId: string, userId: string): Promise<RelationState> {
  if (viewerId === userId) throw AppError.of(400, 'cannotBlockSelf');
  await db.transaction(async (tx) => {
    if (!(await insertRelation(tx, 'block', viewerId, userId))) return;
    for (const [followerId, followingId] of await deleteFollowsBetween(tx, viewerId, userId))
      await changeFollowCounts(tx, followerId, followingId, -1);
    await removeFeedRowsBetween(tx, viewerId, userId);
  });
  return stateOf(db, viewerId, userId);
}

/** PUT /api/mutes/:userId (idempotent): their posts and comments leave my feeds and threads; they notice nothing. */
export async function mute(db: Db, viewerId: string, userId: string): Promise<RelationState> {
  if (viewerId === userId) throw AppError.of(400, 'cannotBlockSelf');
  await insertRelation(db, 'mute', viewerId, userId);
  return stateOf(db, viewerId, userId);
}

/**
 * DELETE /api/blocks/:userId or /api/mutes/:userId (idempotent): removes my own block or mute only (a block by
 * the other person stays theirs). Follows removed by a block are not brought back.
 */
export async function unrelate(
  db: Db,
  kind: RelationKind,
  viewerId: string,
  userId: string,
): Promise<RelationState> {
  if (viewerId === userId) throw AppError.of(400, 'cannotBlockSelf');
  await deleteRelation(db, kind, viewerId, userId);
  return stateOf(db, viewerId, userId);
}
