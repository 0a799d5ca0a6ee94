import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEntry,
  CatchStatus,
  CreatePenalty,
  JudgeCatch,
  JudgeCatchDetail,
  JudgeQueue,
  JudgingOverview,
  Penalty,
} from '@tightlines/domain/tournaments/catch-contract';
import { api } from '#web/lib/api-client';

const base = (eventId: string) => `/tournament-director/events/${eventId}`;

export const judgingKeys = {
  event: (eventId: string) => ['judging', eventId] as const,
  overview: (eventId: string) => [...judgingKeys.event(eventId), 'overview'] as const,
  queue: (eventId: string, status: CatchStatus) => [...judgingKeys.event(eventId), 'queue', status] as const,
  detail: (eventId: string, catchId: string) => [...judgingKeys.event(eventId), 'catch', catchId] as const,
  audit: (eventId: string) => [...judgingKeys.event(eventId), 'audit'] as const,
};

export const getJudgingOverviewQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: judgingKeys.overview(eventId),
    queryFn: () => api<JudgingOverview>(`${base(eventId)}/judging`),
  });

export const useJudgingOverview = (eventId: string) => useQuery(getJudgingOverviewQueryOptions(eventId));

export const useJudgeQueue = (eventId: string, status: CatchStatus) =>
  useQuery({
    queryKey: judgingKeys.queue(eventId, status),
    queryFn: () => api<JudgeQueue>(`${base(eventId)}/catches?status=${status}`),
    // Other judges decide too; the socket refreshes at once, this is the fallback.
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useCatchDetail = (eventId: string, catchId: string | null) =>
  useQuery({
    queryKey: judgingKeys.detail(eventId, catchId ?? ''),
    queryFn: () => api<JudgeCatchDetail>(`${base(eventId)}/catches/${catchId}`),
    enabled: Boolean(catchId),
  });

export const useAudit = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: judgingKeys.audit(eventId),
    queryFn: () => api<AuditEntry[]>(`${base(eventId)}/audit`),
    enabled,
  });

function useInvalidateEvent(eventId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: judgingKeys.event(eventId) });
}

export type DecisionInput =
  | { catchId: string; decision: 'approve' }
  | { catchId: string; decision: 'reject' | 'resubmit'; reason: string };

const DECISION_PATH = { approve: 'approve', reject: 'reject', resubmit: 'request-resubmission' } as const;

/** Approve, reject or ask for a re-submission; every list of the event refreshes after. */
export function useDecideCatch(eventId: string) {
  const invalidate = useInvalidateEvent(eventId);
  return useMutation({
    mutationFn: (input: DecisionInput) =>
      api<JudgeCatch>(`${base(eventId)}/catches/${input.catchId}/${DECISION_PATH[input.decision]}`, {
        method: 'POST',
        ...(input.decision === 'approve' ? {} : { json: { reason: input.reason } }),
      }),
    onSettled: invalidate,
  });
}

export function useAddPenalty(eventId: string) {
  const invalidate = useInvalidateEvent(eventId);
  return useMutation({
    mutationFn: (input: CreatePenalty) =>
      api<Penalty>(`${base(eventId)}/penalties`, { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useRemovePenalty(eventId: string) {
  const invalidate = useInvalidateEvent(eventId);
  return useMutation({
    mutationFn: (penaltyId: string) =>
      api<void>(`${base(eventId)}/penalties/${penaltyId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function usePublishResults(eventId: string) {
  const invalidate = useInvalidateEvent(eventId);
  return useMutation({
    mutationFn: () => api<JudgingOverview>(`${base(eventId)}/publish-results`, { method: 'POST' }),
    onSettled: invalidate,
  });
}
