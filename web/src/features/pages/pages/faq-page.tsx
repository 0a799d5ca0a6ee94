import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { FaqAccordion } from '#web/features/pages/components/faq-accordion';
import { PageHero } from '#web/features/pages/components/page-hero';
import { anchorId, usePagesObject } from '#web/features/pages/content/page-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useScrollToHash } from '#web/features/pages/hooks/use-scroll-to-hash';

const FaqSchema = z.record(z.string(), z.object({ q: z.string(), a: z.string() }));

export function FaqPage() {
  const { t } = useTranslation('pages');
  const items = usePagesObject('faq.items', FaqSchema, {});
  useDocumentTitle(t('faq.title'));
  useScrollToHash(true);

  return (
    // A block root: the layout's <main> is a flex column, where mx-auto children would shrink to fit.
    <div className="w-full">
      <PageHero
        eyebrow={t('faq.eyebrow')}
        icon={CircleHelp}
        title={t('faq.title')}
        lead={t('faq.lead')}
        tone="light"
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="max-w-3xl">
          <FaqAccordion
            items={Object.entries(items).map(([key, item]) => ({
              id: anchorId(key),
              question: item.q,
              answer: item.a,
            }))}
          />
        </div>
      </div>
      <CtaPanel
        heading={t('faq.cta.heading')}
        body={t('faq.cta.body')}
        label={t('faq.cta.label')}
        to="/contact"
        secondary={{ label: t('faq.cta.help'), to: '/help' }}
      />
    </div>
  );
}
