import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRealtimeStatus, useSocketEvent } from '#web/lib/socket';
import { notificationKeys } from '#web/features/notifications/api/notification-keys';
import { addNotification } from '#web/features/notifications/api/update-notifications';
import { notificationPath } from '#web/features/notifications/lib/action-url';
import { useNotificationText } from '#web/features/notifications/lib/render';
import { rewardsKeys } from '#web/features/rewards/index';

/**
 * A `new-notification` on the person's channel shows an info toast with a View action and lands
 * in the list and badge at once. After the socket comes back, the list is fetched again for anything missed.
 */
export function NotificationToasts() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isRealtime } = useRealtimeStatus();
  const wasConnected = useRef(false);
  const render = useNotificationText();

  useSocketEvent('new-notification', (event) => {
    addNotification(queryClient, event);
    const path = notificationPath(event);
    const { title, message } = render(event);
    if (event.type === 'achievement_unlocked') {
      // The unlock toast (issue 19): a celebration, and my points and achievements refreshed everywhere.
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.all });
      toast.success(title, {
        description: message || undefined,
        action: path ? { label: t('toast.view'), onClick: () => void navigate(path) } : undefined,
      });
      return;
    }
    toast.info(title, {
      description: message || undefined,
      action: path ? { label: t('toast.view'), onClick: () => void navigate(path) } : undefined,
    });
  });

  useEffect(() => {
    if (isRealtime && wasConnected.current)
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    if (isRealtime) wasConnected.current = true;
  }, [isRealtime, queryClient]);

  return null;
}
