import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { WidgetRows } from '#web/components/ui/widget-card';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useTopPeople } from '#web/features/rewards/api/rewards';
import { PersonRow } from '#web/features/rewards/components/person-row';

/** /top-fans (the community's most active this month) and /anglers (best ranked by achievement points). */
export function TopPeoplePage({ kind }: { kind: 'fans' | 'anglers' }) {
  const { t, i18n } = useTranslation('rewards');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const people = useTopPeople(kind);
  useDocumentTitle(t(`top.${kind}.title`));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <PageHeader title={t(`top.${kind}.title`)} subtitle={t(`top.${kind}.subtitle`)} />
      <Card className="p-4">
        <QueryState
          query={people}
          errorTitle={t('loadFailed')}
          empty={<EmptyState title={t('boards.empty')} />}
          isEmpty={(data) => data.items.length === 0}
          skeleton={<WidgetRows rows={8} />}
        >
          {(data) => (
            <ol className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.items.map((row) => (
                <PersonRow
                  key={row.profile.id}
                  rank={row.rank}
                  profile={row.profile}
                  detail={t('achievementsCount', { value: number.format(row.achievements) })}
                  figure={
                    kind === 'fans'
                      ? t('score', { value: number.format(row.score) })
                      : t('points', { value: number.format(row.totalPoints) })
                  }
                />
              ))}
            </ol>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

export function TopFansPage() {
  return <TopPeoplePage kind="fans" />;
}

export function AnglersPage() {
  return <TopPeoplePage kind="anglers" />;
}
