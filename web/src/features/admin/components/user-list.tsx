import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tightlines/domain/admin/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import type { RoleAction } from '#web/features/admin/api/change-role';
import { fullName } from '#web/features/admin/lib/format';
import { shortDate } from '#web/lib/format/time';
import { RoleChips } from './role-chip';
import { RoleMenu } from './role-menu';
import { Skeleton } from '#web/components/ui/skeleton';
import { UserAvatar } from './user-avatar';
import { VerifiedBadge } from './verified-badge';
import { YouBadge } from './you-badge';

interface UserListProps {
  users: readonly AdminUser[];
  currentUserId: string | undefined;
  onPickRole: (user: AdminUser, role: Role, action: RoleAction) => void;
}

/** Desktop: a table, because admins compare rows. */
export function UserTable({ users, currentUserId, onPickRole }: UserListProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <table className="w-full table-fixed text-start text-sm">
      <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className="w-[40%] px-5 py-3 text-start">
            {t('users.columns.person')}
          </th>
          <th scope="col" className="px-3 py-3 text-start">
            {t('users.columns.roles')}
          </th>
          <th scope="col" className="w-32 px-3 py-3 text-start">
            {t('users.columns.status')}
          </th>
          <th scope="col" className="w-32 px-3 py-3 text-start">
            {t('users.columns.joined')}
          </th>
          <th scope="col" className="w-36 px-5 py-3 text-end">
            <span className="sr-only">{t('users.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {users.map((user) => {
          const name = fullName(user);
          return (
            <tr key={user.id} className="hover:bg-slate-50/70 dark:hover:bg-slate-800/40">
              <td className="px-5 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <UserAvatar person={user} />
                  <div className="min-w-0">
                    <div className="flex items-center gap-2">
                      <Link
                        to={`/admin/users/${user.id}`}
                        className="truncate font-semibold text-deep hover:text-open hover:underline dark:text-white"
                      >
                        {name}
                      </Link>
                      {user.id === currentUserId && <YouBadge />}
                    </div>
                    <p className="truncate text-slate-500 dark:text-slate-400">{user.email}</p>
                  </div>
                </div>
              </td>
              <td className="px-3 py-3">
                <RoleChips roles={user.roles} />
              </td>
              <td className="px-3 py-3">
                <VerifiedBadge verified={user.emailVerified} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-600 tabular dark:text-slate-400">
                {shortDate(user.createdAt, i18n.language)}
              </td>
              <td className="px-5 py-3 text-end">
                <RoleMenu
                  name={name}
                  roles={user.roles}
                  isSelf={user.id === currentUserId}
                  onPick={(role, action) => onPickRole(user, role, action)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Phones: one card per person, actions reachable with a thumb. */
export function UserCards({ users, currentUserId, onPickRole }: UserListProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ul aria-label={t('users.listLabel')} className="space-y-3">
      {users.map((user) => {
        const name = fullName(user);
        return (
          <li key={user.id}>
            <Card className="p-4">
              <div className="flex items-start gap-3">
                <UserAvatar person={user} />
                <div className="min-w-0 flex-1">
                  <div className="flex items-center gap-2">
                    <p className="truncate font-semibold text-deep dark:text-white">{name}</p>
                    {user.id === currentUserId && <YouBadge />}
                  </div>
                  <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
                </div>
              </div>
              <div className="mt-3">
                <RoleChips roles={user.roles} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                <VerifiedBadge verified={user.emailVerified} />
                <span aria-hidden="true">·</span>
                <span>{t('users.joined', { date: shortDate(user.createdAt, i18n.language) })}</span>
              </div>
              <div className="mt-4 flex gap-2">
                <RoleMenu
                  name={name}
                  roles={user.roles}
                  isSelf={user.id === currentUserId}
                  onPick={(role, action) => onPickRole(user, role, action)}
                />
                <Link
                  to={`/admin/users/${user.id}`}
                  className={buttonClasses('secondary', 'md', 'flex-1')}
                  aria-label={t('users.viewUser', { name })}
                >
                  {t('users.view')}
                  <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

export function UserListSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="hidden divide-y divide-slate-100 md:block dark:divide-slate-800">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-5 py-4">
            <Skeleton className="h-10 w-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-11 w-24" />
          </div>
        ))}
      </div>
      <div className="space-y-3 p-0 md:hidden">
        {Array.from({ length: 4 }, (_, index) => (
          <div
            key={index}
            className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex items-center gap-3">
              <Skeleton className="h-10 w-10 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-48" />
              </div>
            </div>
            <Skeleton className="h-6 w-24 rounded-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
