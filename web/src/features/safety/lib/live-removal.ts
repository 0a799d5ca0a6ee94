import type { QueryClient } from '@tanstack/react-query';

/**
 * Hidden content leaves every cached list at once. The lists differ (a feed's infinite pages of posts, a post's
 * comments with their replies, a conversation's messages, an event's photos and comments), so rather than know
 * each shape, this walks the cached data: any array entry whose `id` is the target is taken out, unless the
 * viewer wrote it, in which case it stays, marked hidden (the author sees the notice).
 */

type Json = unknown;

function authorIdOf(entry: Record<string, unknown>): string | undefined {
  for (const field of ['author', 'sender', 'user']) {
    const person = entry[field];
    if (person && typeof person === 'object' && 'id' in person && typeof person.id === 'string')
      return person.id;
  }
  return undefined;
}

function isRecord(value: Json): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The data with the target taken out (or marked hidden for its author); the same object when nothing changed. */
export function pruneTarget(data: Json, targetId: string, viewerId: string | null, depth = 0): Json {
  if (depth > 8) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next: Json[] = [];
    for (const entry of data) {
      if (isRecord(entry) && entry.id === targetId) {
        changed = true;
        if (viewerId !== null && authorIdOf(entry) === viewerId)
          next.push({ ...entry, moderation: 'hidden' });
        continue;
      }
      const pruned = pruneTarget(entry, targetId, viewerId, depth + 1);
      if (pruned !== entry) changed = true;
      next.push(pruned);
    }
    return changed ? next : data;
  }
  if (isRecord(data)) {
    let changed = false;
    const next: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const pruned =
        typeof value === 'object' && value !== null
          ? pruneTarget(value, targetId, viewerId, depth + 1)
          : value;
      if (pruned !== value) changed = true;
      next[key] = pruned;
    }
    return changed ? next : data;
  }
  return data;
}

/** The query areas that list published content. */
const CONTENT_PREFIXES = ['social', 'messages', 'tournaments', 'people', 'teams', 'catches'] as const;

function isContentQuery(queryKey: readonly unknown[]): boolean {
  return (CONTENT_PREFIXES as readonly unknown[]).includes(queryKey[0]);
}

/** Takes hidden content out of every cached list; a page showing the content itself is asked again. */
export function removeHiddenContent(
  queryClient: QueryClient,
  targetId: string,
  viewerId: string | null,
): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => isContentQuery(q.queryKey) })) {
    const data: Json = query.state.data;
    if (data === undefined) continue;
    if (isRecord(data) && data.id === targetId) {
      // The content's own page (a post opened by link): the author keeps it with the notice; others learn it is gone.
      if (viewerId !== null && authorIdOf(data) === viewerId)
        queryClient.setQueryData(query.queryKey, { ...data, moderation: 'hidden' });
      else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const next = pruneTarget(data, targetId, viewerId);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** Restored content: every list that may show it is asked again. */
export function refetchRestoredContent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (q) => isContentQuery(q.queryKey) });
}
