import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  Ban,
  CheckCircle2,
  Clock,
  Flag,
  Hourglass,
  Inbox,
  Lock,
  Timer,
  UserX,
} from 'lucide-react';
import type { ModerationHealth } from '@tightlines/domain/moderation/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { relativeTime } from '#web/lib/format/time';
import { useModerationHealth, useModerationSettings } from '#web/features/moderation/api/admin';
import { SettingsForm } from '#web/features/moderation/components/settings-form';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { formatMinutes } from '#web/features/moderation/lib/duration';

/** /admin/moderation: how the queue is doing, and the rules that feed it (hold words, strikes, suspensions). */
export function ModerationHealthPage() {
  const { t } = useTranslation('moderation');
  useDocumentTitle(t('health.title'));
  const health = useModerationHealth();
  const settings = useModerationSettings();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('health.title')}
        subtitle={t('health.subtitle')}
        actions={
          <Link to="/moderator" className={buttonClasses('primary', 'md')}>
            {t('health.openQueue')}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          </Link>
        }
      />
      {health.isError ? (
        <Card>
          <QueryError
            error={health.error}
            title={t('health.loadError')}
            onRetry={() => void health.refetch()}
            retrying={health.isFetching}
          />
        </Card>
      ) : health.data ? (
        <HealthView health={health.data} />
      ) : (
        <section className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <StatTileSkeleton key={index} />
          ))}
        </section>
      )}
      {settings.isError ? (
        <Card>
          <QueryError
            error={settings.error}
            title={t('settings.loadError')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        </Card>
      ) : settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : (
        <Card className="space-y-4 p-6" aria-hidden="true">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-2/3" />
        </Card>
      )}
    </div>
  );
}

function HealthView({ health }: { health: ModerationHealth }) {
  const { t, i18n } = useTranslation('moderation');
  const n = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const largest = Math.max(1, ...health.openByReason.map((row) => row.count));
  return (
    <>
      <section aria-label={t('health.numbers')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          icon={Inbox}
          label={t('health.openItems')}
          value={n(health.openItems)}
          hint={t('health.claimedHint', { count: health.claimedItems })}
          tone={health.openItems > 0 ? 'alert' : 'default'}
        />
        <StatTile
          icon={Timer}
          label={t('health.median')}
          value={
            health.medianMinutesToAction === null
              ? t('health.noData')
              : formatMinutes(t, health.medianMinutesToAction, i18n.language)
          }
          hint={t('health.medianHint')}
        />
        <StatTile
          icon={Hourglass}
          label={t('health.oldest')}
          value={
            health.oldestOpenAt
              ? relativeTime(health.oldestOpenAt, i18n.language, { style: 'long' })
              : t('health.nothingWaiting')
          }
        />
        <StatTile icon={Lock} label={t('health.claimed')} value={n(health.claimedItems)} />
        <StatTile icon={Flag} label={t('health.reports7')} value={n(health.reportsLast7Days)} />
        <StatTile icon={CheckCircle2} label={t('health.resolved7')} value={n(health.resolvedLast7Days)} />
        <StatTile icon={Clock} label={t('health.suspensions')} value={n(health.activeSuspensions)} />
        <StatTile icon={Ban} label={t('health.bans')} value={n(health.bans)} />
      </section>
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-deep dark:text-white">{t('health.bySource')}</h2>
          <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {health.openBySource.map((row) => (
              <li key={row.source} className="flex items-center justify-between py-2.5 text-sm">
                <Link
                  to={`/moderator?source=${row.source}`}
                  className="font-medium text-open hover:underline dark:text-open-400"
                >
                  {t(`sources.${row.source}`)}
                </Link>
                <span className="font-semibold text-deep tabular dark:text-white">{n(row.count)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-5 lg:col-span-2">
          <h2 className="text-base font-semibold text-deep dark:text-white">{t('health.byReason')}</h2>
          {health.openByReason.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <UserX className="h-4 w-4" aria-hidden="true" />
              {t('health.noReports')}
            </p>
          ) : (
            <ul className="mt-4 space-y-3">
              {health.openByReason.map((row) => (
                <li key={row.reason} className="grid grid-cols-[9rem_1fr_3rem] items-center gap-3">
                  <span className="truncate text-sm font-medium text-slate-700 dark:text-slate-200">
                    {t(`reasons.${row.reason}`)}
                  </span>
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
                    {n(row.count)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
