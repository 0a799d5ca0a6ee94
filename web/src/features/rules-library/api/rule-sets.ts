import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RuleSet, RuleSetInput, RuleSetList } from '@tightlines/domain/tournaments/events-contract';
import { api } from '#web/lib/api-client';

const keys = {
  all: ['rule-sets'] as const,
  one: (id: string) => ['rule-sets', id] as const,
};

export function useRuleSets() {
  return useQuery({ queryKey: keys.all, queryFn: () => api<RuleSetList>('/admin/rule-sets') });
}

export function useRuleSet(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: () => api<RuleSet>(`/admin/rule-sets/${encodeURIComponent(id)}`),
  });
}

export function useSaveRuleSet(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RuleSetInput) =>
      id
        ? api<RuleSet>(`/admin/rule-sets/${encodeURIComponent(id)}`, { method: 'PATCH', json: input })
        : api<RuleSet>('/admin/rule-sets', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteRuleSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/rule-sets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
