import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Eye, Heart, MessageCircle, Share2 } from 'lucide-react';
import type { Post } from '@tightlines/domain/social/posts';
import { cn } from '#web/components/ui/cn';
import { useToggleLike } from '#web/features/social/api/like-post';
import { useRecordShare } from '#web/features/social/api/share-post';
import { formatCount } from '#web/lib/format/numbers';
import { reasonOf } from '#web/features/social/lib/post-error';
import { postUrlOf, sharePostLink } from './share';
import { SaveControls } from './save-controls';

const actionBase =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-[var(--radius-control)] px-2.5 text-[15px] font-semibold transition-colors hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';
const actionClasses = cn(
  actionBase,
  'text-slate-600 hover:text-deep dark:text-slate-300 dark:hover:text-white',
);
const likedClasses = cn(
  actionBase,
  'text-red-600 hover:text-red-700 dark:text-red-400 dark:hover:text-red-300',
);

interface PostActionsProps {
  post: Post;
  signedIn: boolean;
  commentsOpen: boolean;
  onToggleComments: () => void;
  commentsId: string;
}

/** Like (optimistic), comments, share, save (issue 19) and the view count under a post. */
export function PostActions({
  post,
  signedIn,
  commentsOpen,
  onToggleComments,
  commentsId,
}: PostActionsProps) {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const location = useLocation();
  const like = useToggleLike(post);
  const share = useRecordShare(post.id);

  const toSignIn = () =>
    navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);

  const handleLike = () => {
    if (!signedIn) {
      void toSignIn();
      return;
    }
    like.mutate(!post.likedByMe, {
      onError: (error) => toast.error(t('post.likeFailed'), { description: reasonOf(t, error) }),
    });
  };

  const handleShare = async () => {
    const outcome = await sharePostLink(
      postUrlOf(post.id),
      t('post.shareTitle', { name: post.author.displayName }),
    );
    if (outcome === 'cancelled') return;
    if (outcome === 'failed') {
      toast.error(t('post.shareFailed'));
      return;
    }
    if (outcome === 'copied') toast.success(t('post.linkCopied'));
    if (signedIn) share.mutate(outcome === 'native' ? 'native' : 'link');
  };

  return (
    <div className="flex flex-wrap items-center gap-1 px-2 pb-2">
      <button
        type="button"
        onClick={handleLike}
        aria-pressed={signedIn ? post.likedByMe : undefined}
        aria-label={t('post.likeLabel', { count: post.likesCount })}
        className={post.likedByMe ? likedClasses : actionClasses}
      >
        <Heart className={cn('h-5 w-5', post.likedByMe && 'fill-current')} aria-hidden="true" />
        <span className="tabular" aria-hidden="true">
          {formatCount(post.likesCount, language)}
        </span>
      </button>
      <button
        type="button"
        onClick={onToggleComments}
        aria-expanded={commentsOpen}
        aria-controls={commentsId}
        aria-label={t('post.commentsLabel', { count: post.commentsCount })}
        className={actionClasses}
      >
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        <span className="tabular" aria-hidden="true">
          {formatCount(post.commentsCount, language)}
        </span>
      </button>
      <button
        type="button"
        onClick={() => void handleShare()}
        aria-label={t('post.shareLabel', { count: post.sharesCount })}
        className={actionClasses}
      >
        <Share2 className="h-5 w-5" aria-hidden="true" />
        <span className="tabular" aria-hidden="true">
          {formatCount(post.sharesCount, language)}
        </span>
      </button>
      <SaveControls post={post} signedIn={signedIn} />
      <span className="ms-auto inline-flex items-center gap-1.5 px-2.5 text-sm text-slate-600 dark:text-slate-400">
        <Eye className="h-4 w-4" aria-hidden="true" />
        <span className="tabular" aria-hidden="true">
          {formatCount(post.viewsCount, language)}
        </span>
        <span className="sr-only">{t('post.views', { count: post.viewsCount })}</span>
      </span>
    </div>
  );
}
