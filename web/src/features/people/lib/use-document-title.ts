import { useEffect } from 'react';

/** "Search anglers · Tightlines" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Tightlines` : 'Tightlines';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
