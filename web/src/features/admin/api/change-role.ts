import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@tightlines/domain/admin/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { api } from '#web/lib/api-client';
import { getMeQueryOptions } from '#web/lib/session';
import { adminKeys } from './admin-keys';

export type RoleAction = 'grant' | 'revoke';

export interface RoleChange {
  userId: string;
  role: Role;
  action: RoleAction;
}

/** PUT grants, DELETE revokes; both answer the user as they are afterwards. */
export function changeRole({ userId, role, action }: RoleChange): Promise<AdminUserDetail> {
  return api<AdminUserDetail>(`/admin/users/${encodeURIComponent(userId)}/roles/${role}`, {
    method: action === 'grant' ? 'PUT' : 'DELETE',
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminKeys.user(updated.id), updated);
      // Lists, the detail page and the per-role counts all show roles.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        // An admin changing their own roles changes their menus too.
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]);
    },
  });
}
