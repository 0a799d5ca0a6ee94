import { useEffect } from 'react';

/** Sets the tab title while the page is shown, so history and bookmarks read well. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Tightlines` : 'Tightlines';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
