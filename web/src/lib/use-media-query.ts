import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date (to mount sidebar widgets only where they are shown). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `xl`: the getsocial layout shows its right sidebar from here. */
export const WIDE_QUERY = '(min-width: 80rem)';
