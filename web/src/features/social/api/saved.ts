import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  SAVED_PAGE_SIZE,
  type Collection,
  type CollectionList,
  type SavedPage,
  type SaveState,
} from '@tightlines/domain/saved/contract';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { patchPost } from './patch-posts';
import { socialKeys } from './social-keys';

/** 'all' (every saved post), 'none' (in no collection) or a collection's id. */
export type SavedView = string;

/** A page of saved posts as the post lists hold them, plus where each post is filed. */
export interface SavedListPage extends PostPage {
  filed: Record<string, string | null>;
}

/** GET /api/saved: my saved posts that I can still see, newest saved first. */
export async function getSaved(view: SavedView, cursor?: string | null): Promise<SavedListPage> {
  const query = pageQuery(cursor, SAVED_PAGE_SIZE);
  const collection = view === 'all' ? '' : `${query ? '&' : '?'}collection=${encodeURIComponent(view)}`;
  const page = await api<SavedPage>(`/saved${query}${collection}`);
  return {
    items: page.items.map((item) => item.post),
    nextCursor: page.nextCursor,
    filed: Object.fromEntries(page.items.map((item) => [item.post.id, item.collectionId])),
  };
}

export const getSavedQueryOptions = (view: SavedView) =>
  infiniteQueryOptions({
    queryKey: socialKeys.saved(view),
    queryFn: ({ pageParam }) => getSaved(view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export function useSaved(view: SavedView) {
  return useInfiniteQuery(getSavedQueryOptions(view));
}

export const getCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.collections(),
    queryFn: () => api<CollectionList>('/collections'),
    staleTime: 30_000,
  });

export function useCollections(enabled = true) {
  return useQuery({ ...getCollectionsQueryOptions(), enabled });
}

/** Saved lists and the counts refetch after a save, a move or a change of collections. */
function refreshSaved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: socialKeys.savedLists });
  void queryClient.invalidateQueries({ queryKey: socialKeys.collections() });
}

export function setSaved(postId: string, save: boolean, collectionId?: string | null): Promise<SaveState> {
  return api<SaveState>(`/posts/${encodeURIComponent(postId)}/save`, {
    method: save ? 'PUT' : 'DELETE',
    ...(save && collectionId !== undefined ? { json: { collectionId } } : {}),
  });
}

/** Saves or unsaves at once on screen (optimistic); a failure puts the post back as it was. */
export function useToggleSave(post: Pick<Post, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['social', 'save', post.id],
    mutationFn: (save: boolean) => setSaved(post.id, save),
    onMutate: (save) => {
      let before: boolean | undefined;
      patchPost(queryClient, post.id, (current) => {
        before ??= current.savedByMe;
        return current.savedByMe === save ? current : { ...current, savedByMe: save };
      });
      return before;
    },
    onError: (_error, _save, before) => {
      if (before !== undefined)
        patchPost(queryClient, post.id, (current) => ({ ...current, savedByMe: before }));
    },
    onSettled: () => refreshSaved(queryClient),
  });
}

/** Files a post in one of my collections, or in none (saving it if it was not saved). */
export function useFileSaved(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string | null) => setSaved(postId, true, collectionId),
    onSuccess: () => patchPost(queryClient, postId, (current) => ({ ...current, savedByMe: true })),
    onSettled: () => refreshSaved(queryClient),
  });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<Collection>('/collections', { method: 'POST', json: { name } }),
    onSettled: () => refreshSaved(queryClient),
  });
}

export function useRenameCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api<Collection>(`/collections/${encodeURIComponent(id)}`, { method: 'PATCH', json: { name } }),
    onSettled: () => refreshSaved(queryClient),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/collections/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refreshSaved(queryClient),
  });
}
