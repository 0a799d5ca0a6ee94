import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Check, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { useAcceptRequest, useLeaveConversation } from '#web/features/messages/api/conversations';

/** Accept a message request (it moves to the inbox) or decline it (leave: it is gone from Requests). */
export function RequestActions({
  conversationId,
  name,
  afterDecline,
}: {
  conversationId: string;
  name: string;
  /** Where to go once declined (the conversation page leaves itself). */
  afterDecline?: string;
}) {
  const { t } = useTranslation(['messages', 'errors']);
  const navigate = useNavigate();
  const accept = useAcceptRequest();
  const decline = useLeaveConversation();
  const busy = accept.isPending || decline.isPending;
  const failed = (error: unknown) =>
    toast.error(t('messages:requests.failed'), { description: errorMessage(t, error) });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        busy={accept.isPending}
        disabled={busy}
        aria-label={t('messages:requests.acceptName', { name })}
        onClick={() =>
          accept.mutate(conversationId, {
            onSuccess: () => toast.success(t('messages:requests.accepted')),
            onError: failed,
          })
        }
      >
        {!accept.isPending && <Check className="h-4 w-4" aria-hidden="true" />}
        {t('messages:requests.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        busy={decline.isPending}
        disabled={busy}
        aria-label={t('messages:requests.declineName', { name })}
        onClick={() =>
          decline.mutate(conversationId, {
            onSuccess: () => {
              toast.success(t('messages:requests.declined'));
              if (afterDecline) void navigate(afterDecline, { replace: true });
            },
            onError: failed,
          })
        }
      >
        {!decline.isPending && <X className="h-4 w-4" aria-hidden="true" />}
        {t('messages:requests.decline')}
      </Button>
    </div>
  );
}
