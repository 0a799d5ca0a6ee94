import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  ArrowLeft,
  ExternalLink,
  FileWarning,
  Lock,
  MessageSquareQuote,
  ShieldAlert,
  Unlock,
} from 'lucide-react';
import type {
  ActionRecord,
  ContextEntry,
  ModerationAction,
  QueueItemDetail,
  TakeAction,
} from '@tightlines/domain/moderation/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { PersonAvatar } from '#web/components/ui/avatar';
import { errorMessage } from '#web/lib/error-message';
import { fullTime, relativeTime, shortDate } from '#web/lib/format/time';
import { useClaim, useQueueItem, useTakeAction } from '#web/features/moderation/api/queue';
import { useModerationSettings } from '#web/features/moderation/api/admin';
import { useMe } from '#web/lib/session';
import { ActionDialog, needsReason } from './action-dialog';
import { PersonLine, ReasonChips, SeverityBadge, StandingBadge, StrikeMeter } from './badges';
import { ClaimState } from './queue-card';

/**
 * One queue item, to judge and act on: the content in context, every report, the author's standing and history,
 * the appeal or hold that brought it here, Claim / Release and the actions the server offers.
 */
export function ItemDetail({
  itemId,
  myId,
  onBack,
  onResolved,
}: {
  itemId: string;
  myId: string | undefined;
  onBack: () => void;
  onResolved: (itemId: string) => void;
}) {
  const { t } = useTranslation('moderation');
  const item = useQueueItem(itemId);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Button variant="ghost" size="sm" onClick={onBack} className="h-11">
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t('detail.back')}
        </Button>
      </div>
      {item.isError ? (
        <QueryError
          error={item.error}
          title={t('detail.loadError')}
          onRetry={() => void item.refetch()}
          retrying={item.isFetching}
        />
      ) : item.data ? (
        <DetailBody item={item.data} myId={myId} onResolved={onResolved} />
      ) : (
        <DetailSkeleton />
      )}
    </Card>
  );
}

function DetailBody({
  item,
  myId,
  onResolved,
}: {
  item: QueueItemDetail;
  myId: string | undefined;
  onResolved: (itemId: string) => void;
}) {
  const { t, i18n } = useTranslation('moderation');
  const claim = useClaim(item.id);
  const act = useTakeAction(item.id);
  const isAdmin = useMe().data?.roles.includes('admin') ?? false;
  const threshold = useModerationSettings({ enabled: isAdmin }).data?.strikesToSuspend;
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const claimedByOther = item.claimedBy !== null && item.claimedBy.id !== myId;
  const open = item.status === 'open';

  const run = (body: TakeAction) =>
    act.mutate(body, {
      onSuccess: (result) => {
        setPending(null);
        toast.success(t(`toast.${body.action}`));
        if (result.autoSuspension?.until)
          toast.info(
            t('toast.autoSuspended', { date: shortDate(result.autoSuspension.until, i18n.language) }),
          );
        onResolved(item.id);
      },
      onError: () => toast.error(t('toast.failed')),
    });

  const choose = (action: ModerationAction) => {
    if (action === 'dismiss') run({ action });
    else setPending(action);
  };

  const toggleClaim = (claiming: boolean) =>
    claim.mutate(claiming, {
      onSuccess: () => toast.success(claiming ? t('detail.claimed') : t('detail.released')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  return (
    <div className="divide-y divide-slate-100 dark:divide-slate-800">
      <header className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={item.severity} />
          <h2 className="text-lg font-bold text-deep dark:text-white">
            {t('detail.heading', { type: t(`targetTypes.${item.target.type}`) })}
          </h2>
          <span className="text-sm text-slate-500 dark:text-slate-400">
            · {t(`sourceOne.${item.source}`)}
          </span>
        </div>
        {item.source === 'report' && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-deep dark:text-white">
              {t('queue.reports', { count: item.reportCount })}
            </span>
            <ReasonChips reasons={item.reasons} />
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
          <ClaimState item={item} myId={myId} />
          {open &&
            (item.claimedBy?.id === myId ? (
              <Button variant="outline" size="sm" busy={claim.isPending} onClick={() => toggleClaim(false)}>
                <Unlock className="h-4 w-4" aria-hidden="true" />
                {t('detail.release')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                busy={claim.isPending}
                disabled={claimedByOther}
                onClick={() => toggleClaim(true)}
              >
                <Lock className="h-4 w-4" aria-hidden="true" />
                {t('detail.claim')}
              </Button>
            ))}
        </div>
        {open ? (
          item.availableActions.length > 0 && (
            <div role="group" aria-label={t('detail.actions')} className="flex flex-wrap gap-2">
              {item.availableActions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  className="h-11"
                  variant={
                    action === 'dismiss' || action === 'restore' || action === 'unban'
                      ? 'outline'
                      : action === 'ban' || action === 'delete'
                        ? 'danger'
                        : 'secondary'
                  }
                  busy={act.isPending && act.variables?.action === action && !needsReason(action)}
                  disabled={act.isPending}
                  onClick={() => choose(action)}
                >
                  {t(`actions.${action}`)}
                </Button>
              ))}
            </div>
          )
        ) : (
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            {item.resolution && item.resolvedAt
              ? t('detail.resolvedAs', {
                  action: t(`resolution.${item.resolution}`),
                  time: relativeTime(item.resolvedAt, i18n.language, { style: 'long' }),
                })
              : t('queue.status.resolved')}
          </p>
        )}
        {act.isError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
          >
            {errorMessage(t, act.error)}
          </p>
        )}
      </header>

      {item.appeal && (
        <Section
          icon={MessageSquareQuote}
          title={t('detail.appeal', { action: t(`actions.${item.appeal.action}`) })}
        >
          <blockquote
            dir="auto"
            className="rounded-lg border-s-4 border-open bg-shallows/60 px-4 py-3 text-[15px] whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-100"
          >
            {item.appeal.text}
          </blockquote>
        </Section>
      )}
      {item.hold && (
        <Section icon={ShieldAlert} title={t('detail.hold')}>
          <p className="text-[15px] text-slate-700 dark:text-slate-200">
            {item.hold.rule === 'word'
              ? t('detail.holdWord', { word: item.hold.match ?? '' })
              : t('detail.holdLink')}
          </p>
        </Section>
      )}

      <Section title={item.context.heading ?? t('detail.context')}>
        <ContextList entries={item.context.entries} />
        {item.target.url && (
          <a
            href={item.target.url}
            target="_blank"
            rel="noreferrer"
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-open hover:underline dark:text-open-400"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('detail.openInApp')}
          </a>
        )}
      </Section>

      {item.reports.length > 0 && (
        <Section title={t('detail.reports', { count: item.reports.length })}>
          <ul className="space-y-3">
            {item.reports.map((report) => (
              <li key={report.id} className="flex gap-3">
                <PersonAvatar person={report.reporter} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm">
                    <span className="font-semibold text-deep dark:text-white">
                      {report.reporter.displayName}
                    </span>{' '}
                    <span className="text-slate-500 dark:text-slate-400">
                      · {t(`reasons.${report.reason}`)} ·{' '}
                      <time dateTime={report.createdAt} title={fullTime(report.createdAt, i18n.language)}>
                        {relativeTime(report.createdAt, i18n.language)}
                      </time>
                    </span>
                  </p>
                  <p
                    dir="auto"
                    className={cn(
                      'mt-0.5 text-[15px] whitespace-pre-line',
                      report.note
                        ? 'text-slate-800 dark:text-slate-200'
                        : 'text-slate-500 italic dark:text-slate-400',
                    )}
                  >
                    {report.note ?? t('detail.noNote')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title={t('detail.author')}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <PersonLine person={item.target.author} size="md" />
          {item.authorStanding && <StandingBadge standing={item.authorStanding} />}
        </div>
        {item.authorStanding && (
          <div className="mt-3">
            <StrikeMeter standing={item.authorStanding} threshold={threshold} />
          </div>
        )}
        <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('detail.history')}
        </h4>
        <ActionHistory actions={item.authorHistory} />
      </Section>

      <ActionDialog
        action={pending}
        busy={act.isPending}
        error={act.isError ? errorMessage(t, act.error) : undefined}
        onClose={() => {
          setPending(null);
          act.reset();
        }}
        onConfirm={run}
      />
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: typeof FileWarning;
  children: ReactNode;
}) {
  return (
    <section className="p-4 sm:p-5">
      <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-deep dark:text-white">
        {Icon && <Icon className="h-4 w-4 text-open dark:text-open-400" aria-hidden="true" />}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The thread or the messages around the reported one; the reported entry stands out and says so. */
function ContextList({ entries }: { entries: readonly ContextEntry[] }) {
  const { t, i18n } = useTranslation('moderation');
  if (entries.length === 0) return <EmptyState compact title={t('detail.noContext')} />;
  return (
    <ol className="space-y-2">
      {entries.map((entry) => (
        <li
          key={entry.id}
          aria-current={entry.isTarget ? 'true' : undefined}
          className={cn(
            'rounded-lg px-3 py-2.5',
            entry.isTarget
              ? 'bg-amber-50 ring-2 ring-amber-400 dark:bg-amber-950/40 dark:ring-amber-600'
              : 'bg-slate-50 dark:bg-slate-800/50',
          )}
        >
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <span className="font-semibold text-slate-800 dark:text-slate-100">
              {entry.author?.displayName ?? t('queue.authorGone')}
            </span>
            <time dateTime={entry.createdAt} title={fullTime(entry.createdAt, i18n.language)}>
              {relativeTime(entry.createdAt, i18n.language)}
            </time>
            {entry.isTarget && (
              <span className="rounded-full bg-amber-500 px-2 py-0.5 font-bold text-white dark:bg-amber-600">
                {t('detail.reportedTag')}
              </span>
            )}
            {entry.state && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                {t(`detail.state.${entry.state}`)}
              </span>
            )}
          </div>
          <p
            dir="auto"
            className={cn(
              'mt-1 text-[15px] break-words whitespace-pre-line',
              entry.deleted
                ? 'text-slate-500 italic dark:text-slate-400'
                : 'text-slate-800 dark:text-slate-100',
            )}
          >
            {entry.deleted ? t('queue.deleted') : entry.text}
          </p>
          {entry.imageUrl && !entry.deleted && (
            <img
              src={entry.imageUrl}
              alt=""
              loading="lazy"
              className="mt-2 max-h-64 rounded-lg object-contain"
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Earlier actions against a person, newest first. */
export function ActionHistory({ actions }: { actions: readonly ActionRecord[] }) {
  const { t, i18n } = useTranslation('moderation');
  if (actions.length === 0)
    return <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t('detail.noHistory')}</p>;
  return (
    <ul className="mt-2 space-y-2">
      {actions.map((action) => (
        <li
          key={action.id}
          className="rounded-lg border border-slate-100 px-3 py-2 text-sm dark:border-slate-800"
        >
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-deep dark:text-white">
              {t(`resolution.${action.action}`)}
              {action.until && (
                <span className="font-normal text-slate-600 dark:text-slate-300">
                  {' '}
                  · {t('detail.until', { date: shortDate(action.until, i18n.language) })}
                </span>
              )}
            </span>
            <time dateTime={action.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
              {shortDate(action.createdAt, i18n.language)}
            </time>
          </p>
          {action.reason && <p className="mt-0.5 text-slate-700 dark:text-slate-300">{action.reason}</p>}
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {action.moderator
              ? t('detail.byModerator', { name: action.moderator.displayName })
              : t('detail.bySystem')}
            {action.appealed && ` · ${t('detail.appealed')}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-4 p-5" aria-hidden="true">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
