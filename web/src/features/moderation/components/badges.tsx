import { useTranslation } from 'react-i18next';
import type { Person } from '@tightlines/domain/social/people';
import type { AccountStanding, QueueItem } from '@tightlines/domain/moderation/contract';
import { PersonAvatar } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';
import { shortDate } from '#web/lib/format/time';
import { severityLevel } from '#web/features/moderation/lib/severity';

const SEVERITY_CLASSES = {
  critical: 'bg-red-600 text-white dark:bg-red-500',
  high: 'bg-orange-100 text-orange-900 ring-1 ring-orange-300 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800',
  medium:
    'bg-amber-50 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-100 dark:ring-amber-800',
  low: 'bg-slate-100 text-slate-700 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
} as const;

/** Critical, high, medium or low, from the item's severity number; colour and word say it together. */
export function SeverityBadge({ severity, className }: { severity: number; className?: string }) {
  const { t } = useTranslation('moderation');
  const level = severityLevel(severity);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
        SEVERITY_CLASSES[level],
        className,
      )}
    >
      {t(`severity.${level}`)}
    </span>
  );
}

/** "Harassment ×3" chips, most reported first as the server sends them. */
export function ReasonChips({ reasons }: { reasons: QueueItem['reasons'] }) {
  const { t, i18n } = useTranslation('moderation');
  if (reasons.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('queue.reasonsLabel')}>
      {reasons.map((entry) => (
        <li
          key={entry.reason}
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {t(`reasons.${entry.reason}`)}
          <span className="rounded-full bg-white px-1.5 tabular text-slate-900 dark:bg-slate-900 dark:text-white">
            {new Intl.NumberFormat(i18n.language).format(entry.count)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A person's picture and name; `null` (a deleted account) reads as such. */
export function PersonLine({
  person,
  size = 'sm',
  className,
}: {
  person: Person | null;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation('moderation');
  if (!person)
    return (
      <span className={cn('text-sm text-slate-500 dark:text-slate-400', className)}>
        {t('queue.authorGone')}
      </span>
    );
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <PersonAvatar person={person} size={size} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-deep dark:text-white">
          {person.displayName}
        </span>
        <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
          <bdi>@{person.handle}</bdi>
        </span>
      </span>
    </span>
  );
}

/** Up to four reporters' faces, overlapping, with their names for screen readers. */
export function AvatarStack({ people, label }: { people: readonly Person[]; label: string }) {
  if (people.length === 0) return null;
  return (
    <span
      className="flex items-center"
      aria-label={`${label}: ${people.map((p) => p.displayName).join(', ')}`}
    >
      {people.slice(0, 4).map((person) => (
        <PersonAvatar
          key={person.id}
          person={person}
          size="sm"
          className="-ms-2 h-7 w-7 ring-2 ring-white first:ms-0 dark:ring-slate-900"
        />
      ))}
    </span>
  );
}

const STANDING_CLASSES = {
  active:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900',
  suspended:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/50 dark:text-amber-100 dark:ring-amber-900',
  banned: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/50 dark:text-red-200 dark:ring-red-900',
} as const;

/** Active, suspended until …, or banned. */
export function StandingBadge({ standing }: { standing: AccountStanding }) {
  const { t, i18n } = useTranslation('moderation');
  const text =
    standing.status === 'suspended' && standing.until
      ? t('standing.suspendedUntil', { date: shortDate(standing.until, i18n.language) })
      : t(`standing.${standing.status}`);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        STANDING_CLASSES[standing.status],
      )}
    >
      {text}
    </span>
  );
}

/** "2 of 3 strikes" when the threshold is known (admins read the settings), else "2 active strikes". */
export function StrikeMeter({ standing, threshold }: { standing: AccountStanding; threshold?: number }) {
  const { t } = useTranslation('moderation');
  const total = threshold ?? Math.max(standing.activeStrikes, 1);
  return (
    <div>
      <p className="text-sm font-semibold text-deep dark:text-white">
        {threshold !== undefined
          ? t('standing.strikesOf', { count: standing.activeStrikes, threshold })
          : t('standing.strikesActive', { count: standing.activeStrikes })}
      </p>
      {threshold !== undefined && (
        <span className="mt-1.5 flex gap-1" aria-hidden="true">
          {Array.from({ length: total }, (_, index) => (
            <span
              key={index}
              className={cn(
                'h-1.5 flex-1 rounded-full',
                index < standing.activeStrikes ? 'bg-warning' : 'bg-slate-200 dark:bg-slate-700',
              )}
            />
          ))}
        </span>
      )}
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t('standing.strikesTotal', { count: standing.totalStrikes })}
      </p>
    </div>
  );
}
