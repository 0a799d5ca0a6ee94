import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EVENT_COMMENT_MAX_CHARS } from '@tightlines/domain/tournaments/events-contract';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { relativeTime, fullTime } from '#web/lib/format/time';
import { useMe } from '#web/lib/session';
import { useAddComment, useEventComments } from '#web/features/tournaments/api/event';
import { PagedList } from '#web/components/ui/paged-list';
import { ModerationNotice, ReportMenu, SuspendedNotice, useSuspension } from '#web/features/safety';

/** The event's discussion: text stored as written and shown as text. */
export function EventDiscussion({ eventId, open }: { eventId: string; open: boolean }) {
  const { t, i18n } = useTranslation('tournaments');
  const me = useMe();
  const query = useEventComments(eventId);
  const add = useAddComment(eventId);
  const [content, setContent] = useState('');
  const suspended = useSuspension() !== null;
  const viewerId = me.data?.user?.id ?? null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || suspended) return;
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        toast.success(t('discussion.posted'));
      },
      onError: (error) => toast.error(t('discussion.failed'), { description: errorMessage(t, error) }),
    });
  };

  return (
    <section aria-labelledby="discussion-heading" className="space-y-4">
      <h2 id="discussion-heading" className="text-lg font-bold text-deep dark:text-white">
        {t('discussion.title')}
      </h2>
      {me.data?.user && open && (
        <form onSubmit={handleSubmit} className="space-y-2">
          <SuspendedNotice id="event-comment-suspended" />
          <label htmlFor="event-comment" className="sr-only">
            {t('discussion.label')}
          </label>
          <Textarea
            id="event-comment"
            value={content}
            maxLength={EVENT_COMMENT_MAX_CHARS}
            placeholder={t('discussion.placeholder')}
            onChange={(e) => setContent(e.target.value)}
            disabled={suspended}
            aria-describedby={suspended ? 'event-comment-suspended' : undefined}
            className="min-h-20"
          />
          <div className="flex justify-end">
            <Button type="submit" busy={add.isPending} disabled={!content.trim() || suspended}>
              {t('discussion.post')}
            </Button>
          </div>
        </form>
      )}
      <PagedList query={query} errorTitle={t('discussion.error')} empty={t('discussion.empty')}>
        {(items) => (
          <ul className="space-y-4">
            {items.map((comment) => (
              <li key={comment.id} className="flex gap-3">
                <PersonAvatar person={comment.author} size="sm" />
                <div className="min-w-0 flex-1 rounded-[var(--radius-control)] bg-slate-50 px-3 py-2 dark:bg-slate-800">
                  <p className="text-sm">
                    <span className="font-semibold text-deep dark:text-white">
                      {comment.author.displayName}
                    </span>{' '}
                    <time
                      dateTime={comment.createdAt}
                      title={fullTime(comment.createdAt, i18n.language)}
                      className="text-xs text-slate-500 dark:text-slate-400"
                    >
                      {relativeTime(comment.createdAt, i18n.language)}
                    </time>
                  </p>
                  <p className="mt-0.5 whitespace-pre-line break-words text-[15px] text-slate-800 dark:text-slate-200">
                    {comment.content}
                  </p>
                  {viewerId === comment.author.id && (
                    <ModerationNotice state={comment.moderation} className="mt-1.5" />
                  )}
                </div>
                {viewerId !== comment.author.id && (
                  <ReportMenu
                    targetType="event_comment"
                    targetId={comment.id}
                    authorName={comment.author.displayName}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
