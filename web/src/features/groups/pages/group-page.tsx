import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Image, Info, Lock, Newspaper, Settings, Users, UsersRound } from 'lucide-react';
import { GROUP_ROLE_RANK, type GroupDetail } from '@tightlines/domain/groups/contract';
import { ApiRequestError } from '#web/lib/api-client';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageSpinner } from '#web/components/ui/spinner';
import { QueryError } from '#web/components/ui/query-error';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMe } from '#web/lib/session';
import { GroupFeed } from '#web/features/social';
import { useGroup } from '#web/features/groups/api/groups';
import { GroupCover, PrivacyBadge } from '#web/features/groups/components/group-card';
import { GroupMoreMenu, MembershipButton } from '#web/features/groups/components/membership-controls';
import { AboutTab } from '#web/features/groups/components/about-tab';
import { MembersTab } from '#web/features/groups/components/members-tab';
import { EventsTab, PhotosTab } from '#web/features/groups/components/events-photos-tabs';
import { SettingsTab } from '#web/features/groups/components/settings-tab';

const TABS = ['feed', 'about', 'members', 'events', 'photos', 'settings'] as const;
type Tab = (typeof TABS)[number];
const TAB_ICONS = {
  feed: Newspaper,
  about: Info,
  members: Users,
  events: CalendarDays,
  photos: Image,
  settings: Settings,
};

/** The viewer moderates the group (owner, admin or moderator). */
export function isGroupMod(group: GroupDetail): boolean {
  const membership = group.myMembership;
  return membership?.status === 'active' && GROUP_ROLE_RANK[membership.role] >= GROUP_ROLE_RANK.moderator;
}

/** /groups/:groupId and /groups/:groupId/:tab: the header, then Feed, About, Members, Events, Photos, Settings. */
export function GroupPage() {
  const { groupId = '', tab: tabParam } = useParams();
  const { t } = useTranslation(['groups', 'errors']);
  const query = useGroup(groupId);
  const group = query.data;
  useDocumentTitle(group?.name ?? t('directory.title'));

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        {missing ? (
          <EmptyState
            icon={UsersRound}
            title={t('group.notFound')}
            action={
              <Link to="/groups" className={buttonClasses('primary', 'md')}>
                {t('group.browse')}
              </Link>
            }
          />
        ) : (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
      </div>
    );
  }
  if (!group) return null;
  const tabs = TABS.filter((tab) => tab !== 'settings' || group.canManage);
  const tab: Tab = tabs.find((value) => value === tabParam) ?? 'feed';
  const base = `/groups/${encodeURIComponent(groupId)}`;

  return (
    <div className="mx-auto w-full max-w-5xl px-0 pb-10 sm:px-6 sm:py-6">
      <GroupHeader group={group} />
      <nav aria-label={t('tabs.label')} className="mt-4 overflow-x-auto px-4 sm:px-0">
        <ul className="flex w-max min-w-full gap-1 border-b border-slate-200 dark:border-slate-800">
          {tabs.map((id) => {
            const Icon = TAB_ICONS[id];
            return (
              <li key={id} className="shrink-0">
                <NavLink
                  to={id === 'feed' ? base : `${base}/${id}`}
                  end
                  aria-current={tab === id ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-[15px] font-semibold whitespace-nowrap transition-colors sm:px-4',
                    tab === id
                      ? 'border-open text-deep dark:border-open-400 dark:text-white'
                      : 'border-transparent text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                  )}
                >
                  <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
                  {t(`tabs.${id}`)}
                  {id === 'members' && group.pendingRequestCount > 0 && (
                    <span className="rounded-full bg-open px-1.5 text-xs text-white">
                      <span className="sr-only">
                        {t('members.pendingCount', { count: group.pendingRequestCount })}
                      </span>
                      <span aria-hidden="true">{group.pendingRequestCount}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-4 px-4 sm:px-0">
        {tab === 'about' ? (
          <AboutTab group={group} />
        ) : tab === 'settings' ? (
          <SettingsTab group={group} />
        ) : !group.canSeeContent ? (
          <MembersOnly group={group} />
        ) : tab === 'members' ? (
          <MembersTab group={group} />
        ) : tab === 'events' ? (
          <EventsTab group={group} />
        ) : tab === 'photos' ? (
          <PhotosTab group={group} />
        ) : (
          <FeedTab group={group} />
        )}
      </div>
    </div>
  );
}

function GroupHeader({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  return (
    <Card className="overflow-hidden rounded-none border-x-0 sm:rounded-[var(--radius-card)] sm:border-x">
      <GroupCover group={group} className="aspect-[16/6] max-h-72 w-full" />
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-6">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-open uppercase dark:text-open-400">
            {t(`types.${group.type}`)}
            <PrivacyBadge privacy={group.privacy} className="bg-slate-100 normal-case" />
          </p>
          <h1 className="text-2xl font-bold break-words text-deep sm:text-3xl dark:text-white">
            {group.name}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('card.members', { count: group.memberCount })}
            {group.region && <> · {group.region}</>}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <MembershipButton group={group} />
          <GroupMoreMenu group={group} />
        </div>
      </div>
    </Card>
  );
}

/** A private group's content, for people outside it. */
function MembersOnly({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  return (
    <Card>
      <EmptyState
        icon={Lock}
        title={t('group.membersOnly')}
        hint={
          group.myMembership?.status === 'pending'
            ? t('group.membersOnlyPending')
            : t('group.membersOnlyHint')
        }
        action={group.myMembership ? undefined : <MembershipButton group={group} />}
      />
    </Card>
  );
}

function FeedTab({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const signedIn = Boolean(useMe().data?.user);
  const member = group.myMembership?.status === 'active';
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      {!member && (
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-[15px] text-slate-700 dark:text-slate-300">
            {signedIn ? t('group.joinPrompt') : t('group.signInPrompt')}
          </p>
          <MembershipButton group={group} />
        </Card>
      )}
      <GroupFeed groupId={group.id} groupName={group.name} canPost={group.canPost} />
    </div>
  );
}
