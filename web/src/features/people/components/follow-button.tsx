import { useRef, useState, type PointerEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toast } from 'sonner';
import { UserCheck, UserMinus, UserPlus } from 'lucide-react';
import type { FollowState } from '@tightlines/domain/social/people';
import { isMessageCode } from '@tightlines/domain/common/messages';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { rateLimitMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useFollow } from '#web/features/people/api/follow';

export interface FollowButtonProps {
  userId: string;
  /** What the server last said (the button shows its own click at once and keeps it until this catches up). */
  isFollowing: boolean;
  /** The person's name, so a list of buttons reads "Follow Jordan Reed" to a screen reader. */
  name?: string;
  /** 'md' (44 px, the phone tap target) unless the caller has a reason. */
  size?: 'sm' | 'md' | 'lg';
  /** Narrow places (a sidebar widget): the words only, no icon. */
  compact?: boolean;
  className?: string;
  /** Called with the server's answer, for callers that keep the person in a cache of their own. */
  onChange?: (state: FollowState) => void;
}

/** A reason worth showing under 'Failed to follow' (e.g. 'Cannot follow yourself'); a generic failure adds nothing. */
function reasonOf(t: TFunction, error: unknown): string | undefined {
  const slowDown = rateLimitMessage(t, error);
  if (slowDown) return slowDown;
  if (error instanceof ApiRequestError && isMessageCode(error.code) && error.code !== 'unexpected')
    return t(`errors:${error.code}`);
  return undefined;
}

/**
 * Follow toggle: reads Follow or Following; a Following button turns destructive-looking and reads
 * Unfollow under the pointer or keyboard focus. Hidden on your own profile; a visitor goes to sign in.
 */
export function FollowButton({
  userId,
  isFollowing,
  name,
  size = 'md',
  compact = false,
  className,
  onChange,
}: FollowButtonProps) {
  const { t } = useTranslation(['people', 'errors']);
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const viewerId = me.data?.user?.id ?? null;
  const follow = useFollow(userId, viewerId);

  // The click shows at once; when the caller's data changes, it is the truth again.
  const [optimistic, setOptimistic] = useState<{ from: boolean; value: boolean } | null>(null);
  const following = optimistic && optimistic.from === isFollowing ? optimistic.value : isFollowing;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Right after a click the pointer is still on the button: do not offer to undo what was just done.
  const [settled, setSettled] = useState(true);
  // Only keyboard focus counts as "focusing": a mouse click focuses the button too, and must not turn it red.
  const pointerDown = useRef(false);

  if (me.isPending || (viewerId !== null && viewerId === userId)) return null;

  const unfollowLook = following && settled && (hovered || focused);
  const label = unfollowLook ? 'unfollow' : following ? 'following' : 'follow';
  const Icon = unfollowLook ? UserMinus : following ? UserCheck : UserPlus;

  const handleClick = () => {
    pointerDown.current = false;
    if (follow.isPending) return;
    if (!viewerId) {
      void navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
      return;
    }
    const next = !following;
    setSettled(false);
    setOptimistic({ from: isFollowing, value: next });
    follow.mutate(next, {
      onSuccess: (state) => {
        toast.success(t(state.isFollowing ? 'people:follow.followed' : 'people:follow.unfollowed'));
        onChange?.(state);
      },
      onError: (error) => {
        setOptimistic(null);
        const reason = reasonOf(t, error);
        toast.error(
          t(next ? 'errors:followFailed' : 'errors:unfollowFailed'),
          reason ? { description: reason } : undefined,
        );
      },
    });
  };

  const handlePointer = (inside: boolean) => (event: PointerEvent<HTMLButtonElement>) => {
    // Touch has no hover: a tap must not flash "Unfollow" first.
    if (event.pointerType === 'touch') return;
    setHovered(inside);
    if (!inside) setSettled(true);
  };

  return (
    <Button
      variant={unfollowLook ? 'danger' : following ? 'outline' : 'primary'}
      size={size}
      aria-label={name ? t(`people:follow.${label}Name`, { name }) : undefined}
      aria-busy={follow.isPending || undefined}
      data-state={label}
      onClick={handleClick}
      onPointerEnter={handlePointer(true)}
      onPointerLeave={handlePointer(false)}
      onPointerDown={() => {
        pointerDown.current = true;
      }}
      onFocus={() => {
        setFocused(!pointerDown.current);
        pointerDown.current = false;
      }}
      onBlur={() => {
        setFocused(false);
        setSettled(true);
      }}
      className={cn('shrink-0', compact ? 'min-w-[6.5rem]' : 'min-w-[7.5rem]', className)}
    >
      {follow.isPending ? (
        <Spinner className="h-4 w-4" />
      ) : (
        !compact && <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {t(`people:follow.${label}`)}
    </Button>
  );
}
