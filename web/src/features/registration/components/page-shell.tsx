import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageHeader } from '#web/components/ui/page-header';

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
      <PageHeader title={title} subtitle={intro} />
      {children}
    </div>
  );
}
