import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RelationList, RelationState } from '@tightlines/domain/moderation/contract';
import { api } from '#web/lib/api-client';
import { safetyKeys } from './safety-keys';

export type RelationListKind = 'blocks' | 'mutes';

/** GET /api/relations/:userId: whether I blocked or muted a person, and whether they blocked me. */
export function useRelation(userId: string, enabled = true) {
  return useQuery({
    queryKey: safetyKeys.relation(userId),
    queryFn: () => api<RelationState>(`/relations/${encodeURIComponent(userId)}`),
    enabled,
  });
}

/** GET /api/blocks or /api/mutes: the people I blocked or muted. */
export function useRelationList(kind: RelationListKind) {
  return useQuery({
    queryKey: safetyKeys.list(kind),
    queryFn: () => api<RelationList>(`/${kind}`),
  });
}

/** PUT (on) or DELETE (off) /api/blocks/:userId or /api/mutes/:userId. */
export function useSetRelation(kind: RelationListKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api<void>(`/${kind}/${encodeURIComponent(userId)}`, { method: on ? 'PUT' : 'DELETE' }),
    onSuccess: (_, on) => {
      const field = kind === 'blocks' ? 'blocked' : 'muted';
      queryClient.setQueryData<RelationState>(safetyKeys.relation(userId), (state) =>
        state ? { ...state, [field]: on } : state,
      );
      if (!on)
        queryClient.setQueryData<RelationList>(safetyKeys.list(kind), (list) =>
          list ? { people: list.people.filter((person) => person.id !== userId) } : list,
        );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: safetyKeys.list(kind) });
      // Blocking removes follows both ways and hides posts: what lists people and posts must be asked again.
      if (kind === 'blocks') await queryClient.invalidateQueries({ queryKey: ['people'] });
      await queryClient.invalidateQueries({ queryKey: ['social', 'posts'] });
    },
  });
}
