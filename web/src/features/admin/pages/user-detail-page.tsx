import { useState, type ReactNode } from 'react';
import { ArrowLeft, Mail, UserX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GRANTABLE_ROLES, type AdminUserDetail } from '@tightlines/domain/admin/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ApiRequestError } from '#web/lib/api-client';
import { useMe } from '#web/lib/session';
import { useAdminUser } from '#web/features/admin/api/get-user';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { RoleChangeDialog, type PendingRoleChange } from '#web/features/admin/components/role-change-dialog';
import { RoleChip, RoleChips } from '#web/features/admin/components/role-chip';
import { Skeleton } from '#web/components/ui/skeleton';
import { UserAvatar } from '#web/features/admin/components/user-avatar';
import { VerifiedBadge } from '#web/features/admin/components/verified-badge';
import { YouBadge } from '#web/features/admin/components/you-badge';
import { fullName } from '#web/features/admin/lib/format';
import { fullTime, shortDate } from '#web/lib/format/time';
import { isBaseRoleOnly } from '#web/features/admin/lib/roles';
import { UserModerationSections } from '#web/features/moderation/index';

/** /admin/users/:userId: who the person is and every role, each with its own grant or revoke. */
export function UserDetailPage() {
  const { t } = useTranslation('admin');
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const me = useMe();

  return (
    <div className="space-y-5">
      <Link to="/admin/users" className={buttonClasses('ghost', 'md', '-ms-3')}>
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {user.isError ? (
        <Card>
          {user.error instanceof ApiRequestError &&
          (user.error.status === 404 || user.error.status === 400) ? (
            <EmptyState icon={UserX} title={t('detail.notFound')} />
          ) : (
            <QueryError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />
          )}
        </Card>
      ) : user.data ? (
        <UserDetail user={user.data} isSelf={user.data.id === me.data?.user?.id} />
      ) : (
        <DetailSkeleton />
      )}
    </div>
  );
}

function UserDetail({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const name = fullName(user);
  return (
    <>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <UserAvatar person={user} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight text-deep dark:text-white">{name}</h1>
              {isSelf && <YouBadge />}
            </div>
            <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
            <div className="mt-2">
              <RoleChips roles={user.roles} />
            </div>
          </div>
          <a href={`mailto:${user.email}`} className={buttonClasses('outline', 'md')}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            {t('detail.sendEmail')}
          </a>
        </div>
      </Card>

      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Card className="p-5 sm:p-6">
          <h2 className="text-base font-semibold text-deep dark:text-white">{t('detail.roles')}</h2>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('detail.rolesHint')}</p>
          <RoleGroup
            title={t('detail.current')}
            roles={GRANTABLE_ROLES.filter((role) => user.roles.includes(role))}
          >
            {(role) => {
              const locked =
                isSelf && role === 'admin'
                  ? t('roleMenu.ownAdmin')
                  : isBaseRoleOnly(user.roles, role)
                    ? t('detail.baseRole')
                    : null;
              return (
                <RoleRow role={role} hint={locked ?? t(`roleHints.${role}`)}>
                  <Button
                    variant="outline"
                    className="min-w-24 shrink-0"
                    disabled={locked !== null}
                    aria-label={t('roleMenu.revoke', { role: t(`roles.${role}`) })}
                    onClick={() => setPending({ user, role, action: 'revoke' })}
                  >
                    {t('detail.revoke')}
                  </Button>
                </RoleRow>
              );
            }}
          </RoleGroup>
          <RoleGroup
            title={t('detail.available')}
            roles={GRANTABLE_ROLES.filter((role) => !user.roles.includes(role))}
          >
            {(role) => (
              <RoleRow role={role} hint={t(`roleHints.${role}`)}>
                <Button
                  variant="secondary"
                  className="min-w-24 shrink-0"
                  aria-label={t('roleMenu.grant', { role: t(`roles.${role}`) })}
                  onClick={() => setPending({ user, role, action: 'grant' })}
                >
                  {t('detail.grant')}
                </Button>
              </RoleRow>
            )}
          </RoleGroup>
        </Card>

        <Card className="h-fit p-5 sm:p-6">
          <h2 className="text-base font-semibold text-deep dark:text-white">{t('detail.account')}</h2>
          <dl className="mt-4 space-y-4 text-sm">
            <Fact label={t('detail.email')}>
              <span className="block break-all">{user.email}</span>
              <VerifiedBadge verified={user.emailVerified} />
            </Fact>
            <Fact label={t('detail.country')}>{user.country || t('detail.notSet')}</Fact>
            <Fact label={t('detail.joined')}>{shortDate(user.createdAt, i18n.language)}</Fact>
            <Fact label={t('detail.lastActive')}>
              {user.lastActiveAt ? fullTime(user.lastActiveAt, i18n.language) : t('detail.never')}
            </Fact>
            <Fact label={t('detail.twoFactor')}>
              {user.twoFactorEnabled ? t('detail.on') : t('detail.off')}
            </Fact>
          </dl>
        </Card>
      </div>
      <UserModerationSections userId={user.id} />
      <RoleChangeDialog change={pending} onClose={() => setPending(null)} />
    </>
  );
}

function RoleGroup({
  title,
  roles,
  children,
}: {
  title: string;
  roles: readonly Role[];
  children: (role: Role) => ReactNode;
}) {
  if (roles.length === 0) return null;
  return (
    <section className="mt-5">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h3>
      <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
        {roles.map((role) => (
          <li key={role}>{children(role)}</li>
        ))}
      </ul>
    </section>
  );
}

function RoleRow({ role, hint, children }: { role: Role; hint: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <RoleChip role={role} />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>
      </div>
      {children}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-deep dark:text-slate-100">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-5" aria-hidden="true">
      <Card className="flex items-center gap-4 p-6">
        <Skeleton className="h-16 w-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Card className="space-y-4 p-6">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </Card>
        <Card className="space-y-4 p-6">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </Card>
      </div>
    </div>
  );
}
