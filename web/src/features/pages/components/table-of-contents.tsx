import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface TocEntry {
  id: string;
  heading: string;
}

/** Desktop: a sticky list beside the text. Phone: a collapsible list above it, so long pages stay skimmable. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const { t } = useTranslation('pages');
  const list = (
    <ol className="space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="block rounded-md px-3 py-2 text-slate-600 transition-colors hover:bg-shallows hover:text-deep dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            {entry.heading}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="group mb-8 rounded-[var(--radius-card)] border border-slate-200 bg-white lg:hidden dark:border-slate-800 dark:bg-slate-900">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          {t('layout.onThisPage')}
          <ChevronDown className="h-5 w-5 transition-transform group-open:rotate-180" aria-hidden="true" />
        </summary>
        <nav
          aria-label={t('layout.onThisPage')}
          className="border-t border-slate-200 p-2 dark:border-slate-800"
        >
          {list}
        </nav>
      </details>
      <nav
        aria-label={t('layout.onThisPage')}
        className="sticky top-24 hidden max-h-[calc(100vh-8rem)] overflow-y-auto lg:block"
      >
        <p className="mb-3 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
          {t('layout.onThisPage')}
        </p>
        {list}
      </nav>
    </>
  );
}
