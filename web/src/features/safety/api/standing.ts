import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyStanding } from '@tightlines/domain/moderation/contract';
import { api } from '#web/lib/api-client';
import { useMe } from '#web/lib/session';
import { safetyKeys } from './safety-keys';

/** GET /api/moderation/standing for the signed-in person (nothing is asked for a visitor). */
export function useMyStanding() {
  const signedIn = Boolean(useMe().data?.user);
  return useQuery({
    queryKey: safetyKeys.standing(),
    queryFn: () => api<MyStanding>('/moderation/standing'),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** POST /api/moderation/actions/:actionId/appeal; a second appeal answers 409 'alreadyAppealed'. */
export function useAppeal(actionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ id: string; itemId: string }>(`/moderation/actions/${encodeURIComponent(actionId)}/appeal`, {
        method: 'POST',
        json: { text },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: safetyKeys.standing() }),
  });
}
