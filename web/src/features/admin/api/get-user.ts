import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tightlines/domain/admin/contract';
import { api } from '#web/lib/api-client';
import { adminKeys } from './admin-keys';

export const getUser = (userId: string) => api<AdminUserDetail>(`/admin/users/${encodeURIComponent(userId)}`);

export const getUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.user(userId), queryFn: () => getUser(userId), staleTime: 30_000 });

export function useAdminUser(userId: string) {
  return useQuery(getUserQueryOptions(userId));
}
