import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MoreHorizontal, UsersRound } from 'lucide-react';
import {
  GROUP_ROLE_RANK,
  type GroupDetail,
  type GroupMember,
  type MembershipStatus,
} from '@tightlines/domain/groups/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input } from '#web/components/ui/input';
import { ShowMore } from '#web/components/ui/paged-list';
import { QueryError } from '#web/components/ui/query-error';
import { Spinner } from '#web/components/ui/spinner';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useGroupMembers, useMemberAction, type MemberAction } from '#web/features/groups/api/groups';
import { groupErrorMessage } from './group-form-parts';
import { PersonRow } from './person-row';

const ASSIGNABLE = ['admin', 'moderator', 'member'] as const;

/** Members: the list with search; group moderators also see requests and bans and act on members. */
export function MembersTab({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('groups');
  const membership = group.myMembership;
  const myRank = membership?.status === 'active' ? GROUP_ROLE_RANK[membership.role] : 0;
  const mod = myRank >= GROUP_ROLE_RANK.moderator;
  const [view, setView] = useState<MembershipStatus>('active');
  const views: MembershipStatus[] = mod ? ['active', 'pending', 'banned'] : ['active'];
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {mod && (
        <div
          role="group"
          aria-label={t('members.show')}
          className="flex gap-1 overflow-x-auto rounded-[var(--radius-control)] bg-slate-100 p-1 dark:bg-slate-800"
        >
          {views.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={view === status}
              onClick={() => setView(status)}
              className={
                view === status
                  ? 'min-h-11 flex-1 rounded-md bg-white px-4 text-sm font-semibold whitespace-nowrap text-deep shadow-sm dark:bg-slate-900 dark:text-white'
                  : 'min-h-11 flex-1 rounded-md px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-deep dark:text-slate-300 dark:hover:text-white'
              }
            >
              {t(`members.views.${status}`)}
              {status === 'pending' && group.pendingRequestCount > 0 && ` (${group.pendingRequestCount})`}
            </button>
          ))}
        </div>
      )}
      <MemberList key={view} group={group} status={view} myRank={myRank} />
    </div>
  );
}

function MemberList({
  group,
  status,
  myRank,
}: {
  group: GroupDetail;
  status: MembershipStatus;
  myRank: number;
}) {
  const { t } = useTranslation(['groups', 'errors']);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const query = useGroupMembers(group.id, status, q);
  const action = useMemberAction(group.id);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const act = (next: MemberAction, done: string) =>
    action.mutate(next, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(groupErrorMessage(t, error)),
    });

  return (
    <Card className="p-4 sm:p-6">
      <label className="mb-2 block text-sm font-medium text-deep dark:text-slate-200">
        {t('members.search')}
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1"
        />
      </label>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('members.loading')} />
        </div>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : items.length === 0 ? (
        <EmptyState icon={UsersRound} title={t(`members.empty.${status}`)} compact />
      ) : (
        <>
          <ul
            aria-label={t(`members.views.${status}`)}
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            {items.map((member) => (
              <li key={member.person.id}>
                <PersonRow person={member.person} detail={t(`roles.${member.role}`)}>
                  {status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        onClick={() =>
                          act(
                            { kind: 'approve', userId: member.person.id },
                            t('members.approved', { name: member.person.displayName }),
                          )
                        }
                        aria-label={t('members.approveFor', { name: member.person.displayName })}
                      >
                        {t('members.approve')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          act(
                            { kind: 'decline', userId: member.person.id },
                            t('members.declined', { name: member.person.displayName }),
                          )
                        }
                        aria-label={t('members.declineFor', { name: member.person.displayName })}
                      >
                        {t('members.decline')}
                      </Button>
                    </>
                  ) : status === 'banned' ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        act(
                          { kind: 'unban', userId: member.person.id },
                          t('members.unbanned', { name: member.person.displayName }),
                        )
                      }
                      aria-label={t('members.unbanFor', { name: member.person.displayName })}
                    >
                      {t('members.unban')}
                    </Button>
                  ) : (
                    myRank > GROUP_ROLE_RANK[member.role] &&
                    myRank >= GROUP_ROLE_RANK.moderator && (
                      <MemberMenu member={member} myRank={myRank} act={act} />
                    )
                  )}
                </PersonRow>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <ShowMore query={query} variant="outline" />
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/** What a moderator may do to someone ranked below them: roles (admins and owners), remove, ban. */
function MemberMenu({
  member,
  myRank,
  act,
}: {
  member: GroupMember;
  myRank: number;
  act: (action: MemberAction, done: string) => void;
}) {
  const { t } = useTranslation('groups');
  const name = member.person.displayName;
  const userId = member.person.id;
  // Owners make admins; admins make moderators and members.
  const roles =
    myRank >= GROUP_ROLE_RANK.admin
      ? ASSIGNABLE.filter((role) => role !== member.role && GROUP_ROLE_RANK[role] < myRank)
      : [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('members.actionsFor', { name })}
        className={buttonClasses('ghost', 'icon')}
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-52">
        {roles.length > 0 && (
          <>
            <DropdownMenuLabel>{t('members.changeRole')}</DropdownMenuLabel>
            {roles.map((role) => (
              <DropdownMenuItem
                key={role}
                onSelect={() =>
                  act(
                    { kind: 'role', userId, role },
                    t('members.roleChanged', { name, role: t(`roles.${role}`) }),
                  )
                }
              >
                {t('members.makeRole', { role: t(`roles.${role}`) })}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={() => act({ kind: 'remove', userId }, t('members.removed', { name }))}>
          {t('members.remove')}
        </DropdownMenuItem>
        <DropdownMenuItem
          className="text-danger dark:text-red-400"
          onSelect={() => act({ kind: 'ban', userId }, t('members.banned', { name }))}
        >
          {t('members.ban')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
