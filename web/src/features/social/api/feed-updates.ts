import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NewPostEventSchema, type Post } from '@tightlines/domain/social/posts';
import { useRealtimeStatus, useSocketEvent } from '#web/lib/socket';
import { getFeed } from './get-feed';
import { loadedFeedPosts, prependToFeed } from './patch-posts';
import { socialKeys } from './social-keys';

/** Without the socket (after the 5 s wait), the feed's newest page is polled every 60 s. */
export const FEED_POLL_MS = 60_000;

/** Posts of a newer first page that the loaded feed does not show yet, newest first. */
export function freshPosts(head: Post[], loaded: Post[]): Post[] {
  const known = new Set(loaded.map((post) => post.id));
  const newest = loaded[0]?.createdAt ?? '';
  return head.filter((post) => !known.has(post.id) && post.createdAt >= newest);
}

/**
 * New posts from people I follow: a `new-post` event (or the 60 s poll when the socket is down, only
 * while the tab is visible) fetches the feed's newest page; what the loaded feed lacks is offered as
 * "n new posts" and put on top only when asked, so nothing jumps under the reader's thumb.
 */
export function useFeedUpdates(viewerId: string | null) {
  const queryClient = useQueryClient();
  const { shouldPoll } = useRealtimeStatus();
  const [pinged, setPinged] = useState(false);

  useSocketEvent('new-post', (payload) => {
    // My own posts from this tab are already on top (the composer put them there) and are not counted as
    // new; from another tab or device they are.
    if (!viewerId || !NewPostEventSchema.safeParse(payload).success) return;
    if (pinged) void queryClient.invalidateQueries({ queryKey: socialKeys.feedHead() });
    else setPinged(true);
  });

  const head = useQuery({
    queryKey: socialKeys.feedHead(),
    queryFn: () => getFeed(),
    enabled: viewerId !== null && (pinged || shouldPoll),
    staleTime: 0,
    refetchInterval: shouldPoll ? FEED_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

  const fresh = head.data ? freshPosts(head.data.items, loadedFeedPosts(queryClient)) : [];
  return {
    fresh,
    /** Puts the fresh posts on top of the feed. */
    showFresh: () => prependToFeed(queryClient, fresh),
  };
}
