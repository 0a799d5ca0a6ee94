import type { Db } from '#server/db/client';
import { blockedAmong } from '#server/features/safety/checks/relations-repo';
import { profilesByFirstName, profilesByHandle } from './repo';

/** A post names at most this many people; more @words are left as text (bounds the lookups and notifications). */
export const MAX_MENTIONS = 20;

/**
 * Resolves written @names to people: a handle first (case-insensitive); otherwise the spec's first_name match,
 * taken only when exactly one profile has that first name. Never the author, nor anyone in a block with the author
 * (either way): the @name stays plain text, with no link and no notification. Ids in the order written.
 */
export async function resolveMentions(db: Db, authorId: string, names: string[]): Promise<string[]> {
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))].slice(0, MAX_MENTIONS);
  if (lowered.length === 0) return [];
  const byHandle = new Map<string, string>();
  for (const row of await profilesByHandle(db, lowered)) if (row.handle) byHandle.set(row.handle, row.id);

  const unresolved = lowered.filter((name) => !byHandle.has(name));
  const byFirstName = new Map<string, string[]>();
  for (const row of await profilesByFirstName(db, unresolved)) {
    byFirstName.set(row.firstName, [...(byFirstName.get(row.firstName) ?? []), row.id]);
  }

  const ids: string[] = [];
  for (const name of lowered) {
    const matches = byFirstName.get(name);
    const id = byHandle.get(name) ?? (matches?.length === 1 ? matches[0] : undefined);
    if (id && id !== authorId && !ids.includes(id)) ids.push(id);
  }
  const blocked = await blockedAmong(db, authorId, ids);
  return blocked.size === 0 ? ids : ids.filter((id) => !blocked.has(id));
}
