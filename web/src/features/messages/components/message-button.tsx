import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MessageCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { ApiRequestError } from '#web/lib/api-client';
import { rateLimitMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useStartDirect } from '#web/features/messages/api/conversations';
import { conversationPath } from '#web/features/messages/lib/names';

export interface MessageButtonProps {
  userId: string;
  /** The person's name: the button reads "Message Jordan Reed", and the success toast names them. */
  name: string;
  size?: 'sm' | 'md';
  /** Narrow rows (people cards): the icon alone, the name still read to screen readers. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * Message a person (profiles and people cards): opens the direct conversation, creating it the first time.
 * Needs sign-in, never yourself (hidden on your own profile), and says what happened in the spec's words.
 */
export function MessageButton({
  userId,
  name,
  size = 'md',
  iconOnly = false,
  className,
}: MessageButtonProps) {
  // Never suspend the page around it for this namespace: the button waits for its words instead.
  const { t, ready } = useTranslation(['messages', 'errors'], { useSuspense: false });
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const start = useStartDirect();
  const viewerId = me.data?.user?.id ?? null;

  if (!ready || me.isPending || (viewerId !== null && viewerId === userId)) return null;

  const handleClick = () => {
    if (start.isPending) return;
    if (!viewerId) {
      toast.error(t('messages:start.authTitle'), {
        description: t('messages:start.authBody'),
        action: {
          label: t('messages:start.logIn'),
          onClick: () => void navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`),
        },
      });
      return;
    }
    start.mutate(userId, {
      onSuccess: ({ conversation }) => {
        toast.success(t('messages:start.started'), { description: name });
        void navigate(conversationPath(conversation.id));
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.code === 'cannotMessageSelf') {
          toast.error(t('messages:start.selfTitle'), { description: t('errors:cannotMessageSelf') });
          return;
        }
        const reason =
          rateLimitMessage(t, error) ??
          (error instanceof ApiRequestError && error.code === 'notAcceptingMessages'
            ? t('errors:notAcceptingMessages')
            : undefined);
        toast.error(t('messages:start.errorTitle'), {
          description: reason ?? t('errors:startConversationFailed'),
        });
      },
    });
  };

  const label = t('messages:start.buttonName', { name });
  return (
    <Button
      variant="outline"
      size={iconOnly ? 'icon' : size}
      aria-label={label}
      title={iconOnly ? label : undefined}
      busy={start.isPending}
      onClick={handleClick}
      className={cn('shrink-0', className)}
    >
      {!start.isPending && <MessageCircle className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />}
      {!iconOnly && t('messages:start.button')}
    </Button>
  );
}
