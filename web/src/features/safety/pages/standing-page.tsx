import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { ActionRecord, MyStanding } from '@tightlines/domain/moderation/contract';
import { APPEALABLE_ACTIONS } from '@tightlines/domain/moderation/contract';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMyStanding } from '#web/features/safety/api/standing';
import { AppealButton } from '#web/features/safety/components/appeal-button';
import { formatUntil } from '#web/features/safety/components/suspension';

/** /settings/standing: my account's standing and the decisions about me of the last 90 days, each appealable once. */
export function StandingPage() {
  const { t } = useTranslation('safety');
  useDocumentTitle(t('standing.title'));
  const standing = useMyStanding();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t('standing.title')} subtitle={t('standing.subtitle')} />
      <div className="mt-8 space-y-6">
        {standing.isPending ? (
          <Card className="space-y-3 p-5" aria-busy="true" aria-label={t('standing.loading')}>
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </Card>
        ) : standing.isError ? (
          <Card>
            <QueryError
              error={standing.error}
              onRetry={() => void standing.refetch()}
              retrying={standing.isFetching}
              title={t('standing.loadFailed')}
            />
          </Card>
        ) : (
          <StandingDetails standing={standing.data} />
        )}
      </div>
    </div>
  );
}

function StandingDetails({ standing }: { standing: MyStanding }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const status =
    standing.status === 'suspended' && standing.until
      ? t('standing.suspendedUntil', { date: formatUntil(standing.until, language) })
      : t(`standing.status.${standing.status}`);
  return (
    <>
      <Card className="p-5">
        <h2 className="text-lg font-bold text-deep dark:text-white">{status}</h2>
        {standing.reason && standing.status !== 'active' && (
          <p dir="auto" className="mt-1 text-[15px] text-slate-700 dark:text-slate-300">
            {standing.reason}
          </p>
        )}
        <p className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">
          {t('standing.strikes', { count: standing.activeStrikes })}
        </p>
      </Card>
      <section aria-labelledby="standing-actions">
        <h2 id="standing-actions" className="mb-3 text-lg font-bold text-deep dark:text-white">
          {t('standing.actionsTitle')}
        </h2>
        <Card>
          {standing.actions.length === 0 ? (
            <EmptyState icon={ShieldCheck} title={t('standing.empty')} hint={t('standing.emptyHint')} />
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {standing.actions.map((action) => (
                <ActionRow key={action.id} action={action} />
              ))}
            </ul>
          )}
        </Card>
      </section>
    </>
  );
}

function ActionRow({ action }: { action: ActionRecord }) {
  const { t, i18n } = useTranslation('safety');
  const language = i18n.resolvedLanguage ?? 'en';
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(action.createdAt));
  const appealable = (APPEALABLE_ACTIONS as readonly string[]).includes(action.action);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-deep dark:text-white">
          {t(`actions.${action.action}`)}
          {action.targetType && (
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {' · '}
              {t(`targets.${action.targetType}`)}
            </span>
          )}
        </p>
        {action.reason && (
          <p dir="auto" className="mt-0.5 text-[15px] break-words text-slate-700 dark:text-slate-300">
            {action.reason}
          </p>
        )}
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={action.createdAt}>{when}</time>
          {action.until && (
            <>
              <span aria-hidden="true"> · </span>
              {t('standing.until', { date: formatUntil(action.until, language) })}
            </>
          )}
        </p>
      </div>
      {appealable && <AppealButton actionId={action.id} appealed={action.appealed} />}
    </li>
  );
}
