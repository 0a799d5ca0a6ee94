import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Check, Plus } from 'lucide-react';
import type { Hashtag } from '@tightlines/domain/social/posts';
import { buttonClasses } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { cn } from '#web/components/ui/cn';
import { useFollowHashtag } from '#web/features/social/api/hashtags';
import { reasonOf } from '#web/features/social/lib/post-error';

/**
 * Follow toggle for a hashtag: Follow / Following (destructive-looking on hover or focus, where it
 * reads Unfollow), with the spec's toasts. Visitors are sent to sign in.
 */
export function HashtagFollowButton({ hashtag, signedIn }: { hashtag: Hashtag; signedIn: boolean }) {
  const { t } = useTranslation(['social', 'errors']);
  const location = useLocation();
  const follow = useFollowHashtag(hashtag.tag);

  if (!signedIn) {
    return (
      <Link
        to={`/auth/login?redirect=${encodeURIComponent(location.pathname)}`}
        className={buttonClasses('primary', 'md')}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('hashtag.signInToFollow')}
      </Link>
    );
  }

  const following = hashtag.isFollowing;
  const toggle = () =>
    follow.mutate(!following, {
      onSuccess: () => toast.success(following ? t('hashtag.unfollowed') : t('hashtag.followed')),
      onError: (error) =>
        toast.error(following ? t('errors:unfollowHashtagFailed') : t('errors:followHashtagFailed'), {
          description: reasonOf(t, error),
        }),
    });

  return (
    <button
      type="button"
      aria-pressed={following}
      aria-busy={follow.isPending || undefined}
      disabled={follow.isPending}
      onClick={toggle}
      className={cn(
        'group inline-flex h-11 min-w-32 items-center justify-center gap-2 rounded-[var(--radius-control)] px-4 text-[15px] font-semibold transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-60',
        following
          ? 'border border-slate-300 bg-white text-deep hover:border-danger hover:bg-red-50 hover:text-danger focus-visible:border-danger focus-visible:text-danger dark:border-slate-700 dark:bg-transparent dark:text-slate-100 dark:hover:border-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300'
          : 'bg-open text-white shadow-sm hover:bg-open-600',
      )}
    >
      {follow.isPending && <Spinner className="h-4 w-4" />}
      {following ? (
        <>
          {!follow.isPending && (
            <Check className="h-4 w-4 group-hover:hidden group-focus-visible:hidden" aria-hidden="true" />
          )}
          <span className="group-hover:hidden group-focus-visible:hidden">{t('hashtag.following')}</span>
          <span className="hidden group-hover:inline group-focus-visible:inline" aria-hidden="true">
            {t('hashtag.unfollow')}
          </span>
        </>
      ) : (
        <>
          {!follow.isPending && <Plus className="h-4 w-4" aria-hidden="true" />}
          {t('hashtag.follow')}
        </>
      )}
    </button>
  );
}
