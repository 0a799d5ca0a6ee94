import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Image } from 'lucide-react';
import type { ConversationSummary } from '@tightlines/domain/messages/contract';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { conversationName, conversationPath } from '#web/features/messages/lib/names';
import { ConversationAvatar } from './conversation-avatar';
import { RequestActions } from './request-actions';

/** The last message, as the list previews it. */
function Preview({ conversation, myId }: { conversation: ConversationSummary; myId: string | null }) {
  const { t } = useTranslation('messages');
  const last = conversation.lastMessage;
  if (!last) return <span className="italic">{t('list.noMessages')}</span>;
  if (last.isDeleted) return <span className="italic">{t('message.deleted')}</span>;
  const text = last.preview || (last.hasImage ? t('list.photo') : '');
  const mine = last.senderId !== null && last.senderId === myId;
  // The quote runs in its own direction and is cut at its own end ("Leaving Friday…" in an Arabic list too).
  return (
    <>
      {mine && <span className="shrink-0">{t('list.you')} </span>}
      {last.hasImage && <Image className="h-4 w-4 shrink-0" aria-hidden="true" />}
      <span dir="auto" className="min-w-0 truncate">
        {text}
      </span>
    </>
  );
}

/** One conversation in the list: who, the last message, when, and how many unread. */
export function ConversationRow({
  conversation,
  myId,
  active,
}: {
  conversation: ConversationSummary;
  myId: string | null;
  active: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  const [params] = useSearchParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const name = conversationName(t, conversation);
  const unread = conversation.unreadCount;
  const when = conversation.lastMessageAt;

  return (
    <div
      className={cn(
        'relative flex items-start gap-3 px-4 py-3 transition-colors',
        active ? 'bg-shallows dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-900',
      )}
    >
      <ConversationAvatar conversation={conversation} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline gap-2">
          <Link
            to={{ pathname: conversationPath(conversation.id), search: params.toString() }}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'min-w-0 flex-1 truncate text-[15px] text-deep after:absolute after:inset-0 dark:text-white',
              unread > 0 ? 'font-bold' : 'font-semibold',
            )}
          >
            {name}
            {unread > 0 && <span className="sr-only">, {t('list.unread', { count: unread })}</span>}
          </Link>
          {when && (
            <time
              dateTime={when}
              title={fullTime(when, language)}
              className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400"
            >
              {relativeTime(when, language, { dateAfterDays: 7 })}
            </time>
          )}
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={cn(
              'flex min-w-0 flex-1 items-center gap-1 text-sm',
              unread > 0
                ? 'font-semibold text-deep dark:text-slate-100'
                : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <Preview conversation={conversation} myId={myId} />
          </p>
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="conversation-unread"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-open px-1.5 text-[11px] font-bold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </div>
        {conversation.box === 'requests' && (
          // Above the row's link, so the buttons take their own clicks.
          <div className="relative z-10 mt-2">
            <RequestActions conversationId={conversation.id} name={name} />
          </div>
        )}
      </div>
    </div>
  );
}

export function ConversationRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
