import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CtaPanel } from '#web/features/pages/components/cta-panel';
import { FaqAccordion } from '#web/features/pages/components/faq-accordion';
import { PageHero } from '#web/features/pages/components/page-hero';
import { anchorId, usePagesObject } from '#web/features/pages/content/page-content';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useScrollToHash } from '#web/features/pages/hooks/use-scroll-to-hash';
import { availableEntries } from '#web/lib/capabilities';
import { useCapabilities } from '#web/features/payments';
import type { PageKey } from '#web/lib/pages';

const FaqSchema = z.record(z.string(), z.object({ q: z.string(), a: z.string() }));

/** Answers that send people to a page, shown only while that page exists. */
const REQUIRES: Record<string, PageKey> = {
  tournaments: 'tournaments',
  leaderboard: 'leaderboard',
  photoRules: 'imageStandards',
  advertise: 'advertise',
  groups: 'groups',
  events: 'events',
  forums: 'forums',
  reportCommunity: 'forums',
  // Payments (issue 17): entry fees belong to tournaments; earnings and codes to the director's tools.
  payFee: 'tournaments',
  paymentStatus: 'tournaments',
  holds: 'tournaments',
  refunds: 'tournaments',
  disputes: 'tournaments',
  discountCodes: 'tournaments',
  organizerPayouts: 'tournamentDirector',
  platformFee: 'tournamentDirector',
  organizerTools: 'tournamentDirector',
  // Charters (issue 18): booking a trip, its cancellations and reviews; listing one; the booking hub.
  bookCharter: 'charters',
  charterCancel: 'charters',
  charterReviews: 'charters',
  listCharter: 'charterBoats',
  bookingHub: 'bookingHub',
};

export function FaqPage() {
  const { t, i18n } = useTranslation('pages');
  const items = usePagesObject('faq.items', FaqSchema, {});
  const capabilities = useCapabilities();
  const list = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', { type: 'conjunction' }).format(
    capabilities.map((entry) => t(`common:${entry.titleKey}`)),
  );
  const shown = availableEntries(items, REQUIRES);
  // What works today comes second, after whether it costs anything; it is built from the availability flags.
  if (capabilities.length > 0) {
    shown.splice(Math.min(1, shown.length), 0, [
      'whatWorks',
      { q: t('truth.faq.q'), a: t('truth.faq.a', { list }) },
    ]);
  }
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
            items={shown.map(([key, item]) => ({
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
