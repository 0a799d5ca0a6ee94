import { MESSAGES } from '@tightlines/domain/common/messages';
import {
  checkCollectionName,
  COLLECTIONS_MAX,
  type Collection,
  type CollectionList,
  type SavedPage,
  type SavedQuery,
  type SaveState,
} from '@tightlines/domain/saved/contract';
import type { Db } from '#server/db/client';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError } from '#server/lib/errors';
import type { UploadUrls } from '#server/storage/signed-urls';
import { presentPost } from '#server/features/posts/presenter';
import { visiblePost } from '#server/features/posts/service';
import {
  collectionsOfSaved,
  countCollections,
  countVisibleSaved,
  deleteCollectionRow,
  deleteSaved,
  findCollection,
  findCollectionNamed,
  insertCollection,
  renameCollectionRow,
  selectCollections,
  selectSavedPage,
  upsertSaved,
  type CollectionRow,
  type SavedScope,
} from './repo';

export interface SavedDeps {
  db: Db;
  listDb: Db;
  uploadUrls: UploadUrls;
}

const collectionNotFound = () => AppError.of(404, 'collectionNotFound');

function presentCollection(row: CollectionRow, postsCount: number): Collection {
  return { id: row.id, name: row.name, postsCount, createdAt: row.createdAt.toISOString() };
}

/** The person's own collection, else 404 (someone else's collection does not exist for them). */
async function ownCollection(db: Db, userId: string, collectionId: string): Promise<CollectionRow> {
  const row = await findCollection(db, userId, collectionId);
  if (!row) throw collectionNotFound();
  return row;
}

/**
 * Saves a post the person may see (404 'postNotFound' otherwise), filed in one of their collections or none;
 * saving again moves it (idempotent).
 */
export async function savePost(
  deps: SavedDeps,
  userId: string,
  postId: string,
  collectionId: string | null | undefined,
): Promise<SaveState> {
  await visiblePost(deps.db, postId, userId);
  if (collectionId) await ownCollection(deps.db, userId, collectionId);
  const filed = await upsertSaved(deps.db, userId, postId, collectionId);
  return { saved: true, collectionId: filed };
}

/** Unsaves (idempotent; works for a post that has become hidden too). */
export async function unsavePost(deps: SavedDeps, userId: string, postId: string): Promise<SaveState> {
  await deleteSaved(deps.db, userId, postId);
  return { saved: false, collectionId: null };
}

/** The person's saved posts that they may still see, newest saved first, keyset-paged. */
export async function listSaved(deps: SavedDeps, userId: string, query: SavedQuery): Promise<SavedPage> {
  let scope: SavedScope = { kind: 'all' };
  if (query.collection === 'none') scope = { kind: 'none' };
  else if (query.collection) {
    await ownCollection(deps.db, userId, query.collection);
    scope = { kind: 'collection', id: query.collection };
  }
  const rows = await selectSavedPage(deps.listDb, userId, scope, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const filed = await collectionsOfSaved(
    deps.listDb,
    userId,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      post: presentPost(row, deps.uploadUrls),
      collectionId: filed.get(row.id) ?? null,
      savedAt: row.sort_at,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}

export async function listCollections(deps: SavedDeps, userId: string): Promise<CollectionList> {
  const [rows, counts] = await Promise.all([
    selectCollections(deps.db, userId),
    countVisibleSaved(deps.db, userId),
  ]);
  let savedCount = 0;
  for (const n of counts.values()) savedCount += n;
  return { items: rows.map((row) => presentCollection(row, counts.get(row.id) ?? 0)), savedCount };
}

function nameOrRefuse(raw: string): string {
  const checked = checkCollectionName(raw);
  if (!checked.ok) throw AppError.of(400, checked.code, { name: MESSAGES[checked.code] });
  return checked.name;
}

export async function createCollection(
  deps: SavedDeps,
  userId: string,
  rawName: string,
): Promise<Collection> {
  const name = nameOrRefuse(rawName);
  if ((await countCollections(deps.db, userId)) >= COLLECTIONS_MAX) throw AppError.of(409, 'collectionsFull');
  if (await findCollectionNamed(deps.db, userId, name)) throw AppError.of(409, 'collectionExists');
  return presentCollection(await insertCollection(deps.db, userId, name), 0);
}

export async function renameCollection(
  deps: SavedDeps,
  userId: string,
  collectionId: string,
  rawName: string,
): Promise<Collection> {
  await ownCollection(deps.db, userId, collectionId);
  const name = nameOrRefuse(rawName);
  const same = await findCollectionNamed(deps.db, userId, name);
  if (same && same.id !== collectionId) throw AppError.of(409, 'collectionExists');
  const row = await renameCollectionRow(deps.db, userId, collectionId, name);
  if (!row) throw collectionNotFound();
  const counts = await countVisibleSaved(deps.db, userId);
  return presentCollection(row, counts.get(row.id) ?? 0);
}

/** Deletes one of the person's collections; its posts stay saved, in "All saved". */
export async function deleteCollection(deps: SavedDeps, userId: string, collectionId: string): Promise<void> {
  if (!(await deleteCollectionRow(deps.db, userId, collectionId))) throw collectionNotFound();
}
