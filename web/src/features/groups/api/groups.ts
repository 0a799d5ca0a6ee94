import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateGroup,
  GroupDetail,
  GroupList,
  GroupMemberPage,
  GroupNotifyLevel,
  GroupPage,
  GroupPhotoPage,
  MembershipState,
  MembershipStatus,
  UpdateGroup,
} from '@tightlines/domain/groups/contract';
import { GROUPS_PAGE_SIZE, GroupInvitePreviewSchema } from '@tightlines/domain/groups/contract';
import type { CalendarPage } from '@tightlines/domain/community-events/contract';
import type { z } from 'zod';
import { api } from '#web/lib/api-client';

export type GroupInvitePreview = z.infer<typeof GroupInvitePreviewSchema>;

/** The directory's filters, as the address holds them. */
export interface GroupFilters {
  q: string;
  type: string;
  species: string;
  region: string;
  privacy: string;
  sort: 'members' | 'active' | 'new';
}

/** Every groups query key starts with 'groups'; a membership change invalidates the group's keys and the lists. */
export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (filters: GroupFilters) => ['groups', 'list', filters] as const,
  mine: () => ['groups', 'list', 'mine'] as const,
  suggestions: () => ['groups', 'list', 'suggestions'] as const,
  invite: (code: string) => ['groups', 'invite', code] as const,
  group: (groupId: string) => ['groups', 'group', groupId] as const,
  detail: (groupId: string) => ['groups', 'group', groupId, 'detail'] as const,
  members: (groupId: string, status: MembershipStatus, q: string) =>
    ['groups', 'group', groupId, 'members', status, q] as const,
  inviteLink: (groupId: string) => ['groups', 'group', groupId, 'invite-link'] as const,
  events: (groupId: string) => ['groups', 'group', groupId, 'events'] as const,
  photos: (groupId: string) => ['groups', 'group', groupId, 'photos'] as const,
};

const path = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;

export function groupsQueryString(filters: GroupFilters, cursor: string | null): string {
  const params = new URLSearchParams({ sort: filters.sort, limit: String(GROUPS_PAGE_SIZE) });
  for (const key of ['q', 'type', 'species', 'region', 'privacy'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** GET /api/groups: the directory, keyset-paged. */
export function useGroups(filters: GroupFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: groupKeys.list(filters),
      queryFn: ({ pageParam }) => api<GroupPage>(`/groups?${groupsQueryString(filters, pageParam)}`),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 30_000,
    }),
  );
}

export function useMyGroups(enabled = true) {
  return useQuery({ queryKey: groupKeys.mine(), queryFn: () => api<GroupList>('/groups/mine'), enabled });
}

export function useGroupSuggestions(enabled = true) {
  return useQuery({
    queryKey: groupKeys.suggestions(),
    queryFn: () => api<GroupList>('/groups/suggestions'),
    enabled,
  });
}

export function useGroupInvite(code: string) {
  return useQuery({
    queryKey: groupKeys.invite(code),
    queryFn: () => api<GroupInvitePreview>(`/groups/invites/${encodeURIComponent(code)}`),
    retry: false,
  });
}

export const groupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: () => api<GroupDetail>(path(groupId)),
    staleTime: 30_000,
    retry: false,
  });

export function useGroup(groupId: string) {
  return useQuery(groupQueryOptions(groupId));
}

export function useGroupMembers(groupId: string, status: MembershipStatus, q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: groupKeys.members(groupId, status, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<GroupMemberPage>(`${path(groupId)}/members?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useGroupEvents(groupId: string, enabled = true) {
  return useQuery({
    queryKey: groupKeys.events(groupId),
    queryFn: () => api<CalendarPage>(`${path(groupId)}/events`),
    enabled,
  });
}

export function useGroupPhotos(groupId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: groupKeys.photos(groupId),
    queryFn: ({ pageParam }) =>
      api<GroupPhotoPage>(
        `${path(groupId)}/photos${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useInviteLink(groupId: string, enabled = true) {
  return useQuery({
    queryKey: groupKeys.inviteLink(groupId),
    queryFn: () => api<{ inviteCode: string }>(`${path(groupId)}/invite-link`),
    enabled,
  });
}

/**
 * After any change to a group: its detail, members and the directory lists are asked again. A group is cached
 * under the address it was opened by (its slug or its uuid), so every cached group is refreshed.
 */
function useInvalidateGroup() {
  const queryClient = useQueryClient();
  return (_groupId: string) => {
    void queryClient.invalidateQueries({ queryKey: ['groups', 'group'] });
    void queryClient.invalidateQueries({ queryKey: groupKeys.lists });
  };
}

/** Changes the cached detail of the group with this uuid, whichever address it was opened by. */
function patchGroup(
  queryClient: ReturnType<typeof useQueryClient>,
  groupId: string,
  patch: (group: GroupDetail) => GroupDetail,
) {
  queryClient.setQueriesData<GroupDetail>(
    { queryKey: ['groups', 'group'], predicate: (query) => query.queryKey[3] === 'detail' },
    (group) => (group && (group.id === groupId || group.slug === groupId) ? patch(group) : group),
  );
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroup) => api<GroupDetail>('/groups', { method: 'POST', json: input }),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(group.slug), group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists });
    },
  });
}

export function useUpdateGroup(groupId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroup();
  return useMutation({
    mutationFn: (input: UpdateGroup) => api<GroupDetail>(path(groupId), { method: 'PATCH', json: input }),
    onSuccess: (group) => {
      patchGroup(queryClient, groupId, () => group);
      invalidate(groupId);
    },
  });
}

export function useUploadCover(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => {
      const form = new FormData();
      form.set('image', image, image.name);
      return api<GroupDetail>(`${path(groupId)}/cover`, { method: 'POST', body: form });
    },
    onSuccess: (group) => {
      patchGroup(queryClient, groupId, () => group);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists });
    },
  });
}

export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(path(groupId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['groups', 'group'] });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists });
    },
  });
}

/** Join, request to join (a private group) or leave; the new membership goes straight into the cached group. */
export function useMembership(groupId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroup();
  const onSuccess = (state: MembershipState) => {
    patchGroup(queryClient, groupId, (group) => ({
      ...group,
      myMembership: state.myMembership,
      memberCount: state.memberCount,
    }));
    invalidate(groupId);
  };
  const join = useMutation({
    mutationFn: (inviteCode?: string) =>
      api<MembershipState>(`${path(groupId)}/join`, {
        method: 'POST',
        json: inviteCode ? { inviteCode } : {},
      }),
    onSuccess,
  });
  const leave = useMutation({
    mutationFn: () => api<MembershipState>(`${path(groupId)}/membership`, { method: 'DELETE' }),
    onSuccess,
  });
  return { join, leave };
}

export function useSetNotify(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: GroupNotifyLevel) =>
      api<void>(`${path(groupId)}/notify`, { method: 'PUT', json: { notify } }),
    onSuccess: (_, notify) => {
      patchGroup(queryClient, groupId, (group) =>
        group.myMembership ? { ...group, myMembership: { ...group.myMembership, notify } } : group,
      );
    },
  });
}

export type MemberAction =
  | { kind: 'approve' | 'decline' | 'remove' | 'ban' | 'unban'; userId: string }
  | { kind: 'role'; userId: string; role: 'admin' | 'moderator' | 'member' };

/** The group mods' actions on a member or a request. */
export function useMemberAction(groupId: string) {
  const invalidate = useInvalidateGroup();
  return useMutation({
    mutationFn: (action: MemberAction) => {
      const member = `${path(groupId)}/members/${encodeURIComponent(action.userId)}`;
      switch (action.kind) {
        case 'approve':
        case 'decline':
          return api<unknown>(`${member}/${action.kind}`, { method: 'POST' });
        case 'remove':
          return api<unknown>(member, { method: 'DELETE' });
        case 'ban':
          return api<unknown>(`${member}/ban`, { method: 'POST' });
        case 'unban':
          return api<unknown>(`${member}/ban`, { method: 'DELETE' });
        case 'role':
          return api<unknown>(`${member}/role`, { method: 'PUT', json: { role: action.role } });
      }
    },
    onSuccess: () => invalidate(groupId),
  });
}

export function useRegenerateInvite(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ inviteCode: string }>(`${path(groupId)}/invite-link`, { method: 'POST' }),
    onSuccess: (link) => {
      queryClient.setQueryData(groupKeys.inviteLink(groupId), link);
      patchGroup(queryClient, groupId, (group) => ({ ...group, inviteCode: link.inviteCode }));
    },
  });
}
