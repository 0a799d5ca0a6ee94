import { useEffect } from 'react';

/** "#bassfishing · Tightlines" while the page is shown, so history and bookmarks read well; "Tightlines" without a title. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Tightlines` : 'Tightlines';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
