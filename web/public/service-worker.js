/* Tightlines service worker: reopens the app offline (network-first app shell), uploads catches queued on the
 * device when the connection returns (Background Sync) and shows Web Push notifications (the payload is
 * domain/src/push/contract.ts PushPayload: title, body, url, tag, icon). The queue's database, store, tag and message names are
 * shared with web/src/features/catches/lib/offline-queue.ts: change both together. */
const SHELL_CACHE = 'tightlines-shell-v1';
const API_CACHE = 'tightlines-api-v1';
/** The few answers the capture page needs to reopen offline: who I am, my events, my catches, today's code. */
const OFFLINE_API = [
  /^\/api\/me$/,
  /^\/api\/me\/tournaments$/,
  /^\/api\/events\/[^/]+\/catches\/mine$/,
  /^\/api\/events\/[^/]+\/code-of-the-day$/,
];
const QUEUE_DB = 'tightlines-offline';
const QUEUE_STORE = 'catch-queue';
const SYNC_TAG = 'catch-upload';
const QUEUE_CHANGED_MESSAGE = 'catch-queue-changed';

/** The shell: index.html and the scripts and styles it names, so the app starts without a connection. */
async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch('/', { credentials: 'same-origin' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put('/', response);
  const urls = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
  await cacheLoaded(urls);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== SHELL_CACHE && key !== API_CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** API answers, sockets and uploads are never cached: they are personal or live. */
function cacheable(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  return !/^\/(api|socket\.io|uploads)\//.test(url.pathname);
}

async function networkFirst(request, fallbackKey) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      if (fallbackKey) await cache.put(fallbackKey, response.clone());
    }
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request, { ignoreVary: true })) ||
      (fallbackKey && (await cache.match(fallbackKey, { ignoreVary: true })));
    if (cached) return cached;
    throw error;
  }
}

/** Personal answers: always the server's when it can be reached; the last good one only without a connection. */
async function networkFirstApi(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    else if (response.status === 401) await caches.delete(API_CACHE);
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The page sends what it loaded before this worker controlled it (its scripts, styles, locale files): cached now,
 * so the very first visit already reopens offline.
 */
async function cacheLoaded(urls) {
  const [shell, api] = await Promise.all([caches.open(SHELL_CACHE), caches.open(API_CACHE)]);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, self.location.origin);
      const cache = cacheable({ method: 'GET' }, url)
        ? shell
        : url.origin === self.location.origin && OFFLINE_API.some((pattern) => pattern.test(url.pathname))
          ? api
          : null;
      if (!cache || (await cache.match(url.href, { ignoreVary: true }))) return;
      try {
        const response = await fetch(url.href, { credentials: 'same-origin' });
        if (response.status === 200) await cache.put(url.href, response);
      } catch {
        // Offline already: nothing to add.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'cache-loaded' && Array.isArray(event.data.urls))
    event.waitUntil(cacheLoaded(event.data.urls));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/api/')) {
    // Signing in or out changes whose answers these are: forget them.
    if (url.pathname.startsWith('/api/auth/') && event.request.method !== 'GET')
      event.waitUntil(caches.delete(API_CACHE));
    else if (event.request.method === 'GET' && OFFLINE_API.some((pattern) => pattern.test(url.pathname)))
      event.respondWith(networkFirstApi(event.request));
    return;
  }
  if (!cacheable(event.request, url)) return;
  if (event.request.mode === 'navigate') {
    // Every client route is the same index.html: the last one fetched opens any page offline.
    event.respondWith(networkFirst(event.request, '/'));
  } else if (url.pathname.startsWith('/assets/')) {
    // Built assets carry a content hash in their names: a cached copy is always right.
    event.respondWith(cacheFirst(event.request));
  } else {
    event.respondWith(networkFirst(event.request));
  }
});

function idb(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openQueue() {
  const open = indexedDB.open(QUEUE_DB, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(QUEUE_STORE))
      open.result.createObjectStore(QUEUE_STORE, { keyPath: 'id' });
  };
  return idb(open);
}

const store = (db, mode) => db.transaction(QUEUE_STORE, mode).objectStore(QUEUE_STORE);

/** Uploads the waiting catches oldest first; throws on a network failure so the browser retries the sync later. */
async function uploadQueue() {
  const db = await openQueue();
  const items = (await idb(store(db, 'readonly').getAll()))
    .filter((item) => item.state === 'waiting')
    .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  let changed = false;
  try {
    for (const item of items) {
      const form = new FormData();
      for (const [name, value] of Object.entries(item.fields)) form.append(name, value);
      form.append('photo', item.photo, item.photoName);
      const response = await fetch(`/api/events/${item.eventId}/catches`, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (response.ok) {
        await idb(store(db, 'readwrite').delete(item.id));
        changed = true;
      } else if (response.status >= 500 || response.status === 408 || response.status === 429) {
        throw new Error(`upload failed with ${response.status}`);
      } else {
        const body = await response.json().catch(() => null);
        const error =
          body && body.error ? body.error : { code: 'unexpected', message: `HTTP ${response.status}` };
        await idb(store(db, 'readwrite').put({ ...item, state: 'failed', error }));
        changed = true;
      }
    }
  } finally {
    if (changed) {
      const clients = await self.clients.matchAll({ includeUncontrolled: true });
      for (const client of clients) client.postMessage({ type: QUEUE_CHANGED_MESSAGE });
    }
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(uploadQueue());
});

// ── Web Push ──

/** A push's payload, or a generic notice when it cannot be read (a push must always show something). */
function pushPayload(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string') return data;
  } catch {
    // Not JSON: show it as text below.
  }
  return { title: 'Tightlines', body: event.data ? event.data.text() : '', url: '/' };
}

/** Only this site's pages are opened from a notification. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const payload = pushPayload(event);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body || '',
      icon: payload.icon || '/favicon.svg',
      badge: '/favicon.svg',
      ...(payload.tag ? { tag: payload.tag } : {}),
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab already on the page comes forward; else a tab of the app goes there; else a new window opens.
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      return open
        .navigate(url)
        .then((client) => (client || open).focus())
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
