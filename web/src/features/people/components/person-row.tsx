import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PersonWithFollow } from '@tightlines/domain/social/people';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Skeleton } from '#web/components/ui/skeleton';
import { profilePathOf } from '#web/features/people/lib/paths';
import { MessageButton } from '#web/features/messages';
import { FollowButton } from './follow-button';

interface PersonRowProps {
  person: PersonWithFollow;
  /** Show the bio and follower count (search results, lists) or keep it to one line (widgets). */
  detailed?: boolean;
  /** Extra lines under the name (a suggestion's common interests). */
  children?: ReactNode;
}

/** One angler in a list: who they are (a link to their profile) and the follow toggle. */
export function PersonRow({ person, detailed = true, children }: PersonRowProps) {
  const { t, i18n } = useTranslation('people');
  const followers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { notation: 'compact' }).format(
    person.followersCount,
  );
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 py-3">
      <Link to={profilePathOf(person.id)} className="rounded-full" tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={person} />
      </Link>
      <div className="min-w-0">
        <Link
          to={profilePathOf(person.id)}
          className="block truncate font-semibold text-deep underline-offset-2 hover:underline dark:text-white"
        >
          {person.displayName}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          <span dir="ltr">@{person.handle}</span>
          {detailed && (
            <>
              <span aria-hidden="true"> · </span>
              {t('person.followers', { count: person.followersCount, formatted: followers })}
            </>
          )}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <MessageButton userId={person.id} name={person.displayName} iconOnly />
        <FollowButton
          userId={person.id}
          isFollowing={person.isFollowing}
          name={person.displayName}
          compact={!detailed}
        />
      </div>
      {/* Under the name and the button both, so the bio and the reasons get the row's whole width. */}
      {detailed && person.bio && (
        <p
          dir="auto"
          className="col-start-2 col-end-4 mt-1 line-clamp-2 text-start text-[15px] text-slate-700 dark:text-slate-300"
        >
          {person.bio}
        </p>
      )}
      {children && <div className="col-start-2 col-end-4">{children}</div>}
    </div>
  );
}

/** Placeholder rows shaped like PersonRow while a list loads. */
export function PersonRowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="divide-y divide-slate-200 dark:divide-slate-800">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 py-3">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-3/5" />
          </div>
          <Skeleton className="h-9 w-24 rounded-[var(--radius-control)]" />
        </div>
      ))}
    </div>
  );
}
