import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OAuthProvidersSchema } from '@tightlines/domain/auth/contract';
import { api } from '#web/lib/api-client';

export type OAuthProviders = z.infer<typeof OAuthProvidersSchema>;
export type OAuthProvider = OAuthProviders['providers'][number];

export const getProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: () => api<OAuthProviders>('/account/providers'),
    staleTime: Infinity,
  });

/** The social sign-in providers the server is configured for (spec: buttons appear only when configured). */
export function useProviders() {
  return useQuery(getProvidersQueryOptions());
}
