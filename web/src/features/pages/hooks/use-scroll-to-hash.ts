import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigation does not scroll to `#anchor` by itself; deep links such as /help#two-factor
 * must land on the section once the lazily loaded page has rendered.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, ready]);
}
