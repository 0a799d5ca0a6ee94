import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  ModerationHealth,
  ModerationSettings,
  StaffNote,
  UserModeration,
} from '@tightlines/domain/moderation/contract';
import { api } from '#web/lib/api-client';
import { moderationKeys } from './moderation-keys';

export function useModerationHealth() {
  return useQuery({
    queryKey: moderationKeys.health(),
    queryFn: () => api<ModerationHealth>('/admin/moderation/health'),
    staleTime: 30_000,
  });
}

/** The rules (admins only: a moderator's page leaves `enabled` false and shows strikes without the threshold). */
export function useModerationSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moderationKeys.settings(),
    queryFn: () => api<ModerationSettings>('/admin/moderation/settings'),
    staleTime: 60_000,
    enabled,
  });
}

export function useSaveModerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ModerationSettings) =>
      api<ModerationSettings>('/admin/moderation/settings', { method: 'PUT', json: settings }),
    onSuccess: (saved) => queryClient.setQueryData(moderationKeys.settings(), saved),
  });
}

export interface AuditFilters {
  action?: string;
  actorId?: string;
  subjectId?: string;
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: moderationKeys.audit(filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.action) params.set('action', filters.action);
      if (filters.actorId) params.set('actorId', filters.actorId);
      if (filters.subjectId) params.set('subjectId', filters.subjectId);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return api<AuditPage>(`/admin/audit${query ? `?${query}` : ''}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 15_000,
  });
}

const userPath = (userId: string) => `/admin/users/${encodeURIComponent(userId)}`;

export function useUserModeration(userId: string) {
  return useQuery({
    queryKey: moderationKeys.user(userId),
    queryFn: () => api<UserModeration>(`${userPath(userId)}/moderation`),
    staleTime: 15_000,
  });
}

export function useAddStaffNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<StaffNote>(`${userPath(userId)}/notes`, { method: 'POST', json: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.user(userId) }),
  });
}
