import { ApiRequestError } from '#web/lib/api-client';

/**
 * The catches waiting on this device: a photo and its form, kept in IndexedDB until the server has them. The
 * service worker (public/service-worker.js) reads the same database for Background Sync, so the names and the
 * item shape below are shared with it: change both together.
 */
export const QUEUE_DB = 'tightlines-offline';
export const QUEUE_STORE = 'catch-queue';
export const SYNC_TAG = 'catch-upload';
/** Posted by the service worker to the pages when it uploaded (or gave up on) queued catches. */
export const QUEUE_CHANGED_MESSAGE = 'catch-queue-changed';

export interface QueuedCatch {
  /** The catch's clientId: the server stores a retried upload once. */
  id: string;
  eventId: string;
  /** The form's fields as sent (clientId, species, weightGrams, lengthMm, caughtAt, latitude, longitude, identifierCode). */
  fields: Record<string, string>;
  photo: Blob;
  photoName: string;
  queuedAt: string;
  /** waiting: uploads when the connection is back; failed: the server refused it (error says why). */
  state: 'waiting' | 'failed';
  error: { code: string; message: string } | null;
}

/** What the queue needs from storage; IndexedDB in the browser, a Map in tests. */
export interface QueueStore {
  all(): Promise<QueuedCatch[]>;
  put(item: QueuedCatch): Promise<void>;
  remove(id: string): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function openQueueDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(QUEUE_DB, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(QUEUE_STORE))
        req.result.createObjectStore(QUEUE_STORE, { keyPath: 'id' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openQueueDb();
  return request(run(db.transaction(QUEUE_STORE, mode).objectStore(QUEUE_STORE)));
}

export const indexedDbStore: QueueStore = {
  all: () => withStore<QueuedCatch[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedCatch[]>),
  put: async (item) => {
    await withStore('readwrite', (store) => store.put(item));
  },
  remove: async (id) => {
    await withStore('readwrite', (store) => store.delete(id));
  },
};

/**
 * Worth trying again later: no connection (fetch throws a TypeError, not an API error) or the server or its
 * proxy is down (5xx). A 4xx is the server's answer about this catch and will not change by retrying.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiRequestError)
    return error.status >= 500 || error.status === 408 || error.status === 429;
  return true;
}

export type Uploader<T> = (item: QueuedCatch) => Promise<T>;

export interface FlushResult<T> {
  uploaded: T[];
  failed: QueuedCatch[];
  /** True when it stopped because the connection is (still) down; the rest waits for the next try. */
  offline: boolean;
}

let running: Promise<unknown> | null = null;

/**
 * Uploads the waiting catches oldest first. A sent catch leaves the queue; one the server refuses stays, marked
 * failed with the reason, so the angler sees it and decides; a network failure stops the run and keeps the rest.
 * Runs one at a time: a second call while one runs waits for it and then runs again.
 */
export async function flushQueue<T>(store: QueueStore, upload: Uploader<T>): Promise<FlushResult<T>> {
  while (running) await running.catch(() => undefined);
  const run = (async (): Promise<FlushResult<T>> => {
    const result: FlushResult<T> = { uploaded: [], failed: [], offline: false };
    const items = (await store.all())
      .filter((item) => item.state === 'waiting')
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    for (const item of items) {
      try {
        result.uploaded.push(await upload(item));
        await store.remove(item.id);
      } catch (error) {
        if (isRetryable(error)) {
          result.offline = true;
          break;
        }
        const failed: QueuedCatch = {
          ...item,
          state: 'failed',
          error:
            error instanceof ApiRequestError
              ? { code: error.code, message: error.message }
              : { code: 'unexpected', message: String(error) },
        };
        await store.put(failed);
        result.failed.push(failed);
      }
    }
    return result;
  })();
  running = run;
  try {
    return await run;
  } finally {
    if (running === run) running = null;
  }
}

/** Adds a catch to the queue, waiting. */
export function enqueue(
  store: QueueStore,
  input: Pick<QueuedCatch, 'eventId' | 'fields' | 'photo' | 'photoName'>,
  now: Date = new Date(),
): Promise<QueuedCatch> {
  const clientId = input.fields.clientId;
  if (!clientId) throw new Error('a queued catch needs its clientId');
  const item: QueuedCatch = {
    ...input,
    id: clientId,
    queuedAt: now.toISOString(),
    state: 'waiting',
    error: null,
  };
  return store.put(item).then(() => item);
}
