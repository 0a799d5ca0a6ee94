import type { PageKey } from '#web/lib/pages';

/** Which generic content page a route shows, and the bits of it that are code, not copy. */
export interface ContentPageConfig {
  /** Sections that describe a page of the app, shown only while that page exists. */
  requires?: Record<string, PageKey>;
  /** Opens with what works on Tightlines today, built from the availability flags. */
  capabilities?: boolean;
  /** Long pages get a table of contents on desktop. */
  toc?: boolean;
  /** Legal pages show when they last changed. */
  updated?: boolean;
  /** Where the closing call to action points (the text lives in the JSON). */
  ctaTo?: string;
}

export type ContentPageKey =
  | 'privacy'
  | 'terms'
  | 'cookies'
  | 'accessibility'
  | 'press'
  | 'careers'
  | 'investors'
  | 'brandPartnerships'
  | 'partnerPrograms'
  | 'tournamentOrganizers'
  | 'solutions'
  | 'mediaKit'
  | 'imageStandards'
  | 'help';

export const CONTENT_PAGES: Record<ContentPageKey, ContentPageConfig> = {
  privacy: { toc: true, updated: true },
  terms: { toc: true, updated: true, requires: { bookings: 'charters', payments: 'tournaments' } },
  cookies: { toc: true, updated: true },
  accessibility: { toc: true, updated: true, ctaTo: '/contact' },
  press: { ctaTo: '/contact?interest=other' },
  careers: { ctaTo: '/contact?interest=other' },
  investors: { ctaTo: '/contact?interest=other' },
  brandPartnerships: { ctaTo: '/contact?interest=other' },
  partnerPrograms: { ctaTo: '/contact?interest=other' },
  tournamentOrganizers: { ctaTo: '/contact?interest=enterprise_solutions' },
  solutions: { ctaTo: '/contact?interest=enterprise_solutions' },
  mediaKit: { ctaTo: '/contact?interest=other' },
  imageStandards: { toc: true, updated: true, ctaTo: '/help' },
  help: {
    toc: true,
    ctaTo: '/contact',
    capabilities: true,
    requires: {
      tournaments: 'tournaments',
      payments: 'tournaments',
      organizerMoney: 'tournamentDirector',
      // Charters (issue 18)
      charters: 'charters',
      captains: 'charterBoats',
      groups: 'groups',
      events: 'events',
      forums: 'forums',
    },
  },
};

// Terms and privacy gained payments (issue 17).
export const LEGAL_LAST_UPDATED = '2026-11-29';

export function isContentPageKey(value: unknown): value is ContentPageKey {
  return typeof value === 'string' && Object.hasOwn(CONTENT_PAGES, value);
}
