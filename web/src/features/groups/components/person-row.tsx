import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Person } from '@tightlines/domain/social/people';
import { PersonAvatar } from '#web/components/ui/avatar';
import { profilePathOf } from '#web/components/text/linked-segments';

/** A person with their avatar, linked to the profile, and whatever goes at the end of the row. */
export function PersonRow({
  person,
  detail,
  children,
}: {
  person: Person;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-3">
      <PersonAvatar person={person} />
      <div className="min-w-0 flex-1">
        <Link
          to={profilePathOf(person.id)}
          className="block truncate font-semibold text-deep hover:underline dark:text-white"
        >
          {person.displayName}
        </Link>
        {detail && <p className="truncate text-sm text-slate-600 dark:text-slate-400">{detail}</p>}
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
