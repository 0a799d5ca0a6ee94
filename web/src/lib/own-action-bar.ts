import { useEffect, useSyncExternalStore } from 'react';

/**
 * Forms with a sticky action bar of their own (save, next …) register it here while shown; the shell then
 * hides the phone's bottom bar, so the two bars do not stack over the form's last fields. The root element
 * carries `data-own-action-bar` meanwhile, which styles.css reads for the scroll padding.
 */
let count = 0;
const listeners = new Set<() => void>();

function changed(): void {
  if (count > 0) document.documentElement.dataset.ownActionBar = '';
  else delete document.documentElement.dataset.ownActionBar;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a form's sticky action bar: while it is mounted, the mobile bottom bar stays hidden. */
export function useOwnActionBar(): void {
  useEffect(() => {
    count += 1;
    changed();
    return () => {
      count -= 1;
      changed();
    };
  }, []);
}

/** Whether a form on the page has its own action bar (the bottom bar then steps aside). */
export function useHasOwnActionBar(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => count > 0,
    () => false,
  );
}
