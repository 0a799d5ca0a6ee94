import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { getTeamConversation } from '#web/features/messages/api/conversations';
import { messageKeys } from '#web/features/messages/api/message-keys';
import { ApiRequestError } from '#web/lib/api-client';
import { conversationPath } from '#web/features/messages/lib/names';

/**
 * /messages/team/{teamSlug} (the team page's "Team chat"): asks for the team's conversation and opens it; a person
 * outside the team (or a team without one yet) is told so.
 */
export function TeamChatPage() {
  const { t } = useTranslation('messages');
  const { teamSlug = '' } = useParams();
  const queryClient = useQueryClient();
  const team = useQuery({
    queryKey: [...messageKeys.all, 'team', teamSlug],
    queryFn: async () => {
      const detail = await getTeamConversation(teamSlug);
      // The conversation page finds its detail already there.
      queryClient.setQueryData(messageKeys.conversation(detail.id), detail);
      return detail;
    },
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });

  if (team.data) return <Navigate to={conversationPath(team.data.id)} replace />;
  if (team.isPending) return <PageSpinner label={t('team.finding')} />;
  if (!(team.error instanceof ApiRequestError && team.error.status === 404))
    return <QueryError error={team.error} title={t('list.loadError')} onRetry={() => void team.refetch()} />;
  return (
    <div className="flex flex-1 items-center justify-center">
      <EmptyState
        icon={MessageCircle}
        title={t('team.notFound')}
        hint={t('team.notFoundHint')}
        action={
          <Link to={`/teams/${encodeURIComponent(teamSlug)}`} className={buttonClasses('outline')}>
            {t('conversation.openTeam')}
          </Link>
        }
      />
    </div>
  );
}
