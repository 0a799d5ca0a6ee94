import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactMessageList } from '@tightlines/domain/admin/contract';
import { api } from '#web/lib/api-client';
import { adminKeys } from './admin-keys';

export function getContactMessages(params: {
  offset: number;
  limit: number;
}): Promise<AdminContactMessageList> {
  const search = new URLSearchParams({ offset: String(params.offset), limit: String(params.limit) });
  return api<AdminContactMessageList>(`/admin/contact-messages?${search.toString()}`);
}

export const getContactMessagesQueryOptions = (params: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: adminKeys.messages(params),
    queryFn: () => getContactMessages(params),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useContactMessages(params: { offset: number; limit: number }) {
  return useQuery(getContactMessagesQueryOptions(params));
}
