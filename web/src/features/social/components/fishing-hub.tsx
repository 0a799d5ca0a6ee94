import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  AtSign,
  BarChart3,
  Bookmark,
  CalendarClock,
  CalendarDays,
  FileText,
  Fish,
  Gift,
  Heart,
  Images,
  Medal,
  MessageSquareText,
  Package,
  Search,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { isAvailable, PAGES, type PageKey } from '#web/lib/pages';
import { cn } from '#web/components/ui/cn';
import { WidgetCard } from '#web/components/ui/widget-card';

interface HubLink {
  id: string;
  page: PageKey;
  icon: LucideIcon;
  signedInOnly?: boolean;
}

/**
 * For You: a Fishing Hub linking to fishing reports, the catch log, tackle box, saved and scheduled posts, mentions,
 * analytics and the gallery, rewards and the top anglers and fans (issue 19), and to
 * the community spaces to browse (the groups directory, the events calendar, the forums); my own groups and
 * events are the social home's tabs.
 */
const HUB: readonly HubLink[] = [
  { id: 'fishingReports', page: 'fishingReports', icon: FileText },
  // Angler tools (issue 19): my catch log and tackle box are the signed-in person's own.
  { id: 'catchLog', page: 'catchLog', icon: Fish, signedInOnly: true },
  { id: 'tackleBox', page: 'tackleBox', icon: Package, signedInOnly: true },
  { id: 'saved', page: 'savedPosts', icon: Bookmark, signedInOnly: true },
  { id: 'scheduled', page: 'scheduledPosts', icon: CalendarClock, signedInOnly: true },
  { id: 'mentions', page: 'mentions', icon: AtSign, signedInOnly: true },
  { id: 'search', page: 'search', icon: Search },
  { id: 'groups', page: 'groups', icon: UsersRound },
  { id: 'events', page: 'events', icon: CalendarDays },
  { id: 'forums', page: 'forums', icon: MessageSquareText },
  { id: 'analytics', page: 'socialAnalytics', icon: BarChart3, signedInOnly: true },
  { id: 'gallery', page: 'profileGallery', icon: Images, signedInOnly: true },
  // Rewards (issue 19): achievements and XP, and the community's best anglers and most active fans.
  { id: 'rewards', page: 'gamification', icon: Gift },
  { id: 'anglers', page: 'anglers', icon: Medal },
  { id: 'topFans', page: 'topFans', icon: Heart },
];

/** Only the pages that exist today (navigation.ts flags), so the hub never leads nowhere. */
export function hubLinks(signedIn: boolean): HubLink[] {
  return HUB.filter((link) => isAvailable(link.page) && (signedIn || !link.signedInOnly));
}

/** The hub as a card (sidebar) or a row of chips (phones). */
export function FishingHub({
  signedIn,
  variant = 'card',
}: {
  signedIn: boolean;
  variant?: 'card' | 'chips';
}) {
  const { t } = useTranslation('social');
  const links = hubLinks(signedIn);
  if (links.length === 0) return null;

  if (variant === 'chips') {
    return (
      <nav aria-label={t('hub.title')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {links.map((link) => (
            <li key={link.id} className="shrink-0">
              <Link
                to={PAGES[link.page].path}
                className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-[15px] font-semibold text-deep hover:border-open hover:text-open dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-open-400 dark:hover:text-open-400"
              >
                <link.icon className="h-4 w-4 text-open dark:text-open-400" aria-hidden="true" />
                {t(`hub.links.${link.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <WidgetCard title={t('hub.title')}>
      <nav aria-label={t('hub.title')}>
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.id}>
              <Link
                to={PAGES[link.page].path}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2 text-[15px] font-semibold text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                )}
              >
                <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
                  <link.icon className="h-4 w-4" aria-hidden="true" />
                </span>
                {t(`hub.links.${link.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </WidgetCard>
  );
}
