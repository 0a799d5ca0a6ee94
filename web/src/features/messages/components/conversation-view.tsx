import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowLeft, LogOut, MessageCircle, Shield } from 'lucide-react';
import type { ConversationDetail } from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { Modal } from '#web/components/ui/modal';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useConversation, useLeaveConversation } from '#web/features/messages/api/conversations';
import { useDeleteMessage, useMarkRead, useMessages } from '#web/features/messages/api/messages';
import { conversationName } from '#web/features/messages/lib/names';
import { lastOwnMessage, seenBy } from '#web/features/messages/lib/seen';
import { ConversationAvatar } from './conversation-avatar';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { RequestActions } from './request-actions';
import { TypingIndicator, useTypists } from './typing-indicator';

/** Within this distance of the bottom, a new message scrolls the history down with it. */
const STICK_PX = 120;

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState === 'visible';

function HistorySkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3 p-4">
      {[60, 40, 70, 35, 55].map((width, row) => (
        <div key={row} className={row % 2 ? 'flex justify-end' : 'flex justify-start'}>
          <Skeleton className="h-10 rounded-2xl" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation('messages');
  return (
    <Link
      to="/messages"
      aria-label={t('conversation.back')}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-deep hover:bg-slate-100 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}

function ConversationHeader({
  conversation,
  onLeave,
}: {
  conversation: ConversationDetail;
  onLeave: () => void;
}) {
  const { t } = useTranslation('messages');
  const name = conversationName(t, conversation);
  const [other] = conversation.participants;
  const subtitle =
    conversation.type === 'direct' && other ? (
      <span dir="ltr">@{other.handle}</span>
    ) : (
      t('conversation.members', { count: conversation.participantCount })
    );
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4 dark:border-slate-800">
      <BackLink />
      <ConversationAvatar conversation={conversation} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-bold text-deep dark:text-white">
          {conversation.type === 'direct' && other ? (
            <Link to={`/profile/${encodeURIComponent(other.id)}`} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>
      </div>
      {conversation.team && (
        <Link
          to={`/teams/${encodeURIComponent(conversation.team.slug)}`}
          aria-label={t('conversation.openTeam')}
          className={buttonClasses('ghost', 'sm', 'h-11')}
        >
          <Shield className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('conversation.openTeam')}</span>
        </Link>
      )}
      {conversation.canLeave && conversation.box === 'inbox' && (
        <Button
          variant="ghost"
          size="sm"
          className="h-11"
          aria-label={t('conversation.leave')}
          onClick={onLeave}
        >
          <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          <span className="hidden sm:inline">{t('conversation.leave')}</span>
        </Button>
      )}
    </header>
  );
}

/** A confirmation before something that cannot be undone (delete a message, leave a group). */
function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirm,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={t('close')}>
      <div className="space-y-5 p-4 sm:p-6">
        <p className="text-[15px] text-slate-700 dark:text-slate-300">{body}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * One conversation: its history (newest at the bottom, older pages as the reader scrolls up, keeping the place),
 * seen marks, who is typing, the composer, requests to answer and a group to leave. What arrives while the page
 * is visible is marked read at once.
 */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation(['messages', 'errors']);
  const navigate = useNavigate();
  const me = useMe();
  const user = me.data?.user ?? null;
  const myId = user?.id ?? null;
  const detail = useConversation(conversationId);
  const history = useMessages(conversationId);
  const markRead = useMarkRead(conversationId, myId);
  const remove = useDeleteMessage(conversationId);
  const leave = useLeaveConversation();
  const typists = useTypists(conversationId, myId);
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const olderAnchor = useRef<{ height: number; top: number } | null>(null);
  const nearBottom = useRef(true);
  const scrolledOnce = useRef(false);
  const readUpTo = useRef<string | null>(null);

  const name = detail.data ? conversationName(t, detail.data) : null;
  useDocumentTitle(name);

  const messages = history.data ? [...history.data.pages].reverse().flatMap((page) => page.items) : [];
  const newest = messages.at(-1);
  const pageCount = history.data?.pages.length ?? 0;

  // The person as a message's sender (optimistic sends show before the server answers).
  const meAsPerson: Person | null = (() => {
    const member = detail.data?.members.find((entry) => entry.id === myId);
    if (member) return member;
    return user
      ? {
          id: user.id,
          handle: '',
          firstName: user.firstName,
          lastName: user.lastName,
          displayName: `${user.firstName} ${user.lastName}`.trim(),
          avatarUrl: user.avatarUrl,
        }
      : null;
  })();

  // Read: whatever is newest from someone else, while the page is visible (once per message), also a message
  // that arrives live while I look (the socket's patch of the history re-renders this).
  const newestOther = [...messages]
    .reverse()
    .find((message) => message.sender?.id !== myId && !message.pending);
  const myMark = detail.data?.members.find((member) => member.id === myId)?.lastReadAt ?? null;
  const unreadHere =
    newestOther !== undefined && (myMark === null || new Date(myMark) < new Date(newestOther.createdAt));
  useEffect(() => {
    if (!visible || !detail.data || !newestOther || !unreadHere) return;
    if (readUpTo.current === newestOther.id) return;
    readUpTo.current = newestOther.id;
    markRead.mutate();
  }, [visible, detail.data, newestOther, unreadHere, markRead]);

  // Scrolling: to the bottom first; older pages keep the reader's place; new ones follow if the reader is near the end.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (olderAnchor.current) {
      box.scrollTop = box.scrollHeight - olderAnchor.current.height + olderAnchor.current.top;
      olderAnchor.current = null;
      return;
    }
    if (!scrolledOnce.current && messages.length > 0) {
      scrolledOnce.current = true;
      box.scrollTop = box.scrollHeight;
    }
  }, [pageCount, messages.length]);
  const newestId = newest?.id;
  const newestMine = newest?.sender?.id === myId;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && newestId && (nearBottom.current || newestMine)) box.scrollTop = box.scrollHeight;
  }, [newestId, newestMine]);

  const loadOlder = () => {
    const box = scroller.current;
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    if (box) olderAnchor.current = { height: box.scrollHeight, top: box.scrollTop };
    void history.fetchNextPage();
  };

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX;
    if (box.scrollTop < 200) loadOlder();
  };

  if (detail.isError) {
    const gone = detail.error instanceof ApiRequestError && [403, 404].includes(detail.error.status);
    return (
      <div className="flex flex-1 flex-col">
        <div className="p-2 lg:hidden">
          <BackLink />
        </div>
        {gone ? (
          <EmptyState icon={MessageCircle} title={t('errors:conversationNotFound')} />
        ) : (
          <QueryError
            error={detail.error}
            title={t('messages:conversation.loadError')}
            onRetry={() => void detail.refetch()}
          />
        )}
      </div>
    );
  }

  const conversation = detail.data;
  const ownLast = myId ? lastOwnMessage(messages, myId) : undefined;
  const seers = ownLast && conversation && myId ? seenBy(ownLast, conversation.members, myId) : [];
  const othersCount = conversation ? conversation.members.filter((member) => member.id !== myId).length : 0;
  const seenText =
    seers.length === 0
      ? null
      : conversation?.type === 'direct'
        ? t('messages:message.seen')
        : seers.length >= othersCount
          ? t('messages:message.seenByEveryone')
          : t('messages:message.seenBy', { names: seers.map((member) => member.displayName).join(', ') });
  const showNames = conversation ? conversation.type !== 'direct' : false;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {conversation ? (
        <ConversationHeader conversation={conversation} onLeave={() => setLeaving(true)} />
      ) : (
        <div
          className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800"
          aria-hidden="true"
        >
          <Skeleton className="h-10 w-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      )}

      {conversation?.box === 'requests' && (
        <div className="border-b border-slate-200 bg-shallows px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <p className="mb-2 text-sm text-deep dark:text-slate-100">
            {conversation.type === 'direct'
              ? t('messages:requests.banner', { name: name ?? '' })
              : t('messages:requests.bannerGroup')}
          </p>
          <RequestActions
            conversationId={conversationId}
            name={name ?? ''}
            afterDecline="/messages?box=requests"
          />
        </div>
      )}

      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('messages:conversation.historyLabel', { name: name ?? '' })}
        aria-busy={history.isPending || history.isFetchingNextPage || undefined}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 focus-visible:outline-offset-[-2px] sm:px-4"
      >
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError ? (
          <QueryError
            error={history.error}
            title={t('messages:conversation.loadError')}
            onRetry={() => void history.refetch()}
          />
        ) : messages.length === 0 ? (
          <EmptyState
            icon={MessageCircle}
            title={t('messages:conversation.emptyTitle')}
            hint={t('messages:conversation.emptyHint')}
          />
        ) : (
          <>
            {history.hasNextPage && (
              <div className="pb-2 text-center">
                <Button variant="ghost" size="sm" busy={history.isFetchingNextPage} onClick={loadOlder}>
                  {t('messages:conversation.loadOlder')}
                </Button>
              </div>
            )}
            <ol className="pb-1">
              {messages.map((message, index) => {
                const own = message.sender?.id === myId;
                const previous = messages[index - 1];
                const first = !previous || previous.sender?.id !== message.sender?.id;
                return (
                  <li key={message.clientId ?? message.id}>
                    <MessageBubble
                      message={message}
                      own={own}
                      showName={showNames}
                      first={first}
                      onDelete={own ? () => setDeleting(message.id) : undefined}
                    />
                    {message === ownLast && seenText && (
                      <p className="mt-0.5 px-1 text-end text-xs font-semibold text-slate-600 dark:text-slate-400">
                        {seenText}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>

      <TypingIndicator typists={typists} />

      {conversation &&
        (conversation.canSend ? (
          <MessageComposer
            conversationId={conversationId}
            me={meAsPerson}
            onSent={() => {
              nearBottom.current = true;
            }}
          />
        ) : (
          <p className="border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            {t('messages:conversation.cannotSend')}
          </p>
        ))}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('messages:message.delete')}
        body={t('messages:message.deleteConfirm')}
        confirm={t('messages:message.deleteAction')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(t('messages:message.deleted'));
            },
            onError: (error) =>
              toast.error(t('messages:message.deleteFailed'), { description: errorMessage(t, error) }),
          });
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('messages:conversation.leaveTitle')}
        body={t('messages:conversation.leaveBody')}
        confirm={t('messages:conversation.leave')}
        busy={leave.isPending}
        onConfirm={() =>
          leave.mutate(conversationId, {
            onSuccess: () => {
              setLeaving(false);
              toast.success(t('messages:conversation.left'));
              void navigate('/messages', { replace: true });
            },
            onError: (error) =>
              toast.error(t('messages:conversation.leaveFailed'), { description: errorMessage(t, error) }),
          })
        }
      />
    </div>
  );
}
