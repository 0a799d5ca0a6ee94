import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserList } from '@tightlines/domain/admin/contract';
import { api } from '#web/lib/api-client';
import { adminKeys, type UsersParams } from './admin-keys';

export function getUsers({ query, offset, limit }: UsersParams): Promise<AdminUserList> {
  const search = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (query) search.set('query', query);
  return api<AdminUserList>(`/admin/users?${search.toString()}`);
}

export const getUsersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: () => getUsers(params),
    // Admin data changes under the admin's feet (sign-ups, other admins); keep it short-lived.
    staleTime: 30_000,
    // Typing in the search box keeps the last page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(getUsersQueryOptions(params));
}
