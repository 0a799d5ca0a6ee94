/**
 * Every page the shell links to, with whether it exists yet. The header, footer, side panel, bottom bar
 * and user menu render only available pages, so a later issue that builds a page flips one flag here
 * and every link to it appears at once (issue "Foundation": no links to capabilities that do not exist).
 */
export const PAGES = {
  home: { path: '/', available: true },
  getsocial: { path: '/getsocial', available: true },
  socialDiscover: { path: '/getsocial/discover', available: true },
  socialGroups: { path: '/getsocial/groups', available: true },
  socialEvents: { path: '/getsocial/events', available: true },
  search: { path: '/search', available: true },
  // The social home's Fishing Hub (For You).
  mentions: { path: '/mentions', available: true },
  messages: { path: '/messages', available: true },
  fishingReports: { path: '/fishing-reports', available: true },
  tackleBox: { path: '/tackle-box', available: true },
  // Angler tools (issue 19): my catch log.
  catchLog: { path: '/profile/catch-log', available: true },
  savedPosts: { path: '/saved', available: true },
  // Issue 19: my posts waiting for their publish time.
  scheduledPosts: { path: '/scheduled-posts', available: true },
  socialAnalytics: { path: '/analytics', available: true },
  gamification: { path: '/gamification', available: true },
  // Achievements and XP (issue 19): the community's most active and best ranked.
  topFans: { path: '/top-fans', available: true },
  anglers: { path: '/anglers', available: true },
  groups: { path: '/groups', available: true },
  tournaments: { path: '/tournaments', available: true },
  events: { path: '/events', available: true },
  charters: { path: '/charters', available: true },
  // Charters (issue 18): the booking hub's lodging, equipment and excursions.
  bookingHub: { path: '/booking-hub', available: true },
  gallery: { path: '/gallery', available: false },
  podcasts: { path: '/podcasts', available: false },
  blogs: { path: '/blogs', available: false },
  leaderboard: { path: '/leaderboard', available: true },
  forums: { path: '/forums', available: true },
  livestream: { path: '/livestream/live', available: false },
  merchandise: { path: '/merchandise', available: true },
  advertise: { path: '/advertise', available: true },
  services: { path: '/services', available: true },
  charterBoats: { path: '/profile/charter-boats', available: true },
  // Charters (issue 18): bookweb
  charterBookings: { path: '/profile/charter-bookings', available: true },
  partnerPrograms: { path: '/business/partner-programs', available: true },
  tournamentOrganizers: { path: '/business/tournament-organizers', available: true },
  solutions: { path: '/business/solutions', available: true },
  mediaKit: { path: '/business/media-kit', available: true },
  about: { path: '/about', available: true },
  contact: { path: '/contact', available: true },
  careers: { path: '/careers', available: true },
  press: { path: '/press', available: true },
  investors: { path: '/company/investors', available: true },
  brandPartnerships: { path: '/company/brand-partnerships', available: true },
  help: { path: '/help', available: true },
  faq: { path: '/faq', available: true },
  privacy: { path: '/privacy', available: true },
  terms: { path: '/terms', available: true },
  cookies: { path: '/cookies', available: true },
  accessibility: { path: '/accessibility', available: true },
  imageStandards: { path: '/resources/image-standards', available: true },
  demo: { path: '/demo', available: true },
  login: { path: '/auth/login', available: true },
  signup: { path: '/auth/signup', available: true },
  profile: { path: '/profile', available: true },
  profileSettings: { path: '/profile/settings', available: true },
  activity: { path: '/profile/activity', available: true },
  mfaSettings: { path: '/profile/mfa-settings', available: true },
  // Issue 19: personal analytics and the gallery
  profileAnalytics: { path: '/profile/analytics', available: true },
  profileGallery: { path: '/profile/gallery', available: true },
  notificationPreferences: { path: '/notification-preferences', available: true },
  blockedMuted: { path: '/settings/blocked', available: true },
  accountStanding: { path: '/settings/standing', available: true },
  // Payments (issue 17): web-payer
  billing: { path: '/settings/billing', available: true },
  pricing: { path: '/pricing', available: true },
  admin: { path: '/admin', available: true },
  moderator: { path: '/moderator', available: true },
  captainDashboard: { path: '/captain/dashboard', available: true },
  // Charters (issue 18): the captain's office and the angler's bookings.
  captainBookings: { path: '/captain/bookings', available: true },
  addBoat: { path: '/profile/add-boat', available: true },
  captainEarnings: { path: '/captain/earnings', available: true },
  profileEarnings: { path: '/profile/earnings', available: true },
  captainReviews: { path: '/captain/reviews', available: true },
  charterMessages: { path: '/charter/messages', available: true },
  myBookings: { path: '/profile/my-bookings', available: true },
  tournamentDirector: { path: '/tournament-director', available: true },
  advertiserDashboard: { path: '/advertiser/dashboard', available: false },
  publisherDashboard: { path: '/publisher/dashboard', available: false },
  affiliateDashboard: { path: '/affiliate/dashboard', available: false },
} as const satisfies Record<string, { path: string; available: boolean }>;

export type PageKey = keyof typeof PAGES;

export function isAvailable(page: PageKey): boolean {
  return PAGES[page].available;
}

/** Whether any available page lives at exactly this path (used for role dashboards, which carry paths). */
export function isPathAvailable(path: string): boolean {
  return Object.values(PAGES).some((page) => page.path === path && page.available);
}

/** "My profile": the profile page once it lands, until then the one profile page that exists. */
export function profilePath(): string {
  return PAGES.profile.available ? PAGES.profile.path : PAGES.mfaSettings.path;
}
