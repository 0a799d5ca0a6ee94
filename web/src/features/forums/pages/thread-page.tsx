import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Bell, BellOff, CheckCircle2, Lock } from 'lucide-react';
import { FORUM_POST_MIN_CHARS, type ForumPost, type ThreadDetail } from '@tightlines/domain/forums/contract';
import { rooms } from '@tightlines/domain/realtime/events';
import { Button } from '#web/components/ui/button';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useRoom, useSocketEvent } from '#web/lib/socket';
import {
  acceptAnswer,
  createPost,
  fetchPosts,
  forumKeys,
  markRead,
  setSubscription,
  useForumMutation,
  useThread,
} from '#web/features/forums/api/forums';
import { MarkdownEditor } from '#web/features/forums/components/markdown-editor';
import { PostItem } from '#web/features/forums/components/post-item';
import { ModeratorTools } from '#web/features/forums/components/moderator-tools';

const PAGE = 50;
const READ_THROTTLE_MS = 2_000;

/** `> ` before every line, headed by who wrote it and which post (the server links the quote by quotePostId). */
export function quoteMarkdown(post: ForumPost, text: string): string {
  const who = post.author ? `@${post.author.handle}` : '';
  const lines = text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`);
  return [`> ${who} #${post.postNumber}`.replace('>  #', '> #'), '>', ...lines].join('\n') + '\n\n';
}

/** /topics/:topicSlug/:threadId (`?post=N`): the posts of a thread, the reply box and the thread's tools. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const { t } = useTranslation('forums');
  const query = useThread(threadId);
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-6">
        <QueryError title={t('thread.error')} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <PageSpinner />;
  return <ThreadView thread={query.data} />;
}

function ThreadView({ thread }: { thread: ThreadDetail }) {
  const { t } = useTranslation('forums');
  const me = useMe().data?.user ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = Number(params.get('post')) || null;
  const permalinkBase = `/topics/${thread.topic.slug}/${thread.id}`;

  const posts = useInfiniteQuery({
    queryKey: forumKeys.posts(thread.id),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPosts(thread.id, pageParam, PAGE),
    getNextPageParam: (last) =>
      last.hasAfter && last.items.length > 0 ? last.items[last.items.length - 1]!.postNumber + 1 : undefined,
  });
  const items = useMemo(() => posts.data?.pages.flatMap((page) => page.items) ?? [], [posts.data]);

  // Permalink: once the post is on the page, scroll to it (it is highlighted through aria-current).
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = posts;
  useEffect(() => {
    if (!target || items.length === 0) return;
    if (items.some((post) => post.postNumber === target)) {
      document.getElementById(`post-${target}`)?.scrollIntoView({ block: 'center' });
    } else if (hasNextPage && !isFetchingNextPage && items[items.length - 1]!.postNumber < target) {
      void fetchNextPage();
    }
  }, [target, items, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Live replies: readers in the thread's room hear of each new post.
  useRoom(rooms.thread(thread.id));
  const [newReplies, setNewReplies] = useState(0);
  const showNew = async () => {
    setNewReplies(0);
    await queryClient.invalidateQueries({ queryKey: forumKeys.posts(thread.id) });
    await queryClient.invalidateQueries({ queryKey: forumKeys.thread(thread.id) });
    if (!posts.hasNextPage) void posts.fetchNextPage();
  };
  // A reader already at the end of the thread sees the reply appear; others get the 'N new replies' button.
  const atEnd = useRef(false);
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !endRef.current) return;
    const observer = new IntersectionObserver(([entry]) => {
      atEnd.current = Boolean(entry?.isIntersecting);
    });
    observer.observe(endRef.current);
    return () => observer.disconnect();
  }, []);
  useSocketEvent('forum-post-created', (payload) => {
    if (payload.threadId !== thread.id || payload.authorId === me?.id) return;
    if (atEnd.current && !posts.hasNextPage) void showNew();
    else setNewReplies((n) => n + 1);
  });

  // Read tracking: the highest post seen, sent at most every two seconds.
  const readUpTo = useRef(thread.lastReadPostNumber ?? 0);
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seen = useCallback(
    (postNumber: number) => {
      if (!me || postNumber <= readUpTo.current) return;
      readUpTo.current = postNumber;
      pending.current = postNumber;
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void markRead(thread.id, pending.current).catch(() => undefined);
      }, READ_THROTTLE_MS);
    },
    [me, thread.id],
  );
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !listRef.current) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) seen(Number((entry.target as HTMLElement).dataset.postNumber));
    });
    listRef.current.querySelectorAll('[data-post-number]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [items, seen]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // Reply box and quoting.
  const [reply, setReply] = useState('');
  const [quotePostId, setQuotePostId] = useState<string | undefined>();
  const [replyError, setReplyError] = useState<string | undefined>();
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const onQuote = (post: ForumPost) => {
    const selection = window.getSelection?.();
    const element = document.getElementById(`post-${post.postNumber}`);
    const selected =
      selection && !selection.isCollapsed && element?.contains(selection.anchorNode)
        ? selection.toString()
        : '';
    setReply((text) => text + quoteMarkdown(post, selected || post.body));
    setQuotePostId(post.id);
    replyRef.current?.focus();
  };
  const send = useForumMutation(
    (input: { body: string; quotePostId?: string }) => createPost(thread.id, input),
    (post) => {
      setReply('');
      setQuotePostId(undefined);
      if (!posts.hasNextPage) void posts.fetchNextPage();
      void navigate(`${permalinkBase}?post=${post.postNumber}`, { replace: true });
    },
  );
  const submitReply = (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim().length < FORUM_POST_MIN_CHARS) {
      setReplyError(t('reply.tooShort', { count: FORUM_POST_MIN_CHARS }));
      return;
    }
    setReplyError(undefined);
    send.mutate(
      { body: reply.trim(), ...(quotePostId ? { quotePostId } : {}) },
      { onError: (e) => toast.error(errorMessage(t, e)) },
    );
  };

  const [subscribed, setSubscribed] = useState(thread.subscribed);
  const subscribe = useForumMutation(
    (next: boolean) => setSubscription(thread.id, next),
    (state) => setSubscribed(state.subscribed),
  );
  const accept = useForumMutation((post: ForumPost) =>
    acceptAnswer(thread.id, post.accepted ? null : post.id),
  );

  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const firstUnread =
    thread.lastReadPostNumber !== null && thread.lastReadPostNumber < thread.lastPostNumber
      ? thread.lastReadPostNumber + 1
      : null;
  const acceptedPost = items.find((post) => post.accepted);

  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <nav aria-label={t('breadcrumb')} className="mb-2 flex gap-2 text-sm">
        <Link to="/forums" className="text-open hover:underline">
          {t('dashboard.title')}
        </Link>
        <span aria-hidden="true">/</span>
        <Link to={`/topics/${thread.topic.slug}`} className="text-open hover:underline">
          {thread.topic.name}
        </Link>
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold text-deep sm:text-3xl dark:text-white">
          {thread.locked ? <Lock className="h-5 w-5" role="img" aria-label={t('thread.locked')} /> : null}
          <span dir="auto">{thread.title}</span>
        </h1>
        <div className="flex flex-wrap gap-2">
          {firstUnread ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void navigate(`${permalinkBase}?post=${firstUnread}`)}
            >
              {t('thread.jumpToUnread')}
            </Button>
          ) : null}
          {me ? (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={subscribed}
              disabled={subscribe.isPending}
              onClick={() =>
                subscribe.mutate(!subscribed, { onError: (e) => toast.error(errorMessage(t, e)) })
              }
            >
              {subscribed ? (
                <BellOff className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Bell className="h-4 w-4" aria-hidden="true" />
              )}
              {subscribed ? t('thread.unsubscribe') : t('thread.subscribe')}
            </Button>
          ) : null}
        </div>
      </header>
      {acceptedPost ? (
        <p className="mt-3 flex items-center gap-2 rounded-[var(--radius-card)] bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          <Link to={`${permalinkBase}?post=${acceptedPost.postNumber}`} className="font-semibold underline">
            {t('thread.acceptedLink', {
              name: acceptedPost.author?.displayName ?? '',
              number: acceptedPost.postNumber,
            })}
          </Link>
        </p>
      ) : null}
      {thread.canModerate ? (
        <ModeratorTools
          thread={thread}
          selecting={selecting}
          onSelecting={(on) => (setSelecting(on), setSelected([]))}
          selected={selected}
        />
      ) : null}
      {newReplies > 0 ? (
        <div className="sticky top-16 z-10 mt-3 flex justify-center" role="status">
          <Button size="sm" onClick={() => void showNew()}>
            {t('thread.newReplies', { count: newReplies })}
          </Button>
        </div>
      ) : null}
      {posts.isError && items.length === 0 ? (
        <QueryError title={t('thread.error')} error={posts.error} onRetry={() => void posts.refetch()} />
      ) : null}
      <ol ref={listRef} aria-label={t('thread.posts')} className="mt-4 flex flex-col gap-3">
        {items.map((post) => (
          <li key={post.id}>
            <PostItem
              post={post}
              permalink={`${permalinkBase}?post=${post.postNumber}`}
              highlighted={post.postNumber === target}
              canModerate={thread.canModerate}
              canAccept={thread.canAccept}
              canReply={thread.canReply}
              onQuote={onQuote}
              onAccept={(p) => accept.mutate(p, { onError: (e) => toast.error(errorMessage(t, e)) })}
              selectable={selecting && post.postNumber > 1}
              selected={selected.includes(post.id)}
              onSelect={(id, on) =>
                setSelected((list) => (on ? [...list, id] : list.filter((x) => x !== id)))
              }
            />
          </li>
        ))}
      </ol>
      <div ref={endRef} aria-hidden="true" />
      {posts.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button
            variant="outline"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {t('pagination.more')}
          </Button>
        </div>
      ) : null}
      {thread.canReply ? (
        <form
          onSubmit={submitReply}
          noValidate
          className="mt-6 flex flex-col gap-3"
          aria-label={t('reply.title')}
        >
          <MarkdownEditor
            ref={replyRef}
            label={t('reply.label')}
            value={reply}
            onChange={setReply}
            error={replyError}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending}>
              {t('reply.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
          {thread.locked ? t('reply.locked') : me ? t('reply.cannot') : t('reply.signIn')}
        </p>
      )}
    </div>
  );
}
