import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, RefreshCw, ShieldAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  TEAM_BIO_MAX,
  TEAM_HOME_PORT_MAX,
  TEAM_NAME_MAX,
  UpdateTeamSchema,
  type Team,
} from '@tightlines/domain/teams/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage, translateValidation } from '#web/lib/error-message';
import {
  useLeaveTeam,
  useRegenerateInvite,
  useTeamSettings,
  useUpdateTeam,
} from '#web/features/teams/api/teams';
import { QueryError } from '#web/components/ui/query-error';
import { PersonAvatar } from '#web/features/teams/components/person-avatar';
import { TeamLogoSettings } from '#web/features/teams/components/team-logo-settings';

/** /team/{teamSlug}/settings: the captain edits the team, shares or renews the invite link, removes members. */
export function TeamSettingsPage() {
  const { t } = useTranslation('teams');
  const { teamSlug = '' } = useParams();
  const settings = useTeamSettings(teamSlug);
  if (settings.isPending) return <Skeleton className="h-72 w-full" />;
  if (settings.isError) {
    if (settings.error instanceof ApiRequestError && [401, 403].includes(settings.error.status))
      return (
        <div role="alert" className="flex flex-col items-center gap-2 py-12 text-center">
          <ShieldAlert className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-semibold text-deep dark:text-slate-100">{t('errors:captainOnly')}</p>
        </div>
      );
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return <Settings team={settings.data} />;
}

function Settings({ team }: { team: Team }) {
  const { t } = useTranslation('teams');
  const update = useUpdateTeam(team.slug);
  const regenerate = useRegenerateInvite(team.slug);
  const remove = useLeaveTeam(team.slug);
  const [removing, setRemoving] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(UpdateTeamSchema),
    defaultValues: { name: team.name, bio: team.bio, homePort: team.homePort ?? '' },
  });
  const link = `${window.location.origin}/join-team/${team.inviteCode ?? ''}`;

  const handleCopy = () => {
    void navigator.clipboard.writeText(link).then(
      () => toast.success(t('settings.copied')),
      () => toast.error(t('settings.copyFailed')),
    );
  };

  return (
    <div className="space-y-5">
      <TeamLogoSettings team={team} />
      <Card className="p-4 sm:p-6">
        <h2 className="mb-4 text-lg font-bold text-deep dark:text-slate-100">{t('settings.details')}</h2>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) =>
            void handleSubmit((values) =>
              update.mutate(values, {
                onSuccess: () => toast.success(t('settings.saved')),
                onError: (error) => toast.error(errorMessage(t, error)),
              }),
            )(e)
          }
        >
          <Field
            label={t('create.name')}
            required
            error={translateValidation(t, formState.errors.name?.message)}
          >
            <Input maxLength={TEAM_NAME_MAX} {...register('name')} />
          </Field>
          <Field label={t('create.homePort')}>
            <Input maxLength={TEAM_HOME_PORT_MAX} {...register('homePort')} />
          </Field>
          <Field label={t('create.bio')}>
            <Textarea maxLength={TEAM_BIO_MAX} {...register('bio')} />
          </Field>
          <Button type="submit" busy={update.isPending}>
            {t('settings.save')}
          </Button>
        </form>
      </Card>

      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-lg font-bold text-deep dark:text-slate-100">{t('settings.invite')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.inviteHint')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={link}
            aria-label={t('settings.inviteLink')}
            className="min-w-0 flex-1 font-mono text-sm"
          />
          <Button variant="outline" onClick={handleCopy}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            {t('settings.copy')}
          </Button>
          <Button
            variant="ghost"
            busy={regenerate.isPending}
            onClick={() =>
              regenerate.mutate(undefined, {
                onSuccess: () => toast.success(t('settings.regenerated')),
                onError: (error) => toast.error(errorMessage(t, error)),
              })
            }
          >
            {!regenerate.isPending && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {t('settings.regenerate')}
          </Button>
        </div>
      </Card>

      <Card className="p-4 sm:p-6">
        <h2 className="mb-3 text-lg font-bold text-deep dark:text-slate-100">{t('members.title')}</h2>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {team.members.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center gap-3 py-2">
              <PersonAvatar src={member.avatarUrl} name={member.displayName} />
              <span className="flex-1 font-medium text-deep dark:text-slate-100">{member.displayName}</span>
              {member.role === 'captain' ? (
                <span className="text-sm text-slate-500">{t('members.captain')}</span>
              ) : removing === member.userId ? (
                <span className="flex items-center gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    busy={remove.isPending}
                    onClick={() =>
                      remove.mutate(member.userId, {
                        onSuccess: () => {
                          setRemoving(null);
                          toast.success(t('members.removed', { name: member.displayName }));
                        },
                        onError: (error) => toast.error(errorMessage(t, error)),
                      })
                    }
                  >
                    {t('members.confirmRemove')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(null)}>
                    {t('members.keep')}
                  </Button>
                </span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => setRemoving(member.userId)}>
                  {t('members.remove', { name: member.displayName })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
