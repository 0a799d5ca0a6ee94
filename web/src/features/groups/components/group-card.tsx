import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Clock, Lock, Globe2, Users } from 'lucide-react';
import type { GroupPrivacy, GroupSummary } from '@tightlines/domain/groups/contract';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/components/ui/cn';
import { relativeTime } from '#web/lib/format/time';

export const groupPath = (group: { slug: string }) => `/groups/${encodeURIComponent(group.slug)}`;

/** "Public" or "Private", with the lock for private groups. */
export function PrivacyBadge({ privacy, className }: { privacy: GroupPrivacy; className?: string }) {
  const { t } = useTranslation('groups');
  const Icon = privacy === 'private' ? Lock : Globe2;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-deep dark:bg-slate-800 dark:text-slate-100',
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`privacy.${privacy}`)}
    </span>
  );
}

/** The cover image, or the group's initial on the brand gradient when it has none. */
export function GroupCover({
  group,
  className,
}: {
  group: Pick<GroupSummary, 'name' | 'coverUrl'>;
  className?: string;
}) {
  return (
    <div className={cn('relative overflow-hidden bg-gradient-to-br from-deep to-open', className)}>
      {group.coverUrl ? (
        <img
          src={group.coverUrl}
          alt=""
          loading="lazy"
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="absolute inset-0 grid place-items-center text-4xl font-bold text-white/80 select-none"
        >
          {group.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
    </div>
  );
}

/** One group in the directory: cover, name, type, privacy, members and the latest activity. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t, i18n } = useTranslation('groups');
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] transition-shadow focus-within:ring-2 focus-within:ring-open hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <GroupCover group={group} className="aspect-[16/7]" />
      <PrivacyBadge privacy={group.privacy} className="absolute start-3 top-3 shadow" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-open uppercase dark:text-open-400">
          {t(`types.${group.type}`)}
          {group.region && (
            <span className="text-slate-500 normal-case dark:text-slate-400"> · {group.region}</span>
          )}
        </p>
        <h3 className="text-lg leading-snug font-bold text-deep dark:text-white">
          {/* The whole card is the link's target (the ::after stretches over it). */}
          <Link to={groupPath(group)} className="after:absolute after:inset-0 focus:outline-none">
            {group.name}
          </Link>
        </h3>
        {group.excerpt && (
          <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{group.excerpt}</p>
        )}
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1.5">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('card.members', { count: group.memberCount })}
          </span>
          {group.lastActivityAt && (
            <span className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {t('card.active', { when: relativeTime(group.lastActivityAt, i18n.language) })}
            </span>
          )}
          {group.myMembership?.status === 'active' && (
            <span className="rounded-full bg-shallows px-2 py-0.5 text-xs font-semibold text-open dark:bg-slate-800 dark:text-open-400">
              {t('card.joined')}
            </span>
          )}
          {group.myMembership?.status === 'pending' && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t('card.pending')}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

export function GroupCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Skeleton className="aspect-[16/7] rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
