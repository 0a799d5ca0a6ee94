import type { QueueFilters } from '#web/features/moderation/lib/filters';

/** Every moderation query key starts with 'moderation', so an action can refresh the queue, items and pages at once. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queues: () => ['moderation', 'queue'] as const,
  queue: (filters: QueueFilters) => ['moderation', 'queue', filters] as const,
  item: (itemId: string) => ['moderation', 'item', itemId] as const,
  health: () => ['moderation', 'health'] as const,
  settings: () => ['moderation', 'settings'] as const,
  audit: (filters: { action?: string; actorId?: string; subjectId?: string }) =>
    ['moderation', 'audit', filters] as const,
  user: (userId: string) => ['moderation', 'user', userId] as const,
};
