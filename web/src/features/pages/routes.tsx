import type { RouteObject } from 'react-router';
import type { ContentPageKey } from './content/content-pages';

const loadContentPage = () => import('./pages/content-page').then((m) => ({ Component: m.ContentPage }));

/** Text-only pages share one component; `handle.contentPage` picks the copy from the `pages` namespace. */
const contentRoute = (path: string, contentPage: ContentPageKey): RouteObject => ({
  path,
  handle: { contentPage },
  lazy: loadContentPage,
});

/** Company, business, legal and help pages ('Company and business', 'Legal and company pages'). */
export const pagesRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./pages/about-page').then((m) => ({ Component: m.AboutPage })) },
  {
    path: 'services',
    lazy: () => import('./pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
  {
    path: 'services/:slug',
    lazy: () => import('./pages/service-detail-page').then((m) => ({ Component: m.ServiceDetailPage })),
  },
  { path: 'contact', lazy: () => import('./pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
  {
    path: 'advertise',
    lazy: () => import('./pages/advertise-page').then((m) => ({ Component: m.AdvertisePage })),
  },
  {
    path: 'merchandise',
    lazy: () => import('./pages/merchandise-page').then((m) => ({ Component: m.MerchandisePage })),
  },
  { path: 'faq', lazy: () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage })) },
  contentRoute('help', 'help'),
  contentRoute('privacy', 'privacy'),
  contentRoute('privacy-policy', 'privacy'),
  contentRoute('terms', 'terms'),
  contentRoute('terms-of-service', 'terms'),
  contentRoute('cookies', 'cookies'),
  contentRoute('accessibility', 'accessibility'),
  contentRoute('press', 'press'),
  contentRoute('careers', 'careers'),
  contentRoute('company/investors', 'investors'),
  contentRoute('company/brand-partnerships', 'brandPartnerships'),
  contentRoute('business/partner-programs', 'partnerPrograms'),
  contentRoute('business/tournament-organizers', 'tournamentOrganizers'),
  contentRoute('business/solutions', 'solutions'),
  contentRoute('business/media-kit', 'mediaKit'),
  contentRoute('resources/image-standards', 'imageStandards'),
];
