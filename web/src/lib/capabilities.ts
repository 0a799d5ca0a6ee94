import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  CalendarDays,
  Flag,
  ClipboardCheck,
  FileText,
  CreditCard,
  Fish,
  Languages,
  Luggage,
  Anchor,
  MessageSquareText,
  MessagesSquare,
  Mic,
  Newspaper,
  Radio,
  Ship,
  ShieldCheck,
  Trophy,
  UserSearch,
  UsersRound,
  Medal,
  Send,
  Gift,
  Bookmark,
} from 'lucide-react';
import { isAvailable, PAGES, type PageKey } from './pages';

export type CapabilityKey =
  | 'tournaments'
  | 'leaderboards'
  | 'directing'
  | 'social'
  | 'people'
  | 'messages'
  | 'safety'
  | 'notifications'
  | 'security'
  | 'languages'
  | 'forums'
  // Fishing reports and trending locations (issue 19)
  | 'fishingReports'
  | 'groups'
  | 'events'
  | 'charters'
  | 'bookingHub'
  | 'captains'
  | 'livestream'
  | 'podcasts'
  | 'blogs'
  | 'payments'
  | 'rewards'
  | 'saved'
  // Angler tools (issue 19)
  | 'catchLog';

export interface Capability {
  key: CapabilityKey;
  /** The page that must exist before anyone is told about this capability. */
  page: PageKey;
  path: string;
  /** Keys in the `common` namespace ('paymentsOnline' when card payment is on: see withPaymentMode). */
  titleKey: `truth.capabilities.${CapabilityKey | 'paymentsOnline'}.title`;
  bodyKey: `truth.capabilities.${CapabilityKey | 'paymentsOnline'}.body`;
  Icon: LucideIcon;
}

const capability = (key: CapabilityKey, page: PageKey, Icon: LucideIcon): Capability => ({
  key,
  page,
  path: PAGES[page].path,
  titleKey: `truth.capabilities.${key}.title`,
  bodyKey: `truth.capabilities.${key}.body`,
  Icon,
});

/**
 * What the platform can do, each tied to the page that delivers it. Marketing copy (home, About, Help, FAQ,
 * the demo) lists only the available ones, so the copy changes the moment a page's flag flips, in every
 * language, and never promises a page that is not there.
 */
export const CAPABILITIES: readonly Capability[] = [
  capability('tournaments', 'tournaments', Trophy),
  capability('leaderboards', 'leaderboard', Medal),
  capability('directing', 'tournamentDirector', ClipboardCheck),
  // Entry fees are paid on registering; its words depend on the provider (withPaymentMode).
  capability('payments', 'tournaments', CreditCard),
  // Charters (issue 18): finding and booking a trip, the hub beside it, and listing a boat.
  capability('charters', 'charters', Ship),
  capability('bookingHub', 'bookingHub', Luggage),
  capability('captains', 'charterBoats', Anchor),
  capability('social', 'getsocial', MessagesSquare),
  // Issue 19: saved posts with collections, and scheduled posts.
  capability('saved', 'savedPosts', Bookmark),
  capability('people', 'search', UserSearch),
  // Angler tools (issue 19): the private catch log, with the tackle box beside it.
  capability('catchLog', 'catchLog', Fish),
  capability('messages', 'messages', Send),
  capability('groups', 'groups', UsersRound),
  capability('events', 'events', CalendarDays),
  capability('forums', 'forums', MessageSquareText),
  // Achievements, XP and social leaderboards (issue 19)
  capability('rewards', 'gamification', Gift),
  // Fishing reports and trending locations (issue 19)
  capability('fishingReports', 'fishingReports', FileText),
  capability('safety', 'blockedMuted', Flag),
  capability('notifications', 'notificationPreferences', BellRing),
  capability('security', 'mfaSettings', ShieldCheck),
  capability('languages', 'home', Languages),
  capability('livestream', 'livestream', Radio),
  capability('podcasts', 'podcasts', Mic),
  capability('blogs', 'blogs', Newspaper),
];

/** The capabilities whose page exists, in the order above (optionally only the named ones). */
export function availableCapabilities(only?: readonly CapabilityKey[]): Capability[] {
  return CAPABILITIES.filter(
    (entry) => isAvailable(entry.page) && (only === undefined || only.includes(entry.key)),
  );
}

/**
 * The payments card tells what is true on this server: paying by card online only when the server has a
 * payment provider configured (GET /api/payments/config says 'stripe'), paying at check-in otherwise.
 */
export function withPaymentMode(capabilities: Capability[], online: boolean): Capability[] {
  if (!online) return capabilities;
  return capabilities.map((entry) =>
    entry.key === 'payments'
      ? {
          ...entry,
          titleKey: 'truth.capabilities.paymentsOnline.title',
          bodyKey: 'truth.capabilities.paymentsOnline.body',
        }
      : entry,
  );
}

/** Keeps the entries of a content object whose required page exists; entries without a requirement stay. */
export function availableEntries<T>(
  entries: Record<string, T>,
  requires: Partial<Record<string, PageKey>>,
): [string, T][] {
  return Object.entries(entries).filter(([key]) => {
    const page = requires[key];
    return page === undefined || isAvailable(page);
  });
}
