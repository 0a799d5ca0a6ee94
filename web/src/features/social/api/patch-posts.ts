import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import { socialKeys } from './social-keys';

type PostListData = InfiniteData<PostPage> | { items: Post[] };

function isInfinite(data: PostListData): data is InfiniteData<PostPage> {
  return 'pages' in data;
}

function mapLists(queryClient: QueryClient, change: (items: Post[]) => Post[]): void {
  for (const [key, data] of queryClient.getQueriesData<PostListData>({ queryKey: socialKeys.postLists })) {
    if (!data) continue;
    const next: PostListData = isInfinite(data)
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) }
      : { ...data, items: change(data.items) };
    queryClient.setQueryData(key, next);
  }
}

/** Changes one post in every list and on its own page, so a like or an edit shows everywhere at once. */
export function patchPost(queryClient: QueryClient, postId: string, change: (post: Post) => Post): void {
  mapLists(queryClient, (items) =>
    items.some((post) => post.id === postId)
      ? items.map((post) => (post.id === postId ? change(post) : post))
      : items,
  );
  const single = queryClient.getQueryData<Post>(socialKeys.post(postId));
  if (single) queryClient.setQueryData(socialKeys.post(postId), change(single));
}

/** Takes a deleted post out of every list. */
export function removePost(queryClient: QueryClient, postId: string): void {
  mapLists(queryClient, (items) =>
    items.some((post) => post.id === postId) ? items.filter((post) => post.id !== postId) : items,
  );
  queryClient.removeQueries({ queryKey: socialKeys.post(postId), exact: true });
}

/** Puts posts on top of the feed's first page (a new post of mine, or fresh ones from people I follow). */
export function prependToFeed(queryClient: QueryClient, posts: Post[]): void {
  queryClient.setQueryData<InfiniteData<PostPage>>(socialKeys.feed(), (data) => {
    if (!data) return data;
    const known = new Set(data.pages.flatMap((page) => page.items.map((post) => post.id)));
    const fresh = posts.filter((post) => !known.has(post.id));
    if (fresh.length === 0) return data;
    const [first, ...rest] = data.pages;
    if (!first) return { ...data, pages: [{ items: fresh, nextCursor: null }] };
    return { ...data, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] };
  });
}

/** The feed's posts as loaded so far (to tell which of a newer page are new). */
export function loadedFeedPosts(queryClient: QueryClient): Post[] {
  return (
    queryClient
      .getQueryData<InfiniteData<PostPage>>(socialKeys.feed())
      ?.pages.flatMap((page) => page.items) ?? []
  );
}
