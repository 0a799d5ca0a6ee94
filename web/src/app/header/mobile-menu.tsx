import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import { iconTrigger, THEME_ICONS } from './static-header-actions';
import { buttonClasses } from '#web/components/ui/button';
import { Sheet, SheetClose } from '#web/components/ui/sheet';
import { useMe } from '#web/lib/session';
import { setThemePreference, THEME_PREFERENCES, useThemePreference } from '#web/lib/theme';
import { activeNavId, availableLinks, MOBILE_MORE_NAV, MOBILE_NAV } from '#web/app/navigation';
import { PAGES } from '#web/lib/pages';

/** Mobile menu: hidden on large screens; closes on selection, backdrop click or Escape. */
export function MobileMenu({ onDark, defaultOpen = false }: { onDark: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const me = useMe();
  const [open, setOpen] = useState(defaultOpen);
  const active = activeNavId(pathname);
  const signedOut = me.isSuccess && !me.data.user;

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={iconTrigger(onDark)}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('nav.menuTitle')}
        closeLabel={t('nav.close')}
        side="end"
      >
        <nav aria-label={t('nav.main')} className="p-3">
          <ul className="space-y-1">
            {availableLinks(MOBILE_NAV).map((link) => {
              const Icon = link.icon;
              const isActive = link.id === active;
              return (
                <li key={link.id}>
                  <SheetClose asChild>
                    <Link
                      to={PAGES[link.page].path}
                      aria-current={isActive ? 'page' : undefined}
                      className={cn(
                        'flex min-h-12 items-center gap-3 rounded-[var(--radius-control)] px-3 text-base font-semibold transition-colors',
                        isActive
                          ? 'bg-shallows text-open dark:bg-slate-800 dark:text-open-400'
                          : 'text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
                      )}
                    >
                      {Icon && <Icon className="h-5 w-5" aria-hidden="true" />}
                      {t(link.labelKey)}
                    </Link>
                  </SheetClose>
                </li>
              );
            })}
          </ul>
          <h2 className="mt-6 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t('nav.more')}
          </h2>
          <ul className="mt-2 space-y-1">
            {availableLinks(MOBILE_MORE_NAV).map((link) => (
              <li key={link.id}>
                <SheetClose asChild>
                  <Link
                    to={PAGES[link.page].path}
                    className="flex min-h-11 items-center rounded-[var(--radius-control)] px-3 text-[15px] text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  >
                    {t(link.labelKey)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeChoice />
        {signedOut && (
          <div className="grid grid-cols-2 gap-3 border-t border-slate-200 p-4 dark:border-slate-800">
            <SheetClose asChild>
              <Link to={PAGES.login.path} className={buttonClasses('outline')}>
                {t('userMenu.login')}
              </Link>
            </SheetClose>
            <SheetClose asChild>
              <Link to={PAGES.signup.path} className={buttonClasses('primary')}>
                {t('userMenu.signup')}
              </Link>
            </SheetClose>
          </div>
        )}
      </Sheet>
    </div>
  );
}

/**
 * DESIGN: dark mode follows the system setting, with a toggle. Native radios (arrow keys, one tab
 * stop) styled as a segmented control; the choice applies at once and the sheet stays open.
 */
function ThemeChoice() {
  const { t } = useTranslation('common');
  const theme = useThemePreference();
  return (
    <fieldset className="mt-3 px-6 pb-5">
      <legend className="px-0 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('theme.label')}
      </legend>
      <div className="grid grid-cols-3 gap-1 rounded-[var(--radius-control)] bg-slate-100 p-1 dark:bg-slate-800">
        {THEME_PREFERENCES.map((preference) => {
          const Icon = THEME_ICONS[preference];
          return (
            <label
              key={preference}
              className="flex min-h-12 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md px-1 text-center text-sm font-semibold text-slate-700 transition-colors has-checked:bg-white has-checked:text-deep has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-open dark:text-slate-300 dark:has-checked:bg-slate-950 dark:has-checked:text-white"
            >
              <input
                type="radio"
                name="theme"
                value={preference}
                checked={theme === preference}
                onChange={() => setThemePreference(preference)}
                className="sr-only"
              />
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`theme.${preference}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
