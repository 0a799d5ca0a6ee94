import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  CalendarDays,
  Flag,
  ClipboardCheck,
  Languages,
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
  | 'groups'
  | 'events'
  | 'charters'
  | 'livestream'
  | 'podcasts'
  | 'blogs';

export interface Capability {
  key: CapabilityKey;
  /** The page that must exist before anyone is told about this capability. */
  page: PageKey;
  path: string;
  /** Keys in the `common` namespace. */
  titleKey: `truth.capabilities.${CapabilityKey}.title`;
  bodyKey: `truth.capabilities.${CapabilityKey}.body`;
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
  capability('social', 'getsocial', MessagesSquare),
  capability('people', 'search', UserSearch),
  capability('messages', 'messages', Send),
  capability('groups', 'groups', UsersRound),
  capability('events', 'events', CalendarDays),
  capability('forums', 'forums', MessageSquareText),
  capability('safety', 'blockedMuted', Flag),
  capability('notifications', 'notificationPreferences', BellRing),
  capability('security', 'mfaSettings', ShieldCheck),
  capability('languages', 'home', Languages),
  capability('charters', 'charters', Ship),
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
