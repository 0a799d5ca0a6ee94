import { Ship } from 'lucide-react';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Team } from '@tightlines/domain/teams/contract';
import { Card } from '#web/components/ui/card';
import { PersonAvatar } from '#web/features/teams/components/person-avatar';

/** /teams/{teamSlug}: members and boats. */
export function TeamOverviewPage() {
  const { t } = useTranslation('teams');
  const team = useOutletContext<Team>();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card className="p-4">
        <h2 className="mb-3 text-lg font-bold text-deep dark:text-slate-100">{t('members.title')}</h2>
        <ul className="space-y-2">
          {team.members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3">
              <PersonAvatar src={member.avatarUrl} name={member.displayName} />
              <Link
                to={`/profile/${member.userId}`}
                className="font-medium text-deep hover:underline dark:text-slate-100"
              >
                {member.displayName}
              </Link>
              {member.role === 'captain' && (
                <span className="rounded-full bg-shallows px-2 py-0.5 text-xs font-semibold text-deep dark:bg-slate-800 dark:text-cyan-200">
                  {t('members.captain')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-4">
        <h2 className="mb-3 text-lg font-bold text-deep dark:text-slate-100">{t('boats.title')}</h2>
        {team.boats.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('boats.empty')}</p>
        ) : (
          <ul className="space-y-2">
            {team.boats.map((boat) => (
              <li key={boat.id} className="flex items-center gap-2">
                <Ship className="h-4 w-4 text-slate-500" aria-hidden="true" />
                <Link
                  to={`/boats/${boat.id}`}
                  className="font-medium text-deep hover:underline dark:text-slate-100"
                >
                  {boat.name}
                </Link>
                {(boat.make || boat.model) && (
                  <span className="text-sm text-slate-500 dark:text-slate-400">
                    {[boat.make, boat.model].filter(Boolean).join(' ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
