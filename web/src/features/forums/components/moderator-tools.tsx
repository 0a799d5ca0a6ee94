import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Lock, LockOpen, Move, Pin, PinOff, Scissors, Trash2 } from 'lucide-react';
import { THREAD_TITLE_MIN_CHARS, type ThreadDetail } from '@tightlines/domain/forums/contract';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { Field } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/error-message';
import {
  deleteThread,
  moderateThread,
  moveThread,
  splitThread,
  useForumMutation,
  type ModAction,
} from '#web/features/forums/api/forums';

/** Lock, pin, move, split and delete: shown to platform moderators and admins (thread.canModerate). */
export function ModeratorTools({
  thread,
  selecting,
  onSelecting,
  selected,
}: {
  thread: ThreadDetail;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
  selected: string[];
}) {
  const { t } = useTranslation('forums');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'move' | 'split' | 'delete' | null>(null);
  const [topicSlug, setTopicSlug] = useState('');
  const [title, setTitle] = useState('');
  const onError = (e: unknown) => toast.error(errorMessage(t, e));
  const act = useForumMutation(
    (action: ModAction) => moderateThread(thread.id, action),
    () => toast.success(t('mod.done')),
  );
  const move = useForumMutation(
    (slug: string) => moveThread(thread.id, slug),
    () => {
      setDialog(null);
      void navigate(`/topics/${topicSlug.trim()}/${thread.id}`);
    },
  );
  const split = useForumMutation(
    (input: { postIds: string[]; title: string }) => splitThread(thread.id, input),
    (result) => {
      setDialog(null);
      onSelecting(false);
      void navigate(`/topics/${thread.topic.slug}/${result.threadId}`);
    },
  );
  const remove = useForumMutation(
    () => deleteThread(thread.id),
    () => void navigate(`/topics/${thread.topic.slug}`),
  );
  return (
    <section
      aria-label={t('mod.title')}
      className="mt-3 flex flex-wrap gap-2 rounded-[var(--radius-card)] border border-dashed border-slate-300 p-2 dark:border-slate-700"
    >
      <Button
        size="sm"
        variant="ghost"
        onClick={() => act.mutate(thread.locked ? 'unlock' : 'lock', { onError })}
      >
        {thread.locked ? (
          <LockOpen className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Lock className="h-4 w-4" aria-hidden="true" />
        )}
        {thread.locked ? t('mod.unlock') : t('mod.lock')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => act.mutate(thread.pinned ? 'unpin' : 'pin', { onError })}
      >
        {thread.pinned ? (
          <PinOff className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Pin className="h-4 w-4" aria-hidden="true" />
        )}
        {thread.pinned ? t('mod.unpin') : t('mod.pin')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDialog('move')}>
        <Move className="h-4 w-4" aria-hidden="true" />
        {t('mod.move')}
      </Button>
      <Button size="sm" variant="ghost" aria-pressed={selecting} onClick={() => onSelecting(!selecting)}>
        <Scissors className="h-4 w-4" aria-hidden="true" />
        {selecting ? t('mod.cancelSplit') : t('mod.split')}
      </Button>
      {selecting ? (
        <Button size="sm" disabled={selected.length === 0} onClick={() => setDialog('split')}>
          {t('mod.splitSelected', { count: selected.length })}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => setDialog('delete')}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('mod.deleteThread')}
      </Button>
      <Modal
        open={dialog === 'move'}
        onOpenChange={() => setDialog(null)}
        title={t('mod.move')}
        closeLabel={t('actions.close')}
      >
        <form
          className="flex flex-col gap-3 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (topicSlug.trim()) move.mutate(topicSlug.trim(), { onError });
          }}
        >
          <Field label={t('mod.moveTo')} required>
            <Input value={topicSlug} onChange={(e) => setTopicSlug(e.target.value)} />
          </Field>
          <Button type="submit" disabled={move.isPending}>
            {t('mod.move')}
          </Button>
        </form>
      </Modal>
      <Modal
        open={dialog === 'split'}
        onOpenChange={() => setDialog(null)}
        title={t('mod.split')}
        closeLabel={t('actions.close')}
      >
        <form
          className="flex flex-col gap-3 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (title.trim().length >= THREAD_TITLE_MIN_CHARS)
              split.mutate({ postIds: selected, title: title.trim() }, { onError });
          }}
        >
          <Field label={t('mod.newTitle')} required>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Button type="submit" disabled={split.isPending}>
            {t('mod.splitSelected', { count: selected.length })}
          </Button>
        </form>
      </Modal>
      <Modal
        open={dialog === 'delete'}
        onOpenChange={() => setDialog(null)}
        title={t('mod.deleteConfirm')}
        closeLabel={t('actions.close')}
      >
        <div className="flex justify-end gap-2 p-4">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onError })}
          >
            {t('mod.deleteThread')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
