import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { useConversations } from '#web/features/messages/api/conversations';
import { conversationPath } from '#web/features/messages/lib/names';

/**
 * /messages/team/{teamSlug} (the team page's "Team chat"): finds the team's conversation among mine and opens
 * it; a person outside the team (or a team without one yet) is told so.
 */
export function TeamChatPage() {
  const { t } = useTranslation('messages');
  const { teamSlug = '' } = useParams();
  const list = useConversations('inbox');
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const found = items.find((conversation) => conversation.team?.slug === teamSlug);
  const searching = !found && list.hasNextPage;

  // Older conversations are further down the list: read on until the team's chat or the end.
  useEffect(() => {
    if (searching && !list.isFetchingNextPage) void list.fetchNextPage();
  }, [searching, list]);

  if (found) return <Navigate to={conversationPath(found.id)} replace />;
  if (list.isError)
    return <QueryError error={list.error} title={t('list.loadError')} onRetry={() => void list.refetch()} />;
  if (list.isPending || searching) return <PageSpinner label={t('team.finding')} />;
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
