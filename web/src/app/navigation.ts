import {
  Activity,
  LayoutList,
  CalendarDays,
  MessageSquareText,
  Compass,
  Home,
  Images,
  PlusSquare,
  Radio,
  Search,
  Settings,
  Ship,
  Trophy,
  User,
  Users,
  UsersRound,
  Gift,
  Newspaper,
  Luggage,
  LayoutDashboard,
  CalendarCheck,
  Anchor,
  SquarePlus,
  Wallet,
  Star,
  MessagesSquare,
  FileText,
  Medal,
  Heart,
  Fish,
  Package,
  Bookmark,
  CalendarClock,
  BarChart3,
  type LucideIcon,
} from 'lucide-react';
import { decideAccess } from '@tightlines/domain/roles/route-access';
import type { Role } from '@tightlines/domain/roles/roles';
import { isAvailable, PAGES, profilePath, type PageKey } from '#web/lib/pages';

export interface NavLink {
  id: string;
  page: PageKey;
  /** Key in the `common` namespace. */
  labelKey: string;
  icon?: LucideIcon;
  /** The live stream opens in its own 1200×800 window. */
  popup?: boolean;
}

/** Only the links whose page exists today. */
export function availableLinks<T extends { page: PageKey }>(links: readonly T[]): T[] {
  return links.filter((link) => isAvailable(link.page));
}

export type NavId =
  | 'home'
  | 'getsocial'
  | 'tournaments'
  | 'charters'
  | 'bookingHub'
  | 'gallery'
  | 'podcasts'
  | 'blogs'
  | 'leaderboard'
  | 'groups'
  | 'events'
  | 'forums'
  | 'fishingReports'
  | 'anglers'
  | 'topFans'
  | 'rewards';

/** Header: Home, GetSocial, Tournaments, then the Discover drop-down. */
export const PRIMARY_NAV: readonly (NavLink & { id: NavId })[] = [
  { id: 'home', page: 'home', labelKey: 'nav.home', icon: Home },
  { id: 'getsocial', page: 'getsocial', labelKey: 'nav.getsocial', icon: Users },
  { id: 'tournaments', page: 'tournaments', labelKey: 'nav.tournaments', icon: Trophy },
];

export const DISCOVER_NAV: readonly (NavLink & { id: NavId })[] = [
  { id: 'charters', page: 'charters', labelKey: 'nav.charters', icon: Ship },
  // Charters (issue 18): lodging, equipment rental and excursions next to the boats.
  { id: 'bookingHub', page: 'bookingHub', labelKey: 'nav.bookingHub', icon: Luggage },
  { id: 'gallery', page: 'gallery', labelKey: 'nav.gallery', icon: Images },
  { id: 'podcasts', page: 'podcasts', labelKey: 'nav.podcasts', icon: Radio },
  { id: 'blogs', page: 'blogs', labelKey: 'nav.blogs', icon: Newspaper },
  { id: 'leaderboard', page: 'leaderboard', labelKey: 'nav.leaderboard', icon: Trophy },
  // Community spaces: the clubs' groups, the events calendar and the forums.
  { id: 'groups', page: 'groups', labelKey: 'nav.groups', icon: UsersRound },
  { id: 'events', page: 'events', labelKey: 'nav.events', icon: CalendarDays },
  { id: 'forums', page: 'forums', labelKey: 'nav.forums', icon: MessageSquareText },
  // Angler tools and rewards (issue 19): the community's reports, its best anglers and fans, the rewards.
  { id: 'fishingReports', page: 'fishingReports', labelKey: 'nav.fishingReports', icon: FileText },
  { id: 'anglers', page: 'anglers', labelKey: 'nav.anglers', icon: Medal },
  { id: 'topFans', page: 'topFans', labelKey: 'nav.topFans', icon: Heart },
  { id: 'rewards', page: 'gamification', labelKey: 'nav.rewards', icon: Gift },
];

/**
 * Mobile menu: the header's links and everything under Discover. The spec's list leaves Charters out, but a phone
 * has neither the Discover drop-down nor the side panel, and an angler books a charter from a phone (issue 18).
 */
export const MOBILE_NAV: readonly (NavLink & { id: NavId })[] = [...PRIMARY_NAV, ...DISCOVER_NAV];

/** Secondary links under the mobile menu so a phone reaches the company pages without the footer. */
export const MOBILE_MORE_NAV: readonly NavLink[] = [
  { id: 'about', page: 'about', labelKey: 'footer.links.about' },
  { id: 'services', page: 'services', labelKey: 'footer.links.services' },
  { id: 'contact', page: 'contact', labelKey: 'footer.links.contact' },
  { id: 'help', page: 'help', labelKey: 'footer.links.help' },
];

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Highlight rules: /events and /tournaments → Tournaments, /charters → Charters, /getsocial → GetSocial; the
 * other Discover pages highlight their own entry (and so Discover): /groups → Groups, /forums and a forum's
 * /topics → Forums.
 */
export function activeNavId(pathname: string): NavId | null {
  if (pathname === '/') return 'home';
  if (startsWithSegment(pathname, '/events') || startsWithSegment(pathname, '/tournaments'))
    return 'tournaments';
  if (startsWithSegment(pathname, '/charters')) return 'charters';
  if (startsWithSegment(pathname, '/booking-hub')) return 'bookingHub';
  if (startsWithSegment(pathname, '/getsocial')) return 'getsocial';
  if (startsWithSegment(pathname, '/topics')) return 'forums';
  for (const id of ['gallery', 'podcasts', 'blogs', 'leaderboard', 'groups', 'forums'] as const) {
    if (startsWithSegment(pathname, PAGES[id].path)) return id;
  }
  return null;
}

export interface FooterGroup {
  id: string;
  titleKey: string;
  links: readonly NavLink[];
}

/** Footer link groups, in the spec's order. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    id: 'anglers',
    titleKey: 'footer.groups.anglers',
    links: [
      { id: 'home', page: 'home', labelKey: 'footer.links.home' },
      { id: 'tournaments', page: 'tournaments', labelKey: 'footer.links.tournaments' },
      { id: 'events', page: 'events', labelKey: 'footer.links.eventsCalendar' },
      { id: 'leaderboard', page: 'leaderboard', labelKey: 'footer.links.leaderboard' },
      { id: 'forums', page: 'forums', labelKey: 'footer.links.forums' },
      { id: 'groups', page: 'groups', labelKey: 'footer.links.groups' },
      { id: 'blogs', page: 'blogs', labelKey: 'footer.links.blogs' },
      { id: 'podcasts', page: 'podcasts', labelKey: 'footer.links.podcasts' },
      { id: 'gallery', page: 'gallery', labelKey: 'footer.links.gallery' },
      { id: 'charters', page: 'charters', labelKey: 'footer.links.charters' },
      { id: 'bookingHub', page: 'bookingHub', labelKey: 'footer.links.bookingHub' },
      { id: 'merchandise', page: 'merchandise', labelKey: 'footer.links.merchandise' },
    ],
  },
  {
    id: 'business',
    titleKey: 'footer.groups.business',
    links: [
      { id: 'advertise', page: 'advertise', labelKey: 'footer.links.advertise' },
      { id: 'services', page: 'services', labelKey: 'footer.links.services' },
      { id: 'charterBoats', page: 'charterBoats', labelKey: 'footer.links.listCharter' },
      { id: 'partnerPrograms', page: 'partnerPrograms', labelKey: 'footer.links.partnerPrograms' },
      {
        id: 'tournamentOrganizers',
        page: 'tournamentOrganizers',
        labelKey: 'footer.links.tournamentOrganizers',
      },
      { id: 'solutions', page: 'solutions', labelKey: 'footer.links.solutions' },
      // Payments (issue 17): web-payer
      { id: 'pricing', page: 'pricing', labelKey: 'footer.links.pricing' },
      { id: 'mediaKit', page: 'mediaKit', labelKey: 'footer.links.mediaKit' },
    ],
  },
  {
    id: 'company',
    titleKey: 'footer.groups.company',
    links: [
      { id: 'about', page: 'about', labelKey: 'footer.links.about' },
      { id: 'contact', page: 'contact', labelKey: 'footer.links.contact' },
      { id: 'careers', page: 'careers', labelKey: 'footer.links.careers' },
      { id: 'press', page: 'press', labelKey: 'footer.links.press' },
      { id: 'investors', page: 'investors', labelKey: 'footer.links.investors' },
      { id: 'brandPartnerships', page: 'brandPartnerships', labelKey: 'footer.links.brandPartnerships' },
    ],
  },
  {
    id: 'support',
    titleKey: 'footer.groups.support',
    links: [
      { id: 'help', page: 'help', labelKey: 'footer.links.help' },
      { id: 'faq', page: 'faq', labelKey: 'footer.links.faq' },
      { id: 'privacy', page: 'privacy', labelKey: 'footer.links.privacy' },
      { id: 'terms', page: 'terms', labelKey: 'footer.links.terms' },
      { id: 'cookies', page: 'cookies', labelKey: 'footer.links.cookies' },
      { id: 'accessibility', page: 'accessibility', labelKey: 'footer.links.accessibility' },
    ],
  },
];

/** Social quick-access side panel. */
export const SOCIAL_PANEL_NAV: readonly NavLink[] = [
  { id: 'home', page: 'home', labelKey: 'panel.links.home', icon: Home },
  { id: 'search', page: 'search', labelKey: 'panel.links.search', icon: Search },
  { id: 'groups', page: 'socialGroups', labelKey: 'panel.links.groups', icon: Users },
  { id: 'events', page: 'socialEvents', labelKey: 'panel.links.events', icon: CalendarDays },
  { id: 'rewards', page: 'gamification', labelKey: 'panel.links.rewards', icon: Gift },
  { id: 'tournaments', page: 'tournaments', labelKey: 'panel.links.tournaments', icon: Trophy },
  { id: 'charters', page: 'charters', labelKey: 'panel.links.charters', icon: Ship },
  { id: 'bookingHub', page: 'bookingHub', labelKey: 'panel.links.bookingHub', icon: Luggage },
  // Angler tools (issue 19): the reports, my catch log and tackle, what I saved or scheduled, my numbers.
  { id: 'fishingReports', page: 'fishingReports', labelKey: 'panel.links.fishingReports', icon: FileText },
  { id: 'catchLog', page: 'catchLog', labelKey: 'panel.links.catchLog', icon: Fish },
  { id: 'tackleBox', page: 'tackleBox', labelKey: 'panel.links.tackleBox', icon: Package },
  { id: 'saved', page: 'savedPosts', labelKey: 'panel.links.saved', icon: Bookmark },
  { id: 'scheduled', page: 'scheduledPosts', labelKey: 'panel.links.scheduled', icon: CalendarClock },
  { id: 'analytics', page: 'socialAnalytics', labelKey: 'panel.links.analytics', icon: BarChart3 },
  { id: 'gallery', page: 'gallery', labelKey: 'panel.links.gallery', icon: Images },
  { id: 'live', page: 'livestream', labelKey: 'panel.links.live', icon: Radio, popup: true },
  { id: 'settings', page: 'profileSettings', labelKey: 'panel.links.settings', icon: Settings },
];

/**
 * The captain's office (issue 18), in the user menu of a person with the charter_captain or captain role. Earnings
 * live at /captain/earnings for the roles that page allows (captain, admin) and at /profile/earnings for the rest
 * (route-access.ts), so each entry goes to the first of its paths the person may open.
 */
const CAPTAIN_MENU: readonly { id: string; pages: readonly PageKey[]; labelKey: string; icon: LucideIcon }[] =
  [
    {
      id: 'dashboard',
      pages: ['captainDashboard'],
      labelKey: 'captainMenu.dashboard',
      icon: LayoutDashboard,
    },
    { id: 'bookings', pages: ['captainBookings'], labelKey: 'captainMenu.bookings', icon: CalendarCheck },
    { id: 'listings', pages: ['charterBoats'], labelKey: 'captainMenu.listings', icon: Anchor },
    { id: 'addListing', pages: ['addBoat'], labelKey: 'captainMenu.addListing', icon: SquarePlus },
    {
      id: 'earnings',
      pages: ['captainEarnings', 'profileEarnings'],
      labelKey: 'captainMenu.earnings',
      icon: Wallet,
    },
    { id: 'reviews', pages: ['captainReviews'], labelKey: 'captainMenu.reviews', icon: Star },
    { id: 'messages', pages: ['charterMessages'], labelKey: 'captainMenu.messages', icon: MessagesSquare },
  ];

export interface MenuLink {
  id: string;
  path: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  icon: LucideIcon;
}

const CAPTAIN_ROLES: readonly Role[] = ['charter_captain', 'captain'];

/** The captain menu for these roles: empty unless they hold a captain role; only pages that exist and admit them. */
export function captainMenuFor(roles: readonly Role[]): MenuLink[] {
  if (!roles.some((role) => CAPTAIN_ROLES.includes(role))) return [];
  return CAPTAIN_MENU.flatMap(({ pages, ...entry }) => {
    const page = pages.find(
      (key) => isAvailable(key) && decideAccess(PAGES[key].path, { roles }) === 'allow',
    );
    return page ? [{ ...entry, path: PAGES[page].path }] : [];
  });
}

/** An angler's own bookings, for whoever may open the page (issue 18). */
export function myBookingsLinkFor(roles: readonly Role[]): MenuLink | null {
  if (!isAvailable('myBookings') || decideAccess(PAGES.myBookings.path, { roles }) !== 'allow') return null;
  return {
    id: 'myBookings',
    path: PAGES.myBookings.path,
    labelKey: 'userMenu.myBookings',
    icon: CalendarCheck,
  };
}

/** The live stream and live leaderboard open in a 1200×800 window. */
export const POPUP_FEATURES = 'width=1200,height=800,noopener';

export type BottomBarItem =
  | (NavLink & { kind: 'link'; signedInOnly?: false })
  | {
      kind: 'action';
      id: 'post' | 'activity';
      page: PageKey;
      labelKey: string;
      icon: LucideIcon;
      signedInOnly: true;
    }
  | {
      kind: 'profile';
      id: 'profile';
      page: PageKey;
      labelKey: string;
      icon: LucideIcon;
      signedInOnly?: false;
    };

/**
 * Mobile bottom bar: Feed, Discover, Post (signed in), Activity (signed in), Profile. Post and
 * Activity open dialogs, so their `page` is the social home whose arrival makes them meaningful.
 */
export const BOTTOM_BAR: readonly BottomBarItem[] = [
  { kind: 'link', id: 'feed', page: 'getsocial', labelKey: 'bottomBar.feed', icon: LayoutList },
  { kind: 'link', id: 'discover', page: 'socialDiscover', labelKey: 'bottomBar.discover', icon: Compass },
  {
    kind: 'action',
    id: 'post',
    page: 'getsocial',
    labelKey: 'bottomBar.post',
    icon: PlusSquare,
    signedInOnly: true,
  },
  {
    kind: 'action',
    id: 'activity',
    page: 'getsocial',
    labelKey: 'bottomBar.activity',
    icon: Activity,
    signedInOnly: true,
  },
  { kind: 'profile', id: 'profile', page: 'mfaSettings', labelKey: 'bottomBar.profile', icon: User },
];

/** Where the bottom bar's Profile goes: the profile when signed in, sign-in otherwise. */
export function bottomBarProfilePath(signedIn: boolean): string {
  return signedIn ? profilePath() : PAGES.login.path;
}
