import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Role } from '@tightlines/domain/roles/roles';
import { CANNOT_REVOKE_OWN_ADMIN } from '@tightlines/domain/admin/contract';
import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useChangeRole, type RoleAction } from '#web/features/admin/api/change-role';
import { fullName } from '#web/features/admin/lib/format';

export interface PendingRoleChange {
  user: { id: string; firstName: string; lastName: string; email: string; roles: readonly Role[] };
  role: Role;
  action: RoleAction;
}

/**
 * Asks before a role changes hands (a role is access to other people's data), shows the mutation as busy,
 * then toasts the outcome. Stays open while busy so the admin sees the request finish.
 */
export function RoleChangeDialog({
  change,
  onClose,
}: {
  change: PendingRoleChange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const mutation = useChangeRole();
  const name = change ? fullName(change.user) : '';
  const roleLabel = change ? t(`roles.${change.role}`) : '';
  const leftWithNothing =
    change?.action === 'revoke' &&
    change.user.roles.filter((role) => role !== change.role && role !== 'user').length === 0;

  const handleConfirm = () => {
    if (!change) return;
    mutation.mutate(
      { userId: change.user.id, role: change.role, action: change.action },
      {
        onSuccess: () => {
          toast.success(
            t(change.action === 'grant' ? 'roleChange.granted' : 'roleChange.revoked', {
              role: roleLabel,
              name,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const message =
            error instanceof ApiRequestError && error.code === CANNOT_REVOKE_OWN_ADMIN.code
              ? t('errors.cannotRevokeOwnAdmin')
              : errorMessage(t, error);
          toast.error(t('roleChange.failed'), { description: message });
        },
      },
    );
  };

  return (
    <AlertDialog.Root
      open={change !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-deep-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed inset-x-3 bottom-3 z-50 rounded-2xl bg-white p-6 shadow-2xl sm:inset-x-auto sm:start-1/2 sm:top-1/2 sm:bottom-auto sm:w-full sm:max-w-md sm:-translate-y-1/2 sm:ltr:-translate-x-1/2 sm:rtl:translate-x-1/2 dark:bg-slate-900">
          {change && (
            <>
              <AlertDialog.Title className="text-lg font-bold text-deep dark:text-white">
                {t(change.action === 'grant' ? 'roleChange.grantTitle' : 'roleChange.revokeTitle', {
                  role: roleLabel,
                })}
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-[15px] text-slate-600 dark:text-slate-300">
                {t(
                  change.action === 'grant'
                    ? 'roleChange.grantBody'
                    : leftWithNothing
                      ? 'roleChange.revokeLastBody'
                      : 'roleChange.revokeBody',
                  {
                    role: roleLabel,
                    name,
                  },
                )}
              </AlertDialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="outline" disabled={mutation.isPending}>
                    {t('roleChange.cancel')}
                  </Button>
                </AlertDialog.Cancel>
                <Button
                  variant={change.action === 'grant' ? 'primary' : 'danger'}
                  busy={mutation.isPending}
                  onClick={handleConfirm}
                >
                  {t(change.action === 'grant' ? 'roleChange.confirmGrant' : 'roleChange.confirmRevoke')}
                </Button>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
