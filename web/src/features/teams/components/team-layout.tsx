import { Anchor, MessageCircle, Users } from 'lucide-react';
import { Link, NavLink, Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiRequestError } from '#web/lib/api-client';
import { Button, buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { formatCount } from '#web/lib/format/numbers';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useFollowTeam, useTeam } from '#web/features/teams/api/teams';
import { ReportMenu } from '#web/features/safety';
import { QueryError } from '#web/components/ui/query-error';
import { TeamLogo } from './team-logo';

/** The team's header (name, counts, follow) and its tabs; each tab's page renders below. */
export function TeamLayout() {
  const { t, i18n } = useTranslation('teams');
  const { teamSlug = '' } = useParams();
  const team = useTeam(teamSlug);
  const me = useMe();
  const follow = useFollowTeam(teamSlug);
  useDocumentTitle(team.data?.name ?? null);

  if (team.isPending)
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-8" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (team.isError)
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        {team.error instanceof ApiRequestError && team.error.status === 404 ? (
          <p role="alert" className="py-12 text-center text-lg font-semibold text-deep dark:text-slate-100">
            {t('errors:teamNotFound')}
          </p>
        ) : (
          <QueryError error={team.error} onRetry={() => void team.refetch()} />
        )}
      </div>
    );

  const data = team.data;
  const tabs = [
    { to: `/teams/${data.slug}`, label: t('tabs.overview'), end: true },
    { to: `/team/${data.slug}/tournaments`, label: t('tabs.tournaments') },
    { to: `/team/${data.slug}/analytics`, label: t('tabs.analytics') },
    { to: `/team/${data.slug}/followers`, label: t('tabs.followers') },
    ...(data.viewer.isCaptain ? [{ to: `/team/${data.slug}/settings`, label: t('tabs.settings') }] : []),
  ];
  const canFollow = Boolean(me.data?.user) && !data.viewer.isMember;

  const handleFollow = () =>
    follow.mutate(!data.viewer.isFollowing, { onError: (error) => toast.error(errorMessage(t, error)) });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-5 px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <TeamLogo name={data.name} src={data.logoUrl} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-slate-100">
            {data.name}
          </h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span>{t('captainIs', { name: data.captain.displayName })}</span>
            {data.homePort && (
              <span className="inline-flex items-center gap-1">
                <Anchor className="h-4 w-4" aria-hidden="true" />
                {data.homePort}
              </span>
            )}
            <span className="inline-flex items-center gap-1 tabular-nums">
              <Users className="h-4 w-4" aria-hidden="true" />
              {t('counts', {
                members: formatCount(data.membersCount, i18n.language),
                followers: formatCount(data.followersCount, i18n.language),
              })}
            </span>
          </p>
          {data.bio && <p className="whitespace-pre-wrap text-deep dark:text-slate-200">{data.bio}</p>}
        </div>
        {data.viewer.isMember && (
          // The team's chat, in Messages (a team conversation carries the team's name and logo there).
          <Link to={`/messages/team/${encodeURIComponent(data.slug)}`} className={buttonClasses('outline')}>
            <MessageCircle className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {t('common:messaging.teamChat')}
          </Link>
        )}
        {canFollow && (
          <Button
            variant={data.viewer.isFollowing ? 'outline' : 'primary'}
            onClick={handleFollow}
            aria-pressed={data.viewer.isFollowing}
          >
            {data.viewer.isFollowing ? t('following') : t('follow')}
          </Button>
        )}
        {/* A team is its captain's and members' own: they are not offered to report it. */}
        {!data.viewer.isMember && !data.viewer.isCaptain && (
          <ReportMenu targetType="team" targetId={data.id} authorName={data.name} />
        )}
      </header>
      <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold',
                    isActive
                      ? 'border-open text-open dark:text-cyan-300'
                      : 'border-transparent text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-slate-100',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={data} />
    </div>
  );
}
