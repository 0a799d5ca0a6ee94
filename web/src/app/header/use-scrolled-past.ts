import { useEffect, useState } from 'react';

/** Calls `fn` at most once per `ms`, always running the last call so the final position is never missed. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else {
      timer ??= setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
  return { run, cancel: () => clearTimeout(timer) };
}

/** Whether the page has scrolled more than `threshold` px, checked at most every `ms` (200 ms). */
export function useScrolledPast(threshold: number, enabled: boolean, ms = 200): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const check = throttle(() => setScrolled(window.scrollY > threshold), ms);
    setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, [threshold, enabled, ms]);
  return enabled && scrolled;
}
