/** Every safety query key starts with 'safety'. */
export const safetyKeys = {
  all: ['safety'] as const,
  standing: () => ['safety', 'standing'] as const,
  relation: (userId: string) => ['safety', 'relation', userId] as const,
  lists: () => ['safety', 'list'] as const,
  list: (kind: 'blocks' | 'mutes') => ['safety', 'list', kind] as const,
};
