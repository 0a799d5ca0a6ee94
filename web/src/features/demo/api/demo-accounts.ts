import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DemoAccounts } from '@tightlines/domain/demo/contract';
import { api } from '#web/lib/api-client';
import { authClient } from '#web/lib/auth-client';
import { getMeQueryOptions } from '#web/lib/session';

export const getDemoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['demo', 'accounts'],
    queryFn: () => api<DemoAccounts>('/demo/accounts'),
    staleTime: Infinity,
  });

export function useDemoAccounts() {
  return useQuery(getDemoAccountsQueryOptions());
}

/** Signs in as a demo account (switching from any current session); demo accounts share a public password. */
export function useSignInAsDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      await authClient.signOut().catch(() => undefined);
      const result = await authClient.signIn.email({ email, password });
      if (result.error) throw new Error(result.error.message ?? 'Sign-in failed');
    },
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.fetchQuery(getMeQueryOptions());
    },
  });
}
