import type { LucideIcon } from 'lucide-react';
import { Hammer, Package, Shirt, Sticker, Sun, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { PageHero } from '#web/features/pages/components/page-hero';
import { SectionTitle } from '#web/features/pages/components/section-title';
import { usePagesObject } from '#web/features/pages/content/page-content';
import { useDocumentTitle } from '#web/lib/use-document-title';

const LINE_ICONS: Record<string, LucideIcon> = {
  apparel: Shirt,
  sun: Sun,
  tournament: Trophy,
  small: Sticker,
};
const LineSchema = z.record(z.string(), z.object({ title: z.string(), body: z.string() }));
const StringsSchema = z.array(z.string());

/** The store is not open yet: the page says so and describes the plan, with no prices or checkout. */
export function MerchandisePage() {
  const { t } = useTranslation('pages');
  const line = usePagesObject('merchandise.line.items', LineSchema, {});
  const principles = usePagesObject('merchandise.principles.items', StringsSchema, []);
  useDocumentTitle(t('merchandise.eyebrow'));

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero
        eyebrow={t('merchandise.eyebrow')}
        icon={Package}
        title={t('merchandise.title')}
        lead={t('merchandise.lead')}
      />

      <section aria-labelledby="merch-line" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        <SectionTitle
          id="merch-line"
          title={t('merchandise.line.heading')}
          intro={t('merchandise.line.intro')}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Object.entries(line).map(([key, item]) => {
            const Icon = LINE_ICONS[key] ?? Package;
            return (
              <li
                key={key}
                className="relative rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="absolute end-4 top-4 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
                  {t('merchandise.planned')}
                </span>
                <Icon className="h-7 w-7 text-open dark:text-cyan-300" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-deep dark:text-white">{item.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {item.body}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="merch-principles" className="bg-shallows/60 dark:bg-slate-900/60">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
          <SectionTitle id="merch-principles" title={t('merchandise.principles.heading')} />
          <ul className="max-w-3xl space-y-3">
            {principles.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700 dark:text-slate-300">
                <Hammer className="mt-1 h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="pt-12 lg:pt-16">
        <CtaPanel
          heading={t('merchandise.cta.heading')}
          body={t('merchandise.cta.body')}
          label={t('merchandise.cta.label')}
          to="/contact?interest=other"
        />
      </div>
    </div>
  );
}
