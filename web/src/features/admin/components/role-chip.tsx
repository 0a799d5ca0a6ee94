import { useTranslation } from 'react-i18next';
import type { Role } from '@tightlines/domain/roles/roles';
import { cn } from '#web/components/ui/cn';

/** One tint per role so a row of chips reads at a glance; text stays AA on its tint in both themes. */
const TINTS: Record<Role, string> = {
  admin: 'bg-deep text-white dark:bg-cyan-300 dark:text-deep-900',
  moderator: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  charter_captain: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200',
  tournament_director: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  advertiser: 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200',
  publisher: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  user: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  affiliate: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  captain: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
};

export function RoleChip({ role, className }: { role: Role; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap',
        TINTS[role],
        className,
      )}
    >
      {t(`roles.${role}`)}
    </span>
  );
}

export function RoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <RoleChip key={role} role={role} />
      ))}
    </div>
  );
}
