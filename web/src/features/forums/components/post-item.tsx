import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckCircle2, Heart, Link2, Pencil, Quote, Trash2 } from 'lucide-react';
import { FORUM_EDIT_WINDOW_MINUTES, type ForumPost } from '@tightlines/domain/forums/contract';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import { cn } from '#web/components/ui/cn';
import { errorMessage } from '#web/lib/error-message';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { ReportMenu } from '#web/features/safety/index';
import { profilePathOf } from '#web/components/text/linked-segments';
import {
  deletePost,
  setLike,
  updatePost,
  useForumMutation,
  useRevisions,
} from '#web/features/forums/api/forums';
import './forum-post.css';

/** Authors edit within the window; moderators any time (the server decides too, this hides the button in time). */
export function withinEditWindow(post: ForumPost, now = Date.now()): boolean {
  return now - new Date(post.createdAt).getTime() < FORUM_EDIT_WINDOW_MINUTES * 60_000;
}

export interface PostItemProps {
  post: ForumPost;
  permalink: string;
  highlighted: boolean;
  canModerate: boolean;
  canAccept: boolean;
  canReply: boolean;
  onQuote: (post: ForumPost) => void;
  onAccept: (post: ForumPost) => void;
  selectable: boolean;
  selected: boolean;
  onSelect: (postId: string, selected: boolean) => void;
}

/** One numbered post: author, server HTML, likes, quote, edit (with its history), delete, report, accept. */
export function PostItem({
  post,
  permalink,
  highlighted,
  canModerate,
  canAccept,
  canReply,
  onQuote,
  onAccept,
  selectable,
  selected,
  onSelect,
}: PostItemProps) {
  const { t, i18n } = useTranslation('forums');
  const lang = i18n.language;
  const [liked, setLiked] = useState({ liked: post.likedByMe, count: post.likesCount });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(post.body);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = post.author?.displayName ?? t('post.deletedAuthor');
  const like = useForumMutation(
    (next: boolean) => setLike(post.id, next),
    (state) => setLiked({ liked: state.liked, count: state.likesCount }),
  );
  const save = useForumMutation(
    (body: string) => updatePost(post.id, body),
    () => setEditing(false),
  );
  const remove = useForumMutation(
    () => deletePost(post.id),
    () => setConfirmDelete(false),
  );
  const canEdit = post.canEdit && !post.deleted && (canModerate || withinEditWindow(post));
  const toggleLike = () => {
    const next = !liked.liked;
    setLiked({ liked: next, count: liked.count + (next ? 1 : -1) });
    like.mutate(next, {
      onError: (e) => {
        setLiked({ liked: !next, count: liked.count });
        toast.error(errorMessage(t, e));
      },
    });
  };
  return (
    <article
      id={`post-${post.postNumber}`}
      data-post-number={post.postNumber}
      aria-labelledby={`post-${post.postNumber}-heading`}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        'scroll-mt-20 rounded-[var(--radius-card)] border bg-white p-4 transition-colors dark:bg-slate-900',
        highlighted ? 'border-open ring-2 ring-open/40' : 'border-slate-200 dark:border-slate-800',
        post.accepted && 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950',
      )}
    >
      <header className="flex items-start gap-3">
        {selectable ? (
          <input
            type="checkbox"
            className="mt-3 h-5 w-5"
            checked={selected}
            aria-label={t('mod.selectPost', { number: post.postNumber })}
            onChange={(e) => onSelect(post.id, e.target.checked)}
          />
        ) : null}
        {post.author ? <PersonAvatar person={post.author} size="sm" /> : null}
        <div className="min-w-0 flex-1">
          <h3 id={`post-${post.postNumber}-heading`} className="font-semibold text-deep dark:text-white">
            {post.author ? (
              <Link to={profilePathOf(post.author.id)} className="hover:underline">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            <time dateTime={post.createdAt} title={fullTime(post.createdAt, lang)}>
              {relativeTime(post.createdAt, lang)}
            </time>
            {post.editedAt ? (
              <>
                {' · '}
                <button type="button" className="underline" onClick={() => setHistoryOpen(true)}>
                  {t('post.edited')}
                </button>
              </>
            ) : null}
          </p>
        </div>
        {post.accepted ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t('post.accepted')}
          </span>
        ) : null}
        <Link
          to={permalink}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-300"
          aria-label={t('post.permalink', { number: post.postNumber })}
        >
          <Link2 className="h-3 w-3" aria-hidden="true" />#{post.postNumber}
        </Link>
      </header>
      {post.quoteOf ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          <a href={`#post-${post.quoteOf.postNumber}`} className="hover:underline">
            {t('post.quoting', { number: post.quoteOf.postNumber })}
          </a>
        </p>
      ) : null}
      {editing ? (
        <form
          className="mt-3 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(draft.trim(), { onError: (err) => toast.error(errorMessage(t, err)) });
          }}
        >
          <textarea
            aria-label={t('post.editLabel')}
            className="min-h-32 rounded-[var(--radius-control)] border border-slate-300 p-3 dark:border-slate-700 dark:bg-slate-800"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" size="sm" disabled={save.isPending}>
              {t('actions.save')}
            </Button>
          </div>
        </form>
      ) : (
        <div
          dir="auto"
          className="forum-post-body mt-3 break-words"
          // The server renders and sanitises the Markdown (markdown-it + sanitize-html); only `html` goes in.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      )}
      {!post.deleted ? (
        <footer className="mt-3 flex flex-wrap items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={liked.liked}
            aria-label={t('post.like', { count: liked.count, number: post.postNumber })}
            onClick={toggleLike}
          >
            <Heart className={cn('h-4 w-4', liked.liked && 'fill-red-600 text-red-600')} aria-hidden="true" />
            <span className="tabular-nums">{liked.count}</span>
          </Button>
          {canReply ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onQuote(post)}>
              <Quote className="h-4 w-4" aria-hidden="true" />
              {t('post.quote')}
            </Button>
          ) : null}
          {canAccept && post.postNumber > 1 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onAccept(post)}>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              {post.accepted ? t('post.unaccept') : t('post.accept')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => (setDraft(post.body), setEditing(true))}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('post.edit')}
            </Button>
          ) : null}
          {post.canDelete ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('post.delete')}
            </Button>
          ) : null}
          <div className="ms-auto">
            <ReportMenu
              targetType="forum_post"
              targetId={post.id}
              label={t('post.more', { number: post.postNumber })}
            />
          </div>
        </footer>
      ) : null}
      {historyOpen ? <RevisionsDialog postId={post.id} onClose={() => setHistoryOpen(false)} /> : null}
      <Modal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('post.deleteTitle')}
        closeLabel={t('actions.close')}
      >
        <div className="flex justify-end gap-2 p-4">
          <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onError: (e) => toast.error(errorMessage(t, e)) })}
          >
            {t('post.delete')}
          </Button>
        </div>
      </Modal>
    </article>
  );
}

function RevisionsDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('forums');
  const query = useRevisions(postId, true);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('post.history')}
      closeLabel={t('actions.close')}
    >
      <ol className="flex flex-col gap-3 overflow-y-auto p-4">
        {query.data?.items.map((revision) => (
          <li key={revision.id} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {revision.editor?.displayName ?? ''} · {fullTime(revision.createdAt, i18n.language)}
            </p>
            <div
              dir="auto"
              className="forum-post-body mt-2 break-words"
              dangerouslySetInnerHTML={{ __html: revision.html }}
            />
          </li>
        ))}
      </ol>
    </Modal>
  );
}
