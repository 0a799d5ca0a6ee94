import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ship } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  CreateTeamSchema,
  TEAM_BIO_MAX,
  TEAM_HOME_PORT_MAX,
  TEAM_NAME_MAX,
  type CreateTeamInput,
} from '@tightlines/domain/teams/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage, translateValidation } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCreateTeam, useMyBoats, useMyTeams } from '#web/features/teams/api/teams';
import { BoatForm } from '#web/features/teams/components/boat-form';
import { TeamLogo } from '#web/features/teams/components/team-logo';
import { QueryError } from '#web/components/ui/query-error';

/** /profile/my-team: my teams, a new team (I become its captain), my boats and a new boat. */
export function MyTeamPage() {
  const { t } = useTranslation('teams');
  useDocumentTitle(t('mine.title'));
  const teams = useMyTeams();
  const boats = useMyBoats();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-slate-100">
        {t('mine.title')}
      </h1>

      <section aria-labelledby="teams-heading" className="space-y-3">
        <h2 id="teams-heading" className="text-lg font-bold text-deep dark:text-slate-100">
          {t('mine.teams')}
        </h2>
        {teams.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : teams.isError ? (
          <QueryError error={teams.error} onRetry={() => void teams.refetch()} />
        ) : teams.data.items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('mine.noTeams')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {teams.data.items.map((team) => (
              <li key={team.id}>
                <Card className="flex items-center gap-3 p-4">
                  <TeamLogo name={team.name} src={team.logoUrl} />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/teams/${team.slug}`}
                      className="font-bold text-deep hover:underline dark:text-slate-100"
                    >
                      {team.name}
                    </Link>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {team.role === 'captain' ? t('members.captain') : t('members.member')}
                    </p>
                  </div>
                  <Link
                    to={`/messages/team/${encodeURIComponent(team.slug)}`}
                    className="text-sm font-semibold text-open underline"
                  >
                    {t('common:messaging.teamChat')}
                  </Link>
                  {team.role === 'captain' && (
                    <Link
                      to={`/team/${team.slug}/settings`}
                      className="text-sm font-semibold text-open underline"
                    >
                      {t('tabs.settings')}
                    </Link>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
        <CreateTeam />
      </section>

      <section aria-labelledby="boats-heading" className="space-y-3">
        <h2 id="boats-heading" className="text-lg font-bold text-deep dark:text-slate-100">
          {t('boats.mine')}
        </h2>
        {boats.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : boats.isError ? (
          <QueryError error={boats.error} onRetry={() => void boats.refetch()} />
        ) : boats.data.items.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('boats.noneYet')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {boats.data.items.map((boat) => (
              <li key={boat.id}>
                <Card className="flex items-center gap-3 p-4">
                  <Ship className="h-6 w-6 text-open" aria-hidden="true" />
                  <div className="min-w-0">
                    <Link
                      to={`/boats/${boat.id}`}
                      className="font-bold text-deep hover:underline dark:text-slate-100"
                    >
                      {boat.name}
                    </Link>
                    {boat.team && (
                      <p className="text-sm text-slate-600 dark:text-slate-400">{boat.team.name}</p>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        <Card className="p-4 sm:p-6">
          <h3 className="mb-4 font-bold text-deep dark:text-slate-100">{t('boats.addTitle')}</h3>
          <BoatForm teams={teams.data?.items ?? []} />
        </Card>
      </section>
    </div>
  );
}

function CreateTeam() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const create = useCreateTeam();
  const { register, handleSubmit, formState } = useForm<CreateTeamInput>({
    resolver: zodResolver(CreateTeamSchema),
    defaultValues: { name: '', bio: '', homePort: '' },
  });
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="mb-4 font-bold text-deep dark:text-slate-100">{t('create.title')}</h3>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) =>
          void handleSubmit((values) =>
            create.mutate(values, {
              onSuccess: (team) => {
                toast.success(t('create.created', { team: team.name }));
                void navigate(`/teams/${team.slug}`);
              },
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
        <div className="sm:col-span-2">
          <Field label={t('create.bio')}>
            <Textarea maxLength={TEAM_BIO_MAX} {...register('bio')} />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" busy={create.isPending}>
            {t('create.submit')}
          </Button>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('create.hint')}</p>
        </div>
      </form>
    </Card>
  );
}
