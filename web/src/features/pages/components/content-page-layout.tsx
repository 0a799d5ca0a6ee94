import type { LucideIcon } from 'lucide-react';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { anchorId, type ContentPageData } from '#web/features/pages/content/page-content';
import { formatDate } from '#web/lib/format/dates';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useScrollToHash } from '#web/features/pages/hooks/use-scroll-to-hash';
import { ContentSections } from './content-sections';
import { CtaPanel } from './cta-panel';
import { PageHero } from './page-hero';
import { TableOfContents } from './table-of-contents';

interface ContentPageLayoutProps {
  page: ContentPageData;
  icon?: LucideIcon;
  toc?: boolean;
  /** ISO date (yyyy-mm-dd) shown as 'Last updated', formatted in the reader's language. */
  updated?: string;
  ctaTo?: string;
}

/** Title, lead, optional key facts, sections (with a table of contents on long pages), closing CTA. */
export function ContentPageLayout({ page, icon, toc = false, updated, ctaTo }: ContentPageLayoutProps) {
  const { t, i18n } = useTranslation('pages');
  useDocumentTitle(page.title);
  useScrollToHash(true);
  const entries = Object.entries(page.sections).map(([key, section]) => ({
    id: anchorId(key),
    heading: section.heading,
  }));
  const updatedLabel = updated ? formatDate(updated, i18n.resolvedLanguage ?? 'en', 'long') : null;

  return (
    <article className="w-full">
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        icon={icon}
        tone={toc ? 'light' : 'deep'}
      />
      {page.highlights && page.highlights.length > 0 && (
        <div className="mx-auto -mt-px max-w-6xl px-4 pt-10 sm:px-6">
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {page.highlights.map((highlight) => (
              <div
                key={highlight.label}
                className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{highlight.label}</dt>
                <dd className="mt-1 text-lg font-bold text-deep dark:text-white">{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <div
        className={
          toc
            ? 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-14'
            : 'mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14'
        }
      >
        {toc && (
          <aside>
            <TableOfContents entries={entries} />
          </aside>
        )}
        <div className="max-w-3xl">
          {updatedLabel && (
            <p className="mb-8 inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <CalendarDays className="h-4 w-4" aria-hidden="true" />
              {t('layout.lastUpdated', { date: updatedLabel })}
            </p>
          )}
          <ContentSections sections={page.sections} />
        </div>
      </div>
      {page.cta && ctaTo && (
        <CtaPanel heading={page.cta.heading} body={page.cta.body} label={page.cta.label} to={ctaTo} />
      )}
    </article>
  );
}
