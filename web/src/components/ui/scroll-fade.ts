import { useLayoutEffect, useState, type CSSProperties } from 'react';

export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
  rtl: boolean;
}

/**
 * Which physical edges of a horizontal scroller hide content. Right-to-left scrollers start at 0 and go
 * negative (the spec's behaviour, which current browsers follow).
 */
export function hiddenEdges({ scrollLeft, scrollWidth, clientWidth, rtl }: ScrollBox) {
  const max = scrollWidth - clientWidth;
  if (max <= 1) return { left: false, right: false };
  const fromLeft = rtl ? max + scrollLeft : scrollLeft;
  return { left: fromLeft > 1, right: fromLeft < max - 1 };
}

const FADE = '3rem';

/** The mask that fades the edges of `edges`: content runs out under them instead of being cut off. */
export function fadeMask(edges: { left: boolean; right: boolean }): CSSProperties | undefined {
  if (!edges.left && !edges.right) return undefined;
  const mask = `linear-gradient(to right, transparent 0, #000 ${edges.left ? FADE : '0px'}, #000 calc(100% - ${
    edges.right ? FADE : '0px'
  }), transparent 100%)`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * A horizontally scrolling row (tabs on a phone) that fades whichever edge has more to scroll to, so a cut-off row
 * reads as one that scrolls. Masks the content itself, so it suits any background and theme. Pass `attach` as the
 * scroller's ref and put `style` on it; `element` is the scroller once mounted.
 */
export function useScrollFade<T extends HTMLElement>(): {
  attach: (element: T | null) => void;
  style: CSSProperties | undefined;
  element: T | null;
} {
  const [element, setElement] = useState<T | null>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const next = hiddenEdges({
        scrollLeft: element.scrollLeft,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        rtl: getComputedStyle(element).direction === 'rtl',
      });
      setEdges((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The row and its items: a count arriving in a tab widens the content without resizing the row.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [element]);
  return { attach: setElement, style: fadeMask(edges), element };
}
