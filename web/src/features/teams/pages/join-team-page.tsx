import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageSpinner } from '#web/components/ui/spinner';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useInvitation, useJoinTeam } from '#web/features/teams/api/teams';
import { QueryError } from '#web/components/ui/query-error';
import { TeamLogo } from '#web/features/teams/components/team-logo';

/** /join-team/{inviteCode}: the invitation, and joining with one tap (after signing in). */
export function JoinTeamPage() {
  const { t } = useTranslation('teams');
  const { inviteCode = '' } = useParams();
  const me = useMe();
  useDocumentTitle(t('join.title'));
  if (me.isPending) return <PageSpinner />;
  if (!me.data?.user)
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-12 text-center">
        <h1 className="text-2xl font-extrabold text-deep dark:text-slate-100">{t('join.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('join.signIn')}</p>
        <Link
          to={`/auth/login?redirect=${encodeURIComponent(`/join-team/${inviteCode}`)}`}
          className={buttonClasses('primary')}
        >
          {t('join.signInButton')}
        </Link>
      </div>
    );
  return <Invitation code={inviteCode} />;
}

function Invitation({ code }: { code: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const invitation = useInvitation(code);
  const join = useJoinTeam(code);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {invitation.isPending ? (
        <PageSpinner />
      ) : invitation.isError ? (
        invitation.error instanceof ApiRequestError && invitation.error.status === 404 ? (
          <p role="alert" className="text-center font-semibold text-deep dark:text-slate-100">
            {errorMessage(t, invitation.error)}
          </p>
        ) : (
          <QueryError error={invitation.error} onRetry={() => void invitation.refetch()} />
        )
      ) : (
        <Card className="space-y-4 p-6 text-center">
          <TeamLogo
            name={invitation.data.team.name}
            src={invitation.data.team.logoUrl}
            size="lg"
            className="mx-auto"
          />
          <h1 className="text-2xl font-extrabold text-deep dark:text-slate-100">
            {t('join.heading', { team: invitation.data.team.name })}
          </h1>
          <p className="text-slate-600 dark:text-slate-400">
            {t('join.captain', { name: invitation.data.team.captain.displayName })}
          </p>
          {invitation.data.alreadyMember ? (
            <Link to={`/teams/${invitation.data.team.slug}`} className={buttonClasses('primary')}>
              {t('join.alreadyMember')}
            </Link>
          ) : (
            <Button
              size="lg"
              className="w-full"
              busy={join.isPending}
              onClick={() =>
                join.mutate(undefined, {
                  onSuccess: (team) => {
                    toast.success(t('join.joined', { team: team.name }));
                    void navigate(`/teams/${team.slug}`);
                  },
                  onError: (error) => toast.error(errorMessage(t, error)),
                })
              }
            >
              {t('join.button')}
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
