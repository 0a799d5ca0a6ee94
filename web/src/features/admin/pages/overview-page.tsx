import { ArrowRight, BadgeCheck, Inbox, ScrollText, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, type AdminStats } from '@tightlines/domain/admin/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useContactMessages } from '#web/features/admin/api/get-contact-messages';
import { useAdminStats } from '#web/features/admin/api/get-stats';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { RoleChip } from '#web/features/admin/components/role-chip';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { formatNumber } from '#web/features/admin/lib/format';
import { relativeTime } from '#web/lib/format/time';

/** /admin: the numbers an admin checks first, each a door to the page that acts on it. */
export function OverviewPage() {
  const { t, i18n } = useTranslation(['admin', 'moderation']);
  const stats = useAdminStats();
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <div className="space-y-6">
      <PageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} />
      {stats.isError ? (
        <Card>
          <QueryError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        </Card>
      ) : (
        <>
          <section
            aria-label={t('overview.title')}
            className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
          >
            {stats.data ? (
              <>
                <StatTile
                  icon={Users}
                  label={t('overview.users')}
                  value={n(stats.data.users)}
                  hint={t('overview.usersHint')}
                />
                <StatTile
                  icon={BadgeCheck}
                  label={t('overview.verified')}
                  value={n(stats.data.verifiedUsers)}
                  hint={t('overview.verifiedHint', {
                    percent:
                      stats.data.users === 0
                        ? 0
                        : Math.round((stats.data.verifiedUsers / stats.data.users) * 100),
                  })}
                />
                <StatTile
                  className="col-span-2 lg:col-span-1"
                  icon={Inbox}
                  label={t('overview.messages')}
                  value={n(stats.data.contactMessagesRecent)}
                  hint={t('overview.messagesHint', { count: stats.data.recentDays })}
                />
              </>
            ) : (
              <>
                <StatTileSkeleton />
                <StatTileSkeleton />
                <StatTileSkeleton className="col-span-2 lg:col-span-1" />
              </>
            )}
          </section>
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <RoleBreakdown stats={stats.data} />
            <div className="space-y-4">
              <LatestMessages />
              <Card className="flex flex-col gap-3 p-5">
                <Link to="/admin/users" className={buttonClasses('primary', 'md', 'justify-between')}>
                  {t('overview.manageUsers')}
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
                <Link to="/admin/messages" className={buttonClasses('outline', 'md', 'justify-between')}>
                  {t('overview.openInbox')}
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
                <Link to="/admin/moderation" className={buttonClasses('outline', 'md', 'justify-between')}>
                  <span className="inline-flex items-center gap-2">
                    <ShieldCheck className="h-4 w-4" aria-hidden="true" />
                    {t('moderation:nav.moderation')}
                  </span>
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
                <Link to="/admin/audit" className={buttonClasses('outline', 'md', 'justify-between')}>
                  <span className="inline-flex items-center gap-2">
                    <ScrollText className="h-4 w-4" aria-hidden="true" />
                    {t('moderation:nav.audit')}
                  </span>
                  <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                </Link>
              </Card>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function RoleBreakdown({ stats }: { stats: AdminStats | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const largest = Math.max(1, ...(stats?.roles.map((row) => row.count) ?? []));
  return (
    <Card className="p-5 lg:col-span-2">
      <h2 className="text-base font-semibold text-deep dark:text-white">{t('overview.byRole')}</h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('overview.byRoleHint')}</p>
      <ul className="mt-4 space-y-3">
        {stats
          ? stats.roles.map((row) => (
              <li key={row.role} className="grid grid-cols-[9.5rem_1fr_3rem] items-center gap-3">
                <RoleChip role={row.role} className="justify-self-start" />
                <span
                  className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                  aria-hidden="true"
                >
                  <span
                    className="block h-full rounded-full bg-open"
                    style={{ width: `${(row.count / largest) * 100}%` }}
                  />
                </span>
                <span className="text-end text-sm font-semibold text-deep tabular dark:text-white">
                  {formatNumber(row.count, i18n.language)}
                </span>
              </li>
            ))
          : Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="grid grid-cols-[9.5rem_1fr_3rem] items-center gap-3">
                <Skeleton className="h-6 w-24 rounded-full" />
                <Skeleton className="h-2" />
                <Skeleton className="h-4 w-8 justify-self-end" />
              </li>
            ))}
      </ul>
    </Card>
  );
}

/** The three newest contact messages: the inbox is the admin's to-do list. Shares the inbox page's cache. */
function LatestMessages() {
  const { t, i18n } = useTranslation('admin');
  const messages = useContactMessages({ offset: 0, limit: ADMIN_PAGE_SIZE });
  const latest = messages.data?.items.slice(0, 3);
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-deep dark:text-white">{t('overview.latestMessages')}</h2>
      {messages.isError ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('states.loadError')}</p>
      ) : !latest ? (
        <div className="mt-3 space-y-3" aria-hidden="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : latest.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('messages.empty')}</p>
      ) : (
        <ul className="-mx-2 mt-2">
          {latest.map((message) => (
            <li key={message.id}>
              <Link
                to={`/admin/messages?id=${message.id}`}
                className="flex min-h-11 flex-col justify-center rounded-lg px-2 py-2 hover:bg-slate-50 dark:hover:bg-slate-800/60"
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="truncate text-sm font-semibold text-deep dark:text-white">
                    {message.name}
                  </span>
                  <time
                    dateTime={message.createdAt}
                    className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
                  >
                    {relativeTime(message.createdAt, i18n.language, { dateAfterDays: 7 })}
                  </time>
                </span>
                <span className="truncate text-sm text-slate-600 dark:text-slate-400">
                  {message.subject || t('messages.noSubject')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
