import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '#web/components/ui/logo';
import { cn } from '#web/components/ui/cn';
import { DesktopNav } from './desktop-nav';
import { useScrolledPast } from './use-scrolled-past';
import { iconTrigger, StaticHeaderActions, type HeaderActionKey } from './static-header-actions';
import { NotificationsRealtime } from '#web/features/notifications/components/notifications-realtime';
import { LeaderboardButton } from '#web/features/leaderboards/components/leaderboard-button';

const loadHeaderActions = () => import('./header-actions');
const HeaderActions = lazy(() => loadHeaderActions().then((m) => ({ default: m.HeaderActions })));

/** The header turns from translucent dark to white once the page scrolls past 10 px. */
const SCROLL_THRESHOLD = 10;

/**
 * The site header. `overlay` (the home page) starts as a translucent dark bar over the hero with the
 * light logo; everywhere else it is a white bar. `wide` spans the window (dashboards, whose sidebar
 * starts at the edge).
 */
export function SiteHeader({ overlay = false, wide = false }: { overlay?: boolean; wide?: boolean }) {
  const { t } = useTranslation('common');
  const scrolled = useScrolledPast(SCROLL_THRESHOLD, overlay);
  const onDark = overlay && !scrolled;
  const [opened, setOpened] = useState<HeaderActionKey | 'none' | null>(null);
  const preload = () => void loadHeaderActions();

  return (
    <header
      data-variant={onDark ? 'translucent' : 'solid'}
      className={cn(
        'sticky top-0 z-40 border-b transition-colors duration-200 ease-out',
        onDark
          ? 'border-white/10 bg-deep-900/35 backdrop-blur-md'
          : 'border-slate-200 bg-white/95 shadow-[var(--shadow-soft)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95',
      )}
    >
      <div
        className={cn(
          'mx-auto flex h-16 items-center gap-2 px-4 sm:px-6 lg:px-8',
          wide ? 'max-w-none' : 'max-w-7xl',
        )}
      >
        <Link to="/" aria-label={t('nav.homeLink')} className="-ms-1 rounded-[var(--radius-control)] p-1">
          <Logo light={onDark} />
        </Link>
        {/* Only the desktop nav needs the gap; on phones every pixel goes to the actions. */}
        <div className="hidden lg:ms-6 lg:block">
          <DesktopNav onDark={onDark} />
        </div>
        <div
          className="ms-auto flex items-center gap-0.5 sm:gap-1"
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
        >
          {/* The leaderboard button with the count of active tournaments. */}
          <LeaderboardButton className={iconTrigger(onDark)} />
          {opened === null ? (
            <StaticHeaderActions onDark={onDark} onActivate={setOpened} />
          ) : (
            <Suspense fallback={<StaticHeaderActions onDark={onDark} onActivate={setOpened} />}>
              <HeaderActions onDark={onDark} initialOpen={opened === 'none' ? undefined : opened} />
            </Suspense>
          )}
        </div>
      </div>
      {/* Realtime follows the signed-in person; the header is on every page that has chrome. */}
      <NotificationsRealtime />
    </header>
  );
}
