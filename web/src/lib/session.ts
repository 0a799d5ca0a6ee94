import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@tightlines/domain/auth/contract';
import { api } from './api-client';

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: () => api<Me>('/me'),
    staleTime: 60_000,
  });

/** The signed-in person (or null), roles and session expiry, from GET /api/me. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}

/** Signs out on the server, then forgets every cached query that belonged to the person. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    // better-auth's client is loaded on first use, keeping it out of every page's first script.
    const { authClient } = await import('./auth-client');
    await authClient.signOut();
    queryClient.clear();
    await queryClient.fetchQuery(getMeQueryOptions());
  };
}
