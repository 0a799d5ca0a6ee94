import { useEffect, type RefObject } from 'react';
import { recordView } from '#web/features/social/api/share-post';

/** Posts already counted in this tab: a person is one view however often they scroll past. */
const recorded = new Set<string>();

/** Half the card on screen for a second counts as a view (the spec's viewability rule for ads). */
const VISIBLE_RATIO = 0.5;
const VISIBLE_MS = 1000;

/** Records a view of `postId` once, when at least half of `target` has been visible for one second. */
export function useViewRecorder(target: RefObject<Element | null>, postId: string, enabled: boolean): void {
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || recorded.has(postId) || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) {
          timer ??= setTimeout(() => {
            if (recorded.has(postId)) return;
            recorded.add(postId);
            observer.disconnect();
            // A lost view is not worth bothering anyone about.
            recordView(postId).catch(() => recorded.delete(postId));
          }, VISIBLE_MS);
        } else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: [0, VISIBLE_RATIO] },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [target, postId, enabled]);
}
