import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Person } from '@tightlines/domain/social/people';
import { Avatar, initialsOf } from '#web/components/ui/avatar';
import { RankBadge } from '#web/features/leaderboards/index';

/** One ranked person: medal or number, avatar, name linking to the profile, and the row's figure at the end. */
export function PersonRow({
  rank,
  profile,
  detail,
  figure,
}: {
  rank: number;
  profile: Person;
  detail?: ReactNode;
  figure: ReactNode;
}) {
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      <RankBadge rank={rank} />
      <Avatar
        src={profile.avatarUrl}
        alt=""
        initials={initialsOf(profile.firstName, profile.lastName, profile.displayName.charAt(0))}
      />
      <span className="min-w-0 flex-1">
        <Link
          to={`/profile/${profile.id}`}
          className="block truncate font-semibold text-deep hover:underline dark:text-white"
        >
          {profile.displayName}
        </Link>
        {detail && <span className="block text-sm text-slate-600 dark:text-slate-400">{detail}</span>}
      </span>
      <span className="tabular text-lg font-bold text-deep dark:text-white">{figure}</span>
    </li>
  );
}
