import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateFishingReport,
  FishingReport,
  FishingReportPage,
  UpdateFishingReport,
} from '@tightlines/domain/fishing-reports/contract';
import { api } from '#web/lib/api-client';
import { listQueryOf, type ReportFilters } from '#web/features/fishing-reports/lib/filters';

/** Every key starts with 'fishing-reports'; a write invalidates them all (and trending locations). */
export const reportKeys = {
  all: ['fishing-reports'] as const,
  list: (filters: ReportFilters) => ['fishing-reports', 'list', filters] as const,
  mine: ['fishing-reports', 'mine'] as const,
  one: (reportId: string) => ['fishing-reports', 'one', reportId] as const,
};
export const locationKeys = { all: ['locations'] as const };

/** GET /api/fishing-reports: public reports a page at a time ("Show more"). */
export function useFishingReports(filters: ReportFilters) {
  const key = { ...filters, view: 'list' as const };
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reportKeys.list(key),
      queryFn: ({ pageParam }) => api<FishingReportPage>(`/fishing-reports?${listQueryOf(key, pageParam)}`),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** GET /api/fishing-reports?mine=true: my own reports, private ones too. */
export function useMyFishingReports(enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reportKeys.mine,
      queryFn: ({ pageParam }) =>
        api<FishingReportPage>(`/fishing-reports?mine=true${pageParam ? `&cursor=${pageParam}` : ''}`),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      enabled,
    }),
  );
}

/** GET /api/fishing-reports/:reportId. */
export function useFishingReport(reportId: string, enabled = true) {
  return useQuery({
    queryKey: reportKeys.one(reportId),
    queryFn: () => api<FishingReport>(`/fishing-reports/${encodeURIComponent(reportId)}`),
    enabled,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    void queryClient.invalidateQueries({ queryKey: locationKeys.all });
  };
}

/** POST /api/fishing-reports. */
export function useCreateFishingReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreateFishingReport) =>
      api<FishingReport>('/fishing-reports', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/fishing-reports/:reportId (the author). */
export function useUpdateFishingReport(reportId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: UpdateFishingReport) =>
      api<FishingReport>(`/fishing-reports/${encodeURIComponent(reportId)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/fishing-reports/:reportId (the author). */
export function useDeleteFishingReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reportId: string) =>
      api<null>(`/fishing-reports/${encodeURIComponent(reportId)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
