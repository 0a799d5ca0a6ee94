import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FlaskConical, LogOut, Repeat } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useMe, useSignOut } from '#web/lib/session';
import { useDemoAccounts, useSignInAsDemo } from '#web/features/demo/api/demo-accounts';
import { DEMO_BANNER_BAR } from './banner-bar';
import { roleLabelKey } from './role-label';

/** A banner with Switch Role and Exit Demo for demo accounts (e-mail starting demo-). */
export function DemoBanner() {
  const { t } = useTranslation('demo');
  const me = useMe();
  const isDemo = Boolean(me.data?.user?.isDemo);
  const accounts = useDemoAccounts();
  const signInAs = useSignInAsDemo();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!isDemo || !me.data?.user) return null;
  const current = me.data.user.email;
  const currentRole =
    accounts.data?.accounts.find((account) => account.email === current)?.role ??
    me.data.primaryRole ??
    'user';

  const handleSwitch = (email: string) => {
    const password = accounts.data?.password;
    const target = accounts.data?.accounts.find((account) => account.email === email);
    if (!password || !target) return;
    signInAs.mutate(
      { email, password },
      {
        onSuccess: () => {
          toast.success(t('banner.switched', { role: t(roleLabelKey(target.role)) }));
          void navigate('/');
        },
        onError: () => toast.error(t('banner.switchFailed')),
      },
    );
  };

  const handleExit = async () => {
    await signOut();
    toast.success(t('banner.exited'));
    void navigate('/');
  };

  const roleLabel = t(roleLabelKey(currentRole));
  return (
    <div role="region" aria-label={t('banner.label')} className={DEMO_BANNER_BAR}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 text-sm">
        <p className="flex min-w-0 flex-1 items-center gap-2">
          <FlaskConical className="h-4 w-4 shrink-0" aria-hidden="true" />
          {/* Phones show "Demo mode · Angler" so the bar stays one row; the sentence stays for screen readers. */}
          <span className="truncate max-sm:sr-only">{t('banner.text', { role: roleLabel })}</span>
          <span className="truncate font-medium sm:hidden" aria-hidden="true">
            {t('banner.label')} · {roleLabel}
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* Non-modal like the shared menus (components/ui/dropdown-menu.tsx): no aria-hidden over focusable page. */}
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger asChild>
              <button
                type="button"
                className="inline-flex h-9 min-w-11 items-center justify-center gap-1.5 rounded-md bg-white/70 px-3 font-semibold hover:bg-white dark:bg-amber-950/40 dark:hover:bg-amber-950/70"
                disabled={signInAs.isPending}
              >
                <Repeat className="h-4 w-4" aria-hidden="true" />
                <span className="max-sm:sr-only">{t('banner.switchRole')}</span>
              </button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-[60] min-w-52 rounded-lg border border-slate-200 bg-white p-1 text-deep shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              >
                {accounts.data?.accounts
                  .filter((account) => account.email !== current)
                  .map((account) => (
                    <DropdownMenu.Item
                      key={account.email}
                      onSelect={() => handleSwitch(account.email)}
                      className="flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-shallows dark:data-[highlighted]:bg-slate-800"
                    >
                      {t(roleLabelKey(account.role))}
                    </DropdownMenu.Item>
                  ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <button
            type="button"
            onClick={() => void handleExit()}
            className="inline-flex h-9 min-w-11 items-center justify-center gap-1.5 rounded-md px-3 font-semibold hover:bg-white/60 dark:hover:bg-amber-950/40"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span className="max-sm:sr-only">{t('banner.exit')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
