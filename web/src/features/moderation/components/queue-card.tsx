import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Lock, ImageOff } from 'lucide-react';
import type { QueueItem } from '@tightlines/domain/moderation/contract';
import { cn } from '#web/components/ui/cn';
import { relativeTime, fullTime } from '#web/lib/format/time';
import { AvatarStack, PersonLine, ReasonChips, SeverityBadge } from './badges';

/** One item of the queue: what it is, who wrote it, why it is here and who works on it. The whole card opens it. */
export const QueueCard = forwardRef<
  HTMLAnchorElement,
  { item: QueueItem; to: string; selected: boolean; myId: string | undefined }
>(function QueueCard({ item, to, selected, myId }, ref) {
  const { t, i18n } = useTranslation('moderation');
  const { target } = item;
  const when = relativeTime(item.firstReportedAt, i18n.language, { style: 'long' });
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={selected ? 'true' : undefined}
      data-item-id={item.id}
      className={cn(
        'block rounded-[var(--radius-card)] border bg-white p-4 shadow-[var(--shadow-soft)] transition-colors duration-150 ease-out dark:bg-slate-900',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-open focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-950',
        selected
          ? 'border-open ring-1 ring-open dark:border-open-400 dark:ring-open-400'
          : 'border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={item.severity} />
        <span className="text-sm font-semibold text-deep dark:text-white">
          {t(`targetTypes.${target.type}`)}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400">· {t(`sourceOne.${item.source}`)}</span>
        {item.status === 'resolved' && item.resolution && (
          <span className="ms-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`resolution.${item.resolution}`)}
          </span>
        )}
      </div>
      <div className="mt-3 flex gap-3">
        <div className="min-w-0 flex-1">
          <p
            dir="auto"
            className={cn(
              'line-clamp-3 text-[15px] text-slate-800 dark:text-slate-200',
              (target.deleted || !target.excerpt) && 'italic text-slate-500 dark:text-slate-400',
            )}
          >
            {target.deleted ? t('queue.deleted') : target.excerpt || t('queue.noText')}
          </p>
          <PersonLine person={target.author} className="mt-2" />
          {item.hold && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {item.hold.rule === 'word'
                ? t('detail.holdWord', { word: item.hold.match ?? '' })
                : t('detail.holdLink')}
            </p>
          )}
          {item.appeal && (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('detail.appeal', { action: t(`actions.${item.appeal.action}`) })}
            </p>
          )}
        </div>
        {target.imageUrl ? (
          <img
            src={target.imageUrl}
            alt=""
            loading="lazy"
            width={72}
            height={72}
            className="h-18 w-18 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
          />
        ) : target.type === 'event_photo' || target.type === 'catch' ? (
          <span className="grid h-18 w-18 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-400 dark:bg-slate-800">
            <ImageOff className="h-5 w-5" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      {item.source === 'report' && (
        <div className="mt-3 space-y-2">
          <div className="flex items-center gap-2">
            <span className="text-sm font-semibold text-deep dark:text-white">
              {t('queue.reports', { count: item.reportCount })}
            </span>
            <AvatarStack people={item.reporters} label={t('queue.reporters')} />
          </div>
          <ReasonChips reasons={item.reasons} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <time dateTime={item.firstReportedAt} title={fullTime(item.firstReportedAt, i18n.language)}>
          {t(`queue.since.${item.source}`, { time: when })}
        </time>
        <ClaimState item={item} myId={myId} />
      </div>
    </Link>
  );
});

export function ClaimState({ item, myId }: { item: QueueItem; myId: string | undefined }) {
  const { t } = useTranslation('moderation');
  if (!item.claimedBy) return <span>{t('queue.unclaimed')}</span>;
  const mine = item.claimedBy.id === myId;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold',
        mine ? 'text-open dark:text-open-400' : 'text-amber-700 dark:text-amber-300',
      )}
    >
      <Lock className="h-3.5 w-3.5" aria-hidden="true" />
      {mine ? t('queue.claimedByYou') : t('queue.claimedBy', { name: item.claimedBy.displayName })}
    </span>
  );
}

export function QueueCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex gap-2">
        <span className="h-5 w-16 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
        <span className="h-5 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      </div>
      <span className="block h-4 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <span className="block h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="flex gap-2">
        <span className="h-6 w-20 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
        <span className="h-6 w-16 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
