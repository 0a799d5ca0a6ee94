import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTackleItem,
  TackleItem,
  TackleList,
  UpdateTackleItem,
} from '@tightlines/domain/angler-log/contract';
import { api } from '#web/lib/api-client';

export const tackleKeys = { box: ['tackle'] as const };

/** The whole tackle box, with what each item caught. */
export function useTackleBox(enabled = true) {
  return useQuery({ queryKey: tackleKeys.box, queryFn: () => api<TackleList>('/tackle'), enabled });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tackleKeys.box });
}

export function useAddTackle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (item: CreateTackleItem) => api<TackleItem>('/tackle', { method: 'POST', json: item }),
    onSuccess: refresh,
  });
}

export function useEditTackle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTackleItem }) =>
      api<TackleItem>(`/tackle/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteTackle() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/tackle/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
