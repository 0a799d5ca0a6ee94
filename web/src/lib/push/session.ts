import { useEffect } from 'react';
import { hasDeviceRecord } from './record';

/** Cheap checks first: most visits have neither permission granted nor a device to stop. */
function mayTakePushes(): boolean {
  return (
    'Notification' in window &&
    window.Notification.permission === 'granted' &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/**
 * Mounted once (root layout): push follows the session (spec §4). Signed in with permission already granted →
 * start and bind the person; signed out with a device here → stop (the device is deleted and the browser
 * unsubscribed). The push client itself loads only then, never with the first page. Failures are logged and
 * push stays off.
 */
export function usePushLifecycle(userId: string | null | undefined): void {
  useEffect(() => {
    // Still loading who this is: neither start nor stop.
    if (userId === undefined) return;
    if (userId === null) {
      if (!hasDeviceRecord()) return;
      import('./lifecycle')
        .then((push) => push.stopPush())
        .catch((error: unknown) => console.warn('push: stop failed', error));
      return;
    }
    if (!mayTakePushes()) return;
    import('./lifecycle')
      .then((push) => (push.pushSupported() ? push.startPush(userId) : undefined))
      .catch((error: unknown) => console.warn('push: start failed; push stays off', error));
  }, [userId]);
}
