import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AlertTriangle, CalendarClock, Send, Trash2 } from 'lucide-react';
import type { ScheduledPost } from '@tightlines/domain/saved/scheduled';
import { isMessageCode } from '@tightlines/domain/common/messages';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Skeleton } from '#web/components/ui/skeleton';
import { QueryError } from '#web/components/ui/query-error';
import {
  useDeleteScheduled,
  usePublishScheduled,
  useScheduledPosts,
} from '#web/features/social/api/scheduled';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { reasonOf } from '#web/features/social/lib/post-error';
import { fullTime } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /scheduled-posts (signed in; spec §4): my posts waiting for their time; publish now, or delete after asking. */
export function ScheduledPostsPage() {
  const { t } = useTranslation(['social', 'errors']);
  const scheduled = useScheduledPosts();
  const [deleting, setDeleting] = useState<ScheduledPost | null>(null);
  const remove = useDeleteScheduled();
  useDocumentTitle(t('scheduled.title'));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('scheduled.toast.deleted'));
        setDeleting(null);
      },
      onError: (error) => toast.error(t('scheduled.toast.deleteFailed'), { description: reasonOf(t, error) }),
    });
  };

  let body;
  if (scheduled.isPending)
    body = (
      <div className="space-y-3" aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  else if (scheduled.isError)
    body = <QueryError error={scheduled.error} onRetry={() => void scheduled.refetch()} />;
  else if (scheduled.data.items.length === 0)
    body = (
      <Card className="p-8 text-center">
        <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
          <CalendarClock className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="mt-3 text-lg font-bold text-deep dark:text-white">{t('scheduled.empty')}</h2>
        <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600 dark:text-slate-300">
          {t('scheduled.emptyBody')}
        </p>
        <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-5')}>
          {t('scheduled.toComposer')}
        </Link>
      </Card>
    );
  else
    body = (
      <ul className="space-y-3" aria-label={t('scheduled.title')}>
        {scheduled.data.items.map((item) => (
          <ScheduledItem key={item.id} item={item} onDelete={() => setDeleting(item)} />
        ))}
      </ul>
    );

  return (
    <SocialColumns>
      <div className="space-y-4">
        <PageHeader title={t('scheduled.title')} subtitle={t('scheduled.subtitle')} />
        {body}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('scheduled.deleteTitle')}
        description={t('scheduled.deleteDescription')}
        confirmLabel={t('scheduled.delete')}
        cancelLabel={t('post.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </SocialColumns>
  );
}

function ScheduledItem({ item, onDelete }: { item: ScheduledPost; onDelete: () => void }) {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const publish = usePublishScheduled();
  const thumb = item.media?.variants[0]?.url ?? item.mediaUrl;

  const handlePublish = () =>
    publish.mutate(item.id, {
      onSuccess: () => toast.success(t('scheduled.toast.published')),
      onError: (error) =>
        toast.error(t('scheduled.toast.publishFailed'), { description: reasonOf(t, error) }),
    });

  return (
    <li>
      <Card className="p-4">
        <div className="flex gap-3">
          {thumb && (
            <img
              src={thumb}
              alt={t('scheduled.photoAlt')}
              loading="lazy"
              width={80}
              height={80}
              className="h-20 w-20 shrink-0 rounded-[var(--radius-control)] object-cover"
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-open dark:text-open-400">
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              <time dateTime={item.publishAt}>
                {t('scheduled.publishesAt', { when: fullTime(item.publishAt, language) })}
              </time>
              <span className="text-slate-500 dark:text-slate-400">
                · {t(`visibility.${item.visibility}`)}
              </span>
            </p>
            <p className="mt-1 text-[15px] break-words whitespace-pre-wrap text-deep dark:text-slate-100">
              {item.content || t('scheduled.photoOnly')}
            </p>
            {item.state === 'failed' && (
              <p
                role="status"
                className="mt-2 flex items-start gap-2 text-sm font-medium text-danger dark:text-red-400"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                <span>
                  {t('scheduled.failed')}
                  {item.failureCode && isMessageCode(item.failureCode)
                    ? ` ${t(`errors:${item.failureCode}`)}`
                    : ''}
                </span>
              </p>
            )}
          </div>
        </div>
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            onClick={onDelete}
            disabled={publish.isPending}
            className="text-danger dark:text-red-400"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('scheduled.delete')}
          </Button>
          <Button onClick={handlePublish} busy={publish.isPending}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {t('scheduled.publishNow')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
