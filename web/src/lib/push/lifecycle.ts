import { PushClient, PushError, browserEnvironment, unsupportedReason } from './client';
import { hasDeviceRecord } from './record';

/**
 * The push client's session work, loaded on demand (session.ts decides when; the prompt and the preferences page
 * ask for permission through enablePush).
 */

let client: Promise<PushClient> | null = null;

function pushClient(): Promise<PushClient> {
  client ??= fetch('/api/push/instance', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`push instance: HTTP ${response.status}`);
      const { instanceId } = (await response.json()) as { instanceId: string };
      return new PushClient(instanceId);
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Whether this browser can take pushes at all (secure context, IndexedDB, service workers, Web Push). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && unsupportedReason(browserEnvironment()) === null;
}

/** The browser's notification permission, or null where there is none. */
export function notificationPermission(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : null;
}

/** Starts push for the signed-in person; a device left bound to someone else is replaced. */
export async function startPush(userId: string): Promise<void> {
  const push = await pushClient();
  await push.start();
  try {
    await push.setUserId(userId);
  } catch (error) {
    if (!(error instanceof PushError && error.kind === 'userIdChange')) throw error;
    await push.stop();
    await push.start();
    await push.setUserId(userId);
  }
}

export async function stopPush(): Promise<void> {
  if (!hasDeviceRecord()) return;
  await (await pushClient()).stop();
}

/** Asks the browser for permission (the prompt's "Turn on"), then starts push; answers the permission given. */
export async function enablePush(userId: string): Promise<NotificationPermission> {
  const permission = await window.Notification.requestPermission();
  if (permission === 'granted') await startPush(userId);
  return permission;
}
