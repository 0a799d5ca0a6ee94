import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The registration pages' frame: one column, title and optional intro. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-slate-100">
          {title}
        </h1>
        {intro && <p className="text-slate-600 dark:text-slate-400">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
