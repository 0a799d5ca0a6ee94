import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';
import { useMe } from '#web/lib/session';
import { ActivityAction } from '#web/features/notifications/components/activity-action';
import { PostAction } from '#web/features/social/components/post-action';
import { MessagesEntry } from '#web/features/messages/components/messages-entry';
import { useUnreadSummary } from '#web/features/messages/api/unread';
import { BOTTOM_BAR, bottomBarProfilePath, type BottomBarItem } from './navigation';
import { isAvailable, PAGES } from '#web/lib/pages';
import { useHasOwnActionBar } from '#web/lib/own-action-bar';

function visible(item: BottomBarItem, signedIn: boolean): boolean {
  if (!isAvailable(item.page)) return false;
  return item.signedInOnly ? signedIn : true;
}

/**
 * Mobile bottom bar: hidden on large screens, 64 px high plus the phone's safe area, each
 * item at least 64 px wide. Layouts that show it pad their content by the same height. A form with a
 * sticky action bar of its own hides it (two bars stacked would cover the form's last fields).
 */
export function BottomBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const me = useMe();
  const ownActionBar = useHasOwnActionBar();
  const signedIn = Boolean(me.data?.user);
  const items = BOTTOM_BAR.filter((item) => visible(item, signedIn));
  // Messages have no item of their own here: their count joins Activity's badge, and the sheet leads to them.
  const messaging = signedIn && isAvailable('messages');
  const unreadSummary = useUnreadSummary(messaging);
  const unreadMessages = (unreadSummary.data?.unreadCount ?? 0) + (unreadSummary.data?.requestCount ?? 0);
  if (ownActionBar) return null;

  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch justify-around px-2">
        {items.map((item) => {
          if (item.kind === 'action') {
            // Activity opens the notifications; Post opens the composer.
            if (item.id === 'activity')
              return (
                <li key={item.id} className="flex min-w-16 flex-1">
                  <ActivityAction
                    label={t(item.labelKey)}
                    icon={item.icon}
                    extra={
                      messaging
                        ? {
                            count: unreadMessages,
                            label: t('messaging.labelUnread', { count: unreadMessages }),
                            lead: (close) => <MessagesEntry count={unreadMessages} onNavigate={close} />,
                          }
                        : undefined
                    }
                  />
                </li>
              );
            return (
              <li key={item.id} className="flex min-w-16 flex-1">
                <PostAction label={t(item.labelKey)} icon={item.icon} />
              </li>
            );
          }
          const to = item.kind === 'profile' ? bottomBarProfilePath(signedIn) : PAGES[item.page].path;
          const active = item.kind === 'profile' ? pathname.startsWith('/profile') : pathname === to;
          const Icon = item.icon;
          return (
            <li key={item.id} className="flex min-w-16 flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
                  active
                    ? 'text-open dark:text-open-400'
                    : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                )}
              >
                {Icon && <Icon className="h-6 w-6" strokeWidth={active ? 2.4 : 2} aria-hidden="true" />}
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
