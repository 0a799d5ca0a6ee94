import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { PersonAvatar } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';
import { fullTime } from '#web/lib/format/time';
import type { ShownMessage } from '#web/features/messages/api/cache';
import { messageTime } from '#web/features/messages/lib/time';
import { ModerationNotice, ReportMenu } from '#web/features/safety';
import { MessagePhoto } from './message-photo';
import { MessageText } from './message-text';

/**
 * One message: mine on the end side, others' on the start side with their avatar (and, in groups, their name).
 * A deleted one reads 'Message deleted' in its place.
 */
export function MessageBubble({
  message,
  own,
  showName,
  first,
  onDelete,
}: {
  message: ShownMessage;
  own: boolean;
  /** Groups and team chats name the sender. */
  showName: boolean;
  /** The first of a run from the same sender (the avatar and name show once per run). */
  first: boolean;
  onDelete?: () => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const language = i18n.resolvedLanguage ?? 'en';
  const senderName = message.sender?.displayName ?? t('message.unknownSender');

  const body = message.isDeleted ? (
    <p className="text-[15px] italic">{t('message.deleted')}</p>
  ) : (
    <div className="space-y-1.5">
      {message.image && <MessagePhoto image={message.image} senderName={senderName} />}
      {message.content && <MessageText content={message.content} own={own} />}
    </div>
  );

  return (
    <div
      className={cn(
        'group flex items-end gap-2',
        own ? 'justify-end' : 'justify-start',
        first ? 'mt-3' : 'mt-1',
      )}
    >
      {!own && (
        <span className="w-8 shrink-0">
          {first && message.sender && <PersonAvatar person={message.sender} size="sm" />}
        </span>
      )}
      {own && onDelete && !message.isDeleted && !message.pending && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('message.delete')}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center self-center rounded-full text-slate-500 transition-opacity hover:bg-slate-100 hover:text-danger focus-visible:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 [@media(hover:hover)]:opacity-0"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
      <div className={cn('flex max-w-[80%] flex-col sm:max-w-[70%]', own ? 'items-end' : 'items-start')}>
        {!own && showName && first && (
          <span className="mb-0.5 px-1 text-xs font-semibold text-slate-600 dark:text-slate-400">
            {senderName}
          </span>
        )}
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2',
            message.isDeleted
              ? 'border border-dashed border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400'
              : own
                ? 'bg-open text-white'
                : 'bg-slate-100 text-deep dark:bg-slate-800 dark:text-slate-100',
            own ? 'rounded-ee-md' : 'rounded-es-md',
            message.pending && 'opacity-70',
          )}
        >
          <span className="sr-only">{own ? t('message.you') : senderName}: </span>
          {body}
        </div>
        <span className="mt-0.5 px-1 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {message.pending ? (
            t('message.sending')
          ) : (
            <time dateTime={message.createdAt} title={fullTime(message.createdAt, language)}>
              {messageTime(message.createdAt, language)}
            </time>
          )}
        </span>
        {own && !message.isDeleted && <ModerationNotice state={message.moderation} className="mt-1" />}
      </div>
      {!own && !message.isDeleted && !message.pending && (
        <ReportMenu
          targetType="message"
          targetId={message.id}
          authorName={senderName}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center self-center rounded-full text-slate-500 transition-opacity hover:bg-slate-100 hover:text-deep focus-visible:opacity-100 group-hover:opacity-100 data-[state=open]:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 [@media(hover:hover)]:opacity-0"
        />
      )}
    </div>
  );
}
