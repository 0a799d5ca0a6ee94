import type { QueueStore, QueuedCatch } from '#web/features/catches/lib/offline-queue';

/** The queue's storage in memory, for tests (jsdom has no IndexedDB). */
export function memoryStore(initial: QueuedCatch[] = []): QueueStore & { items: Map<string, QueuedCatch> } {
  const items = new Map(initial.map((item) => [item.id, item]));
  return {
    items,
    all: () => Promise.resolve([...items.values()]),
    put: (item) => {
      items.set(item.id, item);
      return Promise.resolve();
    },
    remove: (id) => {
      items.delete(id);
      return Promise.resolve();
    },
  };
}
