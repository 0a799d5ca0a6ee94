/**
 * Registers public/service-worker.js (offline app shell + Background Sync of queued catches). Called by the
 * capture pages, which are the ones that must reopen and upload without a connection.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/service-worker.js').catch(() => {
    // No service worker (private mode, unsupported): the page's own online listener still uploads the queue.
  });
}
