import { Check, ChevronDown, Minus, Plus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { GRANTABLE_ROLES } from '@tightlines/domain/admin/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { buttonClasses } from '#web/components/ui/button';
import type { RoleAction } from '#web/features/admin/api/change-role';
import { isBaseRoleOnly } from '#web/features/admin/lib/roles';

const itemClasses =
  'flex min-h-11 cursor-pointer select-none items-center gap-2.5 rounded-md px-3 text-[15px] text-deep outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-shallows dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/** The per-row roles menu: grant what the person lacks, revoke what they hold. Picking one asks to confirm. */
export function RoleMenu({
  name,
  roles,
  isSelf,
  onPick,
}: {
  name: string;
  roles: readonly Role[];
  isSelf: boolean;
  onPick: (role: Role, action: RoleAction) => void;
}) {
  const { t } = useTranslation('admin');
  const held = GRANTABLE_ROLES.filter((role) => roles.includes(role) && !isBaseRoleOnly(roles, role));
  const missing = GRANTABLE_ROLES.filter((role) => !roles.includes(role));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClasses('outline', 'md', 'px-3')}
        aria-label={t('roleMenu.label', { name })}
      >
        {t('roleMenu.button')}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {missing.length > 0 && (
            <DropdownMenu.Group>
              <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t('roleMenu.grantGroup')}
              </DropdownMenu.Label>
              {missing.map((role) => (
                <DropdownMenu.Item key={role} className={itemClasses} onSelect={() => onPick(role, 'grant')}>
                  <Plus className="h-4 w-4 text-success" aria-hidden="true" />
                  {t('roleMenu.grant', { role: t(`roles.${role}`) })}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          )}
          {missing.length > 0 && held.length > 0 && (
            <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200 dark:bg-slate-700" />
          )}
          {held.length > 0 && (
            <DropdownMenu.Group>
              <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t('roleMenu.revokeGroup')}
              </DropdownMenu.Label>
              {held.map((role) => {
                const ownAdmin = isSelf && role === 'admin';
                return (
                  <DropdownMenu.Item
                    key={role}
                    className={itemClasses}
                    disabled={ownAdmin}
                    title={ownAdmin ? t('roleMenu.ownAdmin') : undefined}
                    onSelect={() => onPick(role, 'revoke')}
                  >
                    {ownAdmin ? (
                      <Check className="h-4 w-4 text-slate-400" aria-hidden="true" />
                    ) : (
                      <Minus className="h-4 w-4 text-danger" aria-hidden="true" />
                    )}
                    {t('roleMenu.revoke', { role: t(`roles.${role}`) })}
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Group>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
