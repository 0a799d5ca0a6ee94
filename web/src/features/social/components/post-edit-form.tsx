import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import type { Post } from '@tightlines/domain/social/posts';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/input';
import { useUpdatePost } from '#web/features/social/api/update-post';
import { reasonOf } from '#web/features/social/lib/post-error';
import { CharacterCounter } from './character-counter';

/** Edit my post in place, under the same 500-character rule as the composer. */
export function PostEditForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useTranslation(['social', 'errors']);
  const update = useUpdatePost(post.id);
  const [content, setContent] = useState(post.content);
  const ids = { text: useId(), counter: useId() };
  const over = content.length > POST_MAX_CHARS;
  const blank = content.trim().length === 0 && !post.mediaUrl;
  const unchanged = content.trim() === post.content;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (over || blank) return;
    if (unchanged) {
      onDone();
      return;
    }
    update.mutate(
      { content: content.trim() },
      {
        onSuccess: () => {
          toast.success(t('post.updated'));
          onDone();
        },
        onError: (error) => toast.error(t('post.editFailed'), { description: reasonOf(t, error) }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-2 px-4 pb-3" aria-label={t('post.editFormLabel')}>
      <label htmlFor={ids.text} className="sr-only">
        {t('post.editTextLabel')}
      </label>
      <Textarea
        id={ids.text}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onDone();
          }
        }}
        disabled={update.isPending}
        invalid={over}
        autoFocus
        rows={4}
        aria-describedby={ids.counter}
      />
      <div className="flex items-center justify-end gap-2">
        <CharacterCounter id={ids.counter} length={content.length} />
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('post.cancel')}
        </Button>
        <Button type="submit" disabled={over || blank} busy={update.isPending}>
          {t('post.save')}
        </Button>
      </div>
    </form>
  );
}
