import type { LucideIcon } from 'lucide-react';
import {
  Accessibility,
  Briefcase,
  Camera,
  Cookie,
  FileText,
  Handshake,
  LifeBuoy,
  Newspaper,
  Presentation,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Trophy,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches } from 'react-router';
import { ContentPageLayout } from '#web/features/pages/components/content-page-layout';
import {
  CONTENT_PAGES,
  LEGAL_LAST_UPDATED,
  isContentPageKey,
  type ContentPageKey,
} from '#web/features/pages/content/content-pages';
import {
  ContentPageSchema,
  usePagesObject,
  type ContentPageData,
} from '#web/features/pages/content/page-content';
import { availableEntries } from '#web/lib/capabilities';
import { useCapabilities } from '#web/features/payments';

const ICONS: Record<ContentPageKey, LucideIcon> = {
  privacy: ShieldCheck,
  terms: FileText,
  cookies: Cookie,
  accessibility: Accessibility,
  press: Newspaper,
  careers: Briefcase,
  investors: TrendingUp,
  brandPartnerships: Handshake,
  partnerPrograms: Users,
  tournamentOrganizers: Trophy,
  solutions: Sparkles,
  mediaKit: Presentation,
  imageStandards: Camera,
  help: LifeBuoy,
};

const EMPTY: ContentPageData = { title: '', lead: '', sections: {} };

/** The route's `handle.contentPage` names which page of the `pages` namespace to show. */
export function ContentPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { contentPage?: unknown } | undefined;
  const key = handle?.contentPage;
  if (!isContentPageKey(key)) return <Navigate to="/404" replace />;
  return <KnownContentPage pageKey={key} />;
}

function KnownContentPage({ pageKey }: { pageKey: ContentPageKey }) {
  const { t } = useTranslation('pages');
  const page = usePagesObject(pageKey, ContentPageSchema, EMPTY);
  const config = CONTENT_PAGES[pageKey];
  const sections = Object.fromEntries(availableEntries(page.sections, config.requires ?? {}));
  const capabilities = useCapabilities();
  const shown: ContentPageData = {
    ...page,
    sections:
      config.capabilities && capabilities.length > 0
        ? {
            whatWorks: {
              heading: t('truth.help.heading'),
              body: [t('truth.help.intro')],
              items: capabilities.map((entry) =>
                t('truth.help.item', {
                  title: t(`common:${entry.titleKey}`),
                  body: t(`common:${entry.bodyKey}`),
                }),
              ),
            },
            ...sections,
          }
        : sections,
  };
  return (
    <ContentPageLayout
      page={shown}
      icon={ICONS[pageKey]}
      toc={config.toc}
      updated={config.updated ? LEGAL_LAST_UPDATED : undefined}
      ctaTo={config.ctaTo}
    />
  );
}
