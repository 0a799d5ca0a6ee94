import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { PersonAvatar } from '#web/features/teams/components/person-avatar';
import { Skeleton } from '#web/components/ui/skeleton';
import { useTeamFollowers } from '#web/features/teams/api/teams';
import { QueryError } from '#web/components/ui/query-error';

/** /team/{teamSlug}/followers: who follows the team, newest first. */
export function TeamFollowersPage() {
  const { t } = useTranslation('teams');
  const { teamSlug = '' } = useParams();
  const followers = useTeamFollowers(teamSlug);
  if (followers.isPending) return <Skeleton className="h-40 w-full" />;
  if (followers.isError)
    return <QueryError error={followers.error} onRetry={() => void followers.refetch()} />;
  if (followers.data.items.length === 0)
    return <p className="py-12 text-center text-slate-600 dark:text-slate-400">{t('followers.empty')}</p>;
  return (
    <Card className="p-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {followers.data.items.map((person) => (
          <li key={person.userId} className="flex items-center gap-3 py-2">
            <PersonAvatar src={person.avatarUrl} name={person.displayName} />
            <Link
              to={`/profile/${person.userId}`}
              className="font-medium text-deep hover:underline dark:text-slate-100"
            >
              {person.displayName}
            </Link>
            {person.handle && <span className="text-sm text-slate-500">@{person.handle}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
