import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus, UsersRound } from 'lucide-react';
import type { GroupSummary } from '@tightlines/domain/groups/contract';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { SocialColumns, SocialTabs } from '#web/features/social';
import { useGroupSuggestions, useMyGroups } from '#web/features/groups/api/groups';
import { GroupCard, GroupCardSkeleton } from '#web/features/groups/components/group-card';

function GroupGrid({ groups, label }: { groups: GroupSummary[]; label: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={label}>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={label} aria-busy="true">
      {[0, 1].map((index) => (
        <li key={index}>
          <GroupCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The Groups tab of the social home (/getsocial/groups): my groups, then groups I might like. */
export function SocialGroupsTab() {
  const { t } = useTranslation('groups');
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const mine = useMyGroups(signedIn);
  const suggestions = useGroupSuggestions(signedIn);

  if (!me.isPending && !signedIn)
    return (
      <Card>
        <EmptyState
          icon={UsersRound}
          title={t('social.signedOut')}
          action={
            <Link to="/groups" className={buttonClasses('primary', 'md')}>
              {t('group.browse')}
            </Link>
          }
        />
      </Card>
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby="my-groups" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="my-groups" className="text-lg font-bold text-deep dark:text-white">
            {t('social.mine')}
          </h2>
          <Link to="/groups/new" className={buttonClasses('outline', 'sm')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('directory.create')}
          </Link>
        </div>
        {mine.isPending ? (
          <Loading label={t('directory.loading')} />
        ) : mine.isError ? (
          <QueryError error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isRefetching} />
        ) : mine.data.items.length === 0 ? (
          <Card>
            <EmptyState
              icon={UsersRound}
              title={t('social.noneYet')}
              hint={t('social.noneYetHint')}
              action={
                <Link to="/groups" className={buttonClasses('primary', 'md')}>
                  {t('group.browse')}
                </Link>
              }
            />
          </Card>
        ) : (
          <GroupGrid groups={mine.data.items} label={t('social.mine')} />
        )}
      </section>
      <section aria-labelledby="suggested-groups" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="suggested-groups" className="text-lg font-bold text-deep dark:text-white">
            {t('social.suggested')}
          </h2>
          <Link to="/groups" className="text-sm font-semibold text-open hover:underline dark:text-open-400">
            {t('social.seeAll')}
          </Link>
        </div>
        {suggestions.isPending ? (
          <Loading label={t('directory.loading')} />
        ) : suggestions.isError ? (
          <QueryError
            error={suggestions.error}
            onRetry={() => void suggestions.refetch()}
            retrying={suggestions.isRefetching}
          />
        ) : suggestions.data.items.length === 0 ? (
          <EmptyState title={t('social.noSuggestions')} compact />
        ) : (
          <GroupGrid groups={suggestions.data.items} label={t('social.suggested')} />
        )}
      </section>
    </div>
  );
}

/** /getsocial/groups: the social home with its Groups tab. */
export function SocialGroupsPage() {
  const { t } = useTranslation(['groups', 'social']);
  useDocumentTitle(t('social:home.tabs.groups'));
  return (
    <SocialColumns>
      <h1 className="sr-only">{t('social:home.title')}</h1>
      <div className="space-y-4">
        <SocialTabs />
        <SocialGroupsTab />
      </div>
    </SocialColumns>
  );
}
