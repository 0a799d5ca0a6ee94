import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Trash2 } from 'lucide-react';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import type { Comment, Post } from '@tightlines/domain/social/posts';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { PagedList } from '#web/components/ui/paged-list';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { useAddComment, useComments, useDeleteComment } from '#web/features/social/api/comments';
import { reasonOf } from '#web/features/social/lib/post-error';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { ModerationNotice, ReportMenu, SuspendedNotice, useSuspension } from '#web/features/safety';
import { profilePathOf } from './post-text';

type Reply = Comment['replies'][number];

interface CommentsSectionProps {
  post: Post;
  viewerId: string | null;
  id: string;
}

/** Comments with one level of replies: read by anyone who may see the post, written when signed in. */
export function CommentsSection({ post, viewerId, id }: CommentsSectionProps) {
  const { t } = useTranslation(['social', 'errors']);
  const location = useLocation();
  const comments = useComments(post.id);

  return (
    <section
      id={id}
      aria-label={t('comments.title')}
      className="space-y-4 border-t border-slate-200 px-4 py-4 dark:border-slate-800"
    >
      <PagedList
        query={comments}
        errorTitle={t('comments.loadFailed')}
        empty={t('comments.empty')}
        moreLabel={t('comments.more')}
        skeleton={
          <div className="space-y-3" aria-busy="true" aria-label={t('comments.loading')}>
            {[0, 1].map((row) => (
              <div key={row} className="flex gap-3">
                <Skeleton className="h-8 w-8 rounded-full!" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-3.5 w-1/3" />
                  <Skeleton className="h-3.5 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        }
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} post={post} viewerId={viewerId} />
            ))}
          </ul>
        )}
      </PagedList>
      {viewerId ? (
        <CommentForm postId={post.id} />
      ) : (
        <p className="text-[15px] text-slate-600 dark:text-slate-400">
          <Link
            to={`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            className="font-semibold text-open underline-offset-2 hover:underline dark:text-open-400"
          >
            {t('comments.signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}

function CommentItem({ comment, post, viewerId }: { comment: Comment; post: Post; viewerId: string | null }) {
  const { t } = useTranslation('social');
  const [replying, setReplying] = useState(false);
  return (
    <li>
      <CommentBody comment={comment} post={post} viewerId={viewerId} />
      <div className="ms-11">
        {viewerId && (
          <button
            type="button"
            onClick={() => setReplying((open) => !open)}
            aria-expanded={replying}
            className="-ms-2 inline-flex min-h-11 items-center rounded-[var(--radius-control)] px-2 text-sm font-semibold text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white"
          >
            {t('comments.reply')}
          </button>
        )}
        {comment.replies.length > 0 && (
          <ul
            className="mt-1 space-y-3 border-s-2 border-slate-200 ps-3 dark:border-slate-700"
            aria-label={t('comments.replies', { count: comment.replies.length })}
          >
            {comment.replies.map((reply) => (
              <li key={reply.id}>
                <CommentBody comment={reply} post={post} viewerId={viewerId} />
              </li>
            ))}
          </ul>
        )}
        {replying && (
          <div className="mt-2">
            <CommentForm postId={post.id} parent={comment} onDone={() => setReplying(false)} />
          </div>
        )}
      </div>
    </li>
  );
}

function CommentBody({
  comment,
  post,
  viewerId,
}: {
  comment: Comment | Reply;
  post: Post;
  viewerId: string | null;
}) {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const remove = useDeleteComment(post.id);
  // The comment's author, or the post's author, may delete it (server rule).
  const canDelete = viewerId !== null && (viewerId === comment.author.id || viewerId === post.author.id);
  const { author } = comment;

  return (
    <div className="flex gap-3">
      <Link to={profilePathOf(author.id)} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={author} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="rounded-[var(--radius-card)] bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <Link
              to={profilePathOf(author.id)}
              className="font-semibold text-deep hover:underline dark:text-white"
            >
              {author.displayName}
            </Link>
            <time
              dateTime={comment.createdAt}
              title={fullTime(comment.createdAt, language)}
              className="text-slate-600 dark:text-slate-400"
            >
              {relativeTime(comment.createdAt, language)}
            </time>
          </p>
          <p
            dir="auto"
            className="mt-0.5 whitespace-pre-wrap break-words text-[15px] text-deep dark:text-slate-100"
          >
            {comment.content}
          </p>
        </div>
        {viewerId === author.id && <ModerationNotice state={comment.moderation} className="mt-1" />}
      </div>
      {viewerId !== author.id && (
        <ReportMenu targetType="comment" targetId={comment.id} authorName={author.displayName} />
      )}
      {canDelete && (
        <button
          type="button"
          onClick={() =>
            remove.mutate(comment, {
              onSuccess: () => toast.success(t('comments.deleted')),
              onError: (error) =>
                toast.error(t('comments.deleteFailed'), { description: reasonOf(t, error) }),
            })
          }
          disabled={remove.isPending}
          aria-label={t('comments.delete', { name: author.displayName })}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-500 hover:bg-slate-100 hover:text-danger disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

function CommentForm({ postId, parent, onDone }: { postId: string; parent?: Comment; onDone?: () => void }) {
  const { t } = useTranslation(['social', 'errors']);
  const add = useAddComment(postId);
  const [content, setContent] = useState('');
  const inputId = useId();
  const suspended = useSuspension() !== null;
  const over = content.length > POST_MAX_CHARS;
  const canSend = content.trim().length > 0 && !over && !add.isPending && !suspended;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    add.mutate(
      { content: content.trim(), ...(parent ? { parentId: parent.id } : {}) },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
        onError: (error) => toast.error(t('comments.addFailed'), { description: reasonOf(t, error) }),
      },
    );
  };

  const label = parent ? t('comments.replyTo', { name: parent.author.displayName }) : t('comments.add');
  const noticeId = `${inputId}-suspended`;
  return (
    <div className="space-y-2">
      <SuspendedNotice id={noticeId} />
      <form onSubmit={handleSubmit} className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <textarea
          id={inputId}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={label}
          disabled={add.isPending || suspended}
          aria-describedby={suspended ? noticeId : undefined}
          aria-invalid={over || undefined}
          autoFocus={Boolean(parent)}
          rows={1}
          className={cn(
            'block min-h-11 w-full resize-none rounded-[var(--radius-control)] border bg-white px-3 py-2.5 text-base text-deep placeholder:text-slate-500 focus:border-open focus:ring-2 focus:ring-open/30 focus:outline-none disabled:opacity-70 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
            over ? 'border-danger' : 'border-slate-300 dark:border-slate-700',
          )}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              handleSubmit(event);
            }
          }}
        />
        <Button type="submit" disabled={!canSend} busy={add.isPending}>
          {parent ? t('comments.sendReply') : t('comments.send')}
        </Button>
      </form>
    </div>
  );
}
