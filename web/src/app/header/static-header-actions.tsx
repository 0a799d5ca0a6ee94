import { useTranslation } from 'react-i18next';
import {
  ChevronDown,
  Globe,
  Menu,
  Monitor,
  Moon,
  PanelRightOpen,
  Sun,
  User,
  type LucideIcon,
} from 'lucide-react';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@tightlines/domain/i18n/languages';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { initialsOf } from '#web/components/ui/initials';
import { useMe } from '#web/lib/session';
import { useThemePreference, type ThemePreference } from '#web/lib/theme';
import { StaticBell } from '#web/features/notifications/components/static-bell';
import { MessagesLink } from '#web/features/messages/components/messages-link';

export type HeaderActionKey = 'language' | 'theme' | 'panel' | 'notifications' | 'user' | 'mobile';

/** The icon for each theme choice, on the header toggle and in its menus. */
export const THEME_ICONS: Record<ThemePreference, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

/** The same look as the real triggers (language picker, quick access, user menu, mobile menu). */
export const iconTrigger = (onDark: boolean) =>
  cn(
    'inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] transition-colors',
    onDark
      ? 'text-white hover:bg-white/10'
      : 'text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
  );

export const languageTrigger = (onDark: boolean) =>
  cn(
    'inline-flex h-11 items-center gap-1.5 rounded-[var(--radius-control)] px-2.5 text-sm font-semibold transition-colors',
    onDark
      ? 'text-white hover:bg-white/10'
      : 'text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
  );

export const userTrigger =
  'inline-flex h-11 w-11 items-center justify-center rounded-full transition-shadow hover:ring-2 hover:ring-open/40 focus-visible:ring-2 focus-visible:ring-open';

export const visitorAvatar = (onDark: boolean) =>
  onDark ? 'bg-white/15 text-white' : 'bg-shallows text-deep dark:bg-slate-800 dark:text-slate-100';

/** A pulsing placeholder while the account loads. */
export function UserMenuLoading() {
  const { t } = useTranslation('common');
  return (
    <span
      role="status"
      aria-label={t('userMenu.loading')}
      className="inline-flex h-11 w-11 items-center justify-center"
    >
      <Skeleton className="h-9 w-9 rounded-full" />
    </span>
  );
}

/**
 * Until someone reaches for the header's menus, these plain buttons stand in for them: they look the
 * same, and the first pointer, focus or click loads the real menus (Radix) and opens the one asked for.
 * This keeps the menus' code out of every page's first download.
 */
export function StaticHeaderActions({
  onDark,
  onActivate,
}: {
  onDark: boolean;
  onActivate: (key: HeaderActionKey) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const me = useMe();
  const code = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  const current = LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[0];
  const user = me.data?.user ?? null;
  const theme = useThemePreference();
  const ThemeIcon = THEME_ICONS[theme];

  return (
    <>
      <button
        type="button"
        aria-haspopup="menu"
        aria-label={t('language.change', { language: current.nativeName })}
        className={languageTrigger(onDark)}
        onClick={() => onActivate('language')}
      >
        <Globe className="h-5 w-5" aria-hidden="true" />
        {/* Phones show the globe alone (the label names the language): a 390 px header has no room for more. */}
        <span className="hidden uppercase sm:inline">{current.code.split('-')[0]}</span>
        <ChevronDown className="hidden h-4 w-4 opacity-70 sm:block" aria-hidden="true" />
      </button>
      {/* Phones pick the theme in the mobile menu; the header there has no room for it. */}
      <div className="hidden lg:block">
        <button
          type="button"
          aria-haspopup="menu"
          aria-label={t('theme.change', { theme: t(`theme.${theme}`) })}
          className={iconTrigger(onDark)}
          onClick={() => onActivate('theme')}
        >
          <ThemeIcon className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      <div className="hidden lg:block">
        <button
          type="button"
          aria-label={t('panel.open')}
          aria-expanded={false}
          className={iconTrigger(onDark)}
          onClick={() => onActivate('panel')}
        >
          <PanelRightOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      {/* Messages and the notification bell appear for signed-in people, next to the user menu. */}
      {user && <MessagesLink className={iconTrigger(onDark)} />}
      {/* Below lg the bottom bar's Activity carries the same badge and list: the phone header has room for one. */}
      {user && (
        <div className="hidden lg:block">
          <StaticBell className={iconTrigger(onDark)} onActivate={() => onActivate('notifications')} />
        </div>
      )}
      {me.isPending ? (
        <UserMenuLoading />
      ) : (
        <button
          type="button"
          aria-haspopup="menu"
          aria-label={t('userMenu.open')}
          className={cn(userTrigger, !user && visitorAvatar(onDark))}
          onClick={() => onActivate('user')}
        >
          {user ? (
            <span className="inline-flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-open text-sm font-semibold text-white">
              {user.avatarUrl ? (
                <img src={user.avatarUrl} alt="" className="h-full w-full object-cover" />
              ) : (
                initialsOf(user.firstName, user.lastName, user.email)
              )}
            </span>
          ) : (
            <User className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      )}
      <div className="lg:hidden">
        <button
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={false}
          className={iconTrigger(onDark)}
          onClick={() => onActivate('mobile')}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
    </>
  );
}
