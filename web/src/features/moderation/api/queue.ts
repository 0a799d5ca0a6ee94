import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionResult,
  QueueItemDetail,
  QueuePage,
  TakeAction,
} from '@tightlines/domain/moderation/contract';
import { api } from '#web/lib/api-client';
import { queueRequestParams, type QueueFilters } from '#web/features/moderation/lib/filters';
import { moderationKeys } from './moderation-keys';

const itemPath = (itemId: string) => `/moderation/items/${encodeURIComponent(itemId)}`;

export function getQueue(filters: QueueFilters, cursor?: string): Promise<QueuePage> {
  return api<QueuePage>(`/moderation/queue?${queueRequestParams(filters, cursor).toString()}`);
}

/** The queue, most severe and oldest first, a page at a time (Load more follows the cursor). */
export function useQueue(filters: QueueFilters) {
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(filters),
    queryFn: ({ pageParam }) => getQueue(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });
}

export function useQueueItem(itemId: string | null) {
  return useQuery({
    queryKey: moderationKeys.item(itemId ?? ''),
    queryFn: () => api<QueueItemDetail>(itemPath(itemId ?? '')),
    enabled: itemId !== null,
    staleTime: 10_000,
  });
}

/** Claim (so no other moderator works the same item) or release it; the queue and the item refresh after. */
export function useClaim(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: boolean) =>
      api<unknown>(`${itemPath(itemId)}/claim`, { method: claim ? 'POST' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** Acts on an item; afterwards every moderation query (the open list, the item, health) is fetched again. */
export function useTakeAction(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TakeAction) =>
      api<ActionResult>(`${itemPath(itemId)}/actions`, { method: 'POST', json: action }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
