import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catchKeys, uploadCatch } from '#web/features/catches/api/catches';
import {
  QUEUE_CHANGED_MESSAGE,
  SYNC_TAG,
  enqueue,
  flushQueue,
  indexedDbStore,
  type QueueStore,
  type QueuedCatch,
} from './offline-queue';

const uploadQueued = (item: QueuedCatch) =>
  uploadCatch(item.eventId, item.fields, item.photo, item.photoName);

/** Asks the service worker to upload the queue when the connection is back, even with the page closed. */
async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await registration.sync?.register(SYNC_TAG);
}

/**
 * This event's catches waiting on the device, and the means to add one and to upload them: on load, when the
 * browser says it is online again, and when the service worker reports it uploaded some in the background.
 */
export function useCatchQueue(eventId: string, store: QueueStore = indexedDbStore) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedCatch[]>([]);
  const [syncing, setSyncing] = useState(false);

  const reload = useCallback(async () => {
    const all = await store.all().catch(() => []);
    setItems(
      all.filter((item) => item.eventId === eventId).sort((a, b) => b.queuedAt.localeCompare(a.queuedAt)),
    );
  }, [eventId, store]);

  const refreshServerViews = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: catchKeys.mine(eventId) });
    await queryClient.invalidateQueries({ queryKey: catchKeys.myTournaments() });
  }, [eventId, queryClient]);

  const flush = useCallback(async () => {
    setSyncing(true);
    try {
      const result = await flushQueue(store, uploadQueued);
      if (result.uploaded.length > 0 || result.failed.length > 0) await refreshServerViews();
      return result;
    } finally {
      setSyncing(false);
      await reload();
    }
  }, [store, reload, refreshServerViews]);

  useEffect(() => {
    void reload().then(() => (navigator.onLine ? flush() : undefined));
    const handleOnline = () => void flush();
    const handleMessage = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: string } | null)?.type !== QUEUE_CHANGED_MESSAGE) return;
      void reload();
      void refreshServerViews();
    };
    window.addEventListener('online', handleOnline);
    navigator.serviceWorker?.addEventListener('message', handleMessage);
    return () => {
      window.removeEventListener('online', handleOnline);
      navigator.serviceWorker?.removeEventListener('message', handleMessage);
    };
  }, [flush, reload, refreshServerViews]);

  const add = useCallback(
    async (input: Pick<QueuedCatch, 'fields' | 'photo' | 'photoName'>) => {
      const item = await enqueue(store, { ...input, eventId });
      await reload();
      await requestBackgroundSync().catch(() => undefined);
      return item;
    },
    [eventId, store, reload],
  );

  const discard = useCallback(
    async (id: string) => {
      await store.remove(id);
      await reload();
    },
    [store, reload],
  );

  return { items, syncing, add, flush, discard };
}
