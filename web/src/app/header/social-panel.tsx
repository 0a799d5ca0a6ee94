import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, PanelRightOpen } from 'lucide-react';
import { Avatar, initialsOf } from '#web/components/ui/avatar';
import { iconTrigger } from './static-header-actions';
import { Sheet, SheetClose } from '#web/components/ui/sheet';
import { Skeleton } from '#web/components/ui/skeleton';
import { useMe } from '#web/lib/session';
import { availableLinks, POPUP_FEATURES, SOCIAL_PANEL_NAV } from '#web/app/navigation';
import { PAGES, profilePath } from '#web/lib/pages';

function ProfileCard() {
  const { t } = useTranslation('common');
  const me = useMe();
  if (me.isPending) return <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />;
  const user = me.data?.user;
  if (!user) {
    return (
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-deep to-open p-4 text-white">
        <p className="font-bold">{t('panel.signedOutTitle')}</p>
        <p className="mt-1 text-sm text-white/80">{t('panel.signedOutBody')}</p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <SheetClose asChild>
            <Link
              to={PAGES.login.path}
              className="inline-flex h-9 items-center justify-center rounded-[var(--radius-control)] border border-white/45 px-3 text-sm font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t('userMenu.login')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link
              to={PAGES.signup.path}
              className="inline-flex h-9 items-center justify-center rounded-[var(--radius-control)] bg-white px-3 text-sm font-semibold text-deep transition-colors hover:bg-shallows"
            >
              {t('userMenu.signup')}
            </Link>
          </SheetClose>
        </div>
      </div>
    );
  }
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <SheetClose asChild>
      <Link
        to={profilePath()}
        className="flex items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 p-3 transition-colors hover:border-open hover:bg-shallows/60 dark:border-slate-800 dark:hover:bg-slate-800"
      >
        <Avatar
          src={user.avatarUrl}
          alt={name}
          initials={initialsOf(user.firstName, user.lastName, user.email)}
          size="lg"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-bold text-deep dark:text-white">{name}</span>
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</span>
          <span className="mt-0.5 block text-sm font-semibold text-open dark:text-open-400">
            {t('panel.viewProfile')}
          </span>
        </span>
        <ChevronRight className="h-5 w-5 text-slate-400 rtl:rotate-180" aria-hidden="true" />
      </Link>
    </SheetClose>
  );
}

/** Social quick-access side panel, opened from the header on large screens. */
export function SocialPanel({ onDark, defaultOpen = false }: { onDark: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(defaultOpen);
  const linkClasses =
    'flex min-h-12 w-full items-center gap-3 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold text-deep transition-colors hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

  return (
    <div className="hidden lg:block">
      <button
        type="button"
        aria-label={t('panel.open')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={iconTrigger(onDark)}
      >
        <PanelRightOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
      </button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        title={t('panel.title')}
        closeLabel={t('nav.close')}
        side="end"
      >
        <div className="space-y-4 p-4">
          <ProfileCard />
          <nav aria-label={t('panel.title')}>
            <ul className="space-y-1">
              {availableLinks(SOCIAL_PANEL_NAV).map((link) => {
                const Icon = link.icon;
                const content = (
                  <>
                    {Icon && <Icon className="h-5 w-5 text-open dark:text-open-400" aria-hidden="true" />}
                    {t(link.labelKey)}
                  </>
                );
                return (
                  <li key={link.id}>
                    {link.popup ? (
                      <button
                        type="button"
                        className={linkClasses}
                        onClick={() => {
                          window.open(PAGES[link.page].path, '_blank', POPUP_FEATURES);
                          setOpen(false);
                        }}
                      >
                        {content}
                        <span className="sr-only">{t('panel.newWindow')}</span>
                      </button>
                    ) : (
                      <SheetClose asChild>
                        <Link to={PAGES[link.page].path} className={linkClasses}>
                          {content}
                        </Link>
                      </SheetClose>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </Sheet>
    </div>
  );
}
