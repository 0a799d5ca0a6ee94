import { lazy, Suspense } from 'react';
import { useMe } from '#web/lib/session';
import { useRealtimeConnection } from '#web/lib/socket';
import { useReportLanguage } from '#web/features/notifications/api/language';

const NotificationToasts = lazy(() =>
  import('./notification-toasts').then((m) => ({ default: m.NotificationToasts })),
);

/**
 * Auth lifecycle: realtime starts when someone signs in, restarts for another person and stops on
 * sign-out. Visitors download none of it (socket.io-client and the toasts load only once signed in).
 * The person's language is reported too, for their e-mailed notifications.
 */
export function NotificationsRealtime() {
  const me = useMe();
  // Undefined while the session is unknown (loading, or a failed check): keep whatever is running.
  const userId = me.data ? (me.data.user?.id ?? null) : undefined;
  useRealtimeConnection(userId);
  useReportLanguage(userId);
  if (!userId) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasts />
    </Suspense>
  );
}
