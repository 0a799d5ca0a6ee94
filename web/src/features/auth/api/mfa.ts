import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MfaStatus } from '@tightlines/domain/auth/contract';
import { api } from '#web/lib/api-client';
import { getMeQueryOptions } from '#web/lib/session';

export const getMfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['mfa'],
    queryFn: () => api<MfaStatus>('/mfa'),
    staleTime: 0,
  });

export function useMfaStatus() {
  return useQuery(getMfaStatusQueryOptions());
}

/** After any MFA change: the settings and /api/me (twoFactorEnabled, and a rotated session) are stale. */
export function useRefreshMfa() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getMfaStatusQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
    ]);
  };
}

export function useSetEmailMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api<MfaStatus>('/mfa/email', { method: 'PUT', json: { enabled } }),
    onSuccess: (status) => {
      queryClient.setQueryData(getMfaStatusQueryOptions().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });
}

export function useSetPreferredMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (method: 'totp' | 'email') =>
      api<MfaStatus>('/mfa/preferred', { method: 'PUT', json: { method } }),
    onSuccess: (status) => queryClient.setQueryData(getMfaStatusQueryOptions().queryKey, status),
  });
}
