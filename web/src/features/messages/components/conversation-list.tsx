import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Inbox, MessageCircle, Search } from 'lucide-react';
import type { ConversationBox } from '@tightlines/domain/messages/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { useConversations } from '#web/features/messages/api/conversations';
import { ConversationRow, ConversationRowsSkeleton } from './conversation-row';

/** The inbox or the requests: skeleton, error with retry, empty state, rows, and older pages on demand. */
export function ConversationList({
  box,
  myId,
  activeId,
}: {
  box: ConversationBox;
  myId: string | null;
  activeId: string | null;
}) {
  const { t } = useTranslation('messages');
  const list = useConversations(box);

  if (list.isPending) return <ConversationRowsSkeleton />;
  if (list.isError)
    return (
      <QueryError
        error={list.error}
        title={t('list.loadError')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return box === 'inbox' ? (
      <EmptyState
        icon={MessageCircle}
        title={t('list.emptyTitle')}
        hint={t('list.emptyHint')}
        action={
          <Link to="/search" className={buttonClasses('outline', 'md')}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('list.findPeople')}
          </Link>
        }
      />
    ) : (
      <EmptyState icon={Inbox} title={t('list.requestsEmptyTitle')} hint={t('list.requestsEmptyHint')} />
    );

  return (
    <>
      <ul
        aria-label={t(box === 'inbox' ? 'tabs.inbox' : 'tabs.requests')}
        className="divide-y divide-slate-100 dark:divide-slate-800/70"
      >
        {items.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow conversation={conversation} myId={myId} active={conversation.id === activeId} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="p-4 text-center">
          <Button variant="outline" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('list.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
