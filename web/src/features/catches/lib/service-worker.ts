/**
 * Registers public/service-worker.js (offline app shell + Background Sync of queued catches). Called by the
 * capture pages, which are the ones that must reopen and upload without a connection. The files this page loaded
 * before the worker took control are handed to it for its cache, so even a first visit reopens offline.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/service-worker.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: 'cache-loaded', urls: [window.location.href, ...loaded] });
    })
    .catch(() => {
      // No service worker (private mode, unsupported): the page's own online listener still uploads the queue.
    });
}
