import { useLayoutEffect, type RefObject } from 'react';

/** Never shorter than this, so a phone with its keyboard open still shows a few lines and the composer. */
const MIN_HEIGHT_PX = 280;

/**
 * Sizes an element to run from where it starts down to the bottom of the visible viewport, like a chat app:
 * the history scrolls inside it and the composer stays in view. Whatever sits above it (the header, the demo
 * banner, a phone's shrinking URL bar) and the on-screen keyboard (visualViewport) are measured, not assumed.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!enabled) {
      element.style.height = '';
      return;
    }
    const update = () => {
      const visible = window.visualViewport?.height ?? window.innerHeight;
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(MIN_HEIGHT_PX, Math.floor(visible - top))}px`;
    };
    update();
    // Content above may arrive late (the demo banner loads lazily): follow the size of what precedes us.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    // (Our own height changes the body too; the measure then comes out the same, so it settles at once.)
    observer?.observe(document.body);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
      element.style.height = '';
    };
  }, [ref, enabled]);
}
