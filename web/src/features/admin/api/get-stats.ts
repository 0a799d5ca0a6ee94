import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@tightlines/domain/admin/contract';
import { api } from '#web/lib/api-client';
import { adminKeys } from './admin-keys';

export const getStats = () => api<AdminStats>('/admin/stats');

export const getStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getStats, staleTime: 30_000 });

export function useAdminStats() {
  return useQuery(getStatsQueryOptions());
}
