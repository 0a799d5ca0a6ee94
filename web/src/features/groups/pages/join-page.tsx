import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link2Off, Users } from 'lucide-react';
import { ApiRequestError } from '#web/lib/api-client';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageSpinner } from '#web/components/ui/spinner';
import { QueryError } from '#web/components/ui/query-error';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useMe } from '#web/lib/session';
import { useGroupInvite, useMembership } from '#web/features/groups/api/groups';
import { GroupCover, groupPath, PrivacyBadge } from '#web/features/groups/components/group-card';
import { groupErrorMessage } from '#web/features/groups/components/group-form-parts';

/** /groups/join/:code: the group an invite link is for, and Join (a private group lets the invited straight in). */
export function JoinGroupPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation(['groups', 'errors']);
  useDocumentTitle(t('invite.title'));
  const query = useGroupInvite(code);
  const group = query.data?.group;
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const navigate = useNavigate();
  const { join } = useMembership(group?.id ?? '');

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !group) {
    const invalid = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-10">
        {invalid || !group ? (
          <Card>
            <EmptyState
              icon={Link2Off}
              title={t('invite.invalid')}
              action={
                <Link to="/groups" className={buttonClasses('primary', 'md')}>
                  {t('group.browse')}
                </Link>
              }
            />
          </Card>
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
  const member = group.myMembership?.status === 'active';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <Card className="overflow-hidden">
        <div className="relative">
          <GroupCover group={group} className="aspect-[16/7]" />
          <PrivacyBadge privacy={group.privacy} className="absolute start-3 top-3 shadow" />
        </div>
        <div className="space-y-3 p-4 sm:p-6">
          <p className="text-sm font-semibold text-open dark:text-open-400">{t('invite.eyebrow')}</p>
          <h1 className="text-2xl font-bold text-deep dark:text-white">{group.name}</h1>
          <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <Users className="h-4 w-4" aria-hidden="true" />
            {t('card.members', { count: group.memberCount })}
          </p>
          {group.excerpt && <p className="text-[15px] text-slate-700 dark:text-slate-300">{group.excerpt}</p>}
          <div className="flex flex-wrap gap-2 pt-2">
            {member ? (
              <Link to={groupPath(group)} className={buttonClasses('primary', 'md')}>
                {t('invite.open')}
              </Link>
            ) : signedIn ? (
              <Button
                busy={join.isPending}
                onClick={() =>
                  join.mutate(code, {
                    onSuccess: () => {
                      toast.success(t('membership.joined', { name: group.name }));
                      void navigate(groupPath(group));
                    },
                    onError: (error) => toast.error(groupErrorMessage(t, error)),
                  })
                }
              >
                {t('invite.join')}
              </Button>
            ) : (
              <Link
                to={`/auth/login?redirect=${encodeURIComponent(`/groups/join/${code}`)}`}
                className={buttonClasses('primary', 'md')}
              >
                {t('invite.signIn')}
              </Link>
            )}
            <Link to={groupPath(group)} className={buttonClasses('ghost', 'md')}>
              {t('invite.view')}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
