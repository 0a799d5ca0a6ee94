export interface UsersParams {
  query: string;
  offset: number;
  limit: number;
}

/** Every admin query key starts with 'admin', so a role change can refresh all of them at once. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (params: UsersParams) => ['admin', 'users', params] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  stats: () => ['admin', 'stats'] as const,
  messages: (params: { offset: number; limit: number }) => ['admin', 'contact-messages', params] as const,
};
