import { LANGUAGE_STORAGE_KEY } from '@tightlines/domain/i18n/languages';

/** Full page loads, kept apart so tests can replace them (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(path: string): void {
  window.location.assign(path);
}

/** Keys that survive "Clear Cache": the chosen language. The session is an httpOnly cookie and is untouched. */
const KEPT_KEYS = [LANGUAGE_STORAGE_KEY];

function clearExcept(storage: Storage, kept: readonly string[]): void {
  const saved = kept.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  saved.forEach(([key, value]) => storage.setItem(key, value));
}

/** Error screen: wipes local and session storage except the kept keys. */
export function clearClientStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      clearExcept(storage, KEPT_KEYS);
    } catch {
      // Storage can be disabled (private mode, policy); there is then nothing to clear.
    }
  }
}
