import { Ship } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { formatBoatLength } from '#web/lib/format/measure';
import { useBoat, useMyTeams } from '#web/features/teams/api/teams';
import { BoatForm } from '#web/features/teams/components/boat-form';
import { QueryError } from '#web/components/ui/query-error';

/** /boats/{boatId}: the boat, and for its owner the edit form. */
export function BoatPage() {
  const { t, i18n } = useTranslation('teams');
  const { boatId = '' } = useParams();
  const boat = useBoat(boatId);
  useDocumentTitle(boat.data?.name ?? null);
  const teams = useMyTeams();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 sm:py-10">
      {boat.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : boat.isError ? (
        boat.error instanceof ApiRequestError && boat.error.status === 404 ? (
          <p role="alert" className="py-12 text-center text-lg font-semibold text-deep dark:text-slate-100">
            {t('errors:boatNotFound')}
          </p>
        ) : (
          <QueryError error={boat.error} onRetry={() => void boat.refetch()} />
        )
      ) : (
        <>
          <header className="flex items-center gap-3">
            <Ship className="h-8 w-8 text-open" aria-hidden="true" />
            <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-slate-100">
              {boat.data.name}
            </h1>
          </header>
          <Card className="p-4 sm:p-6">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('boats.owner')}</dt>
                <dd className="font-medium text-deep dark:text-slate-100">
                  <Link to={`/profile/${boat.data.owner.userId}`} className="hover:underline">
                    {boat.data.owner.displayName}
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('boats.team')}</dt>
                <dd className="font-medium text-deep dark:text-slate-100">
                  {boat.data.team ? (
                    <Link to={`/teams/${boat.data.team.slug}`} className="hover:underline">
                      {boat.data.team.name}
                    </Link>
                  ) : (
                    t('boats.noTeam')
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('boats.makeModel')}</dt>
                <dd className="font-medium text-deep dark:text-slate-100">
                  {[boat.data.make, boat.data.model].filter(Boolean).join(' ') || '—'}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('boats.length')}</dt>
                <dd className="font-medium tabular-nums text-deep dark:text-slate-100">
                  {boat.data.lengthCm ? formatBoatLength(boat.data.lengthCm, i18n.language) : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('boats.registrationNumber')}</dt>
                <dd className="font-medium text-deep dark:text-slate-100">
                  {boat.data.registrationNumber ?? '—'}
                </dd>
              </div>
            </dl>
          </Card>
          {boat.data.isMine && (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-4 text-lg font-bold text-deep dark:text-slate-100">{t('boats.edit')}</h2>
              <BoatForm key={boat.data.id} boat={boat.data} teams={teams.data?.items ?? []} />
            </Card>
          )}
        </>
      )}
    </div>
  );
}
