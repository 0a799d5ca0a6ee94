import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Bookmark, Check, FolderInput, Plus } from 'lucide-react';
import type { Post } from '@tightlines/domain/social/posts';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { Spinner } from '#web/components/ui/spinner';
import {
  useCollections,
  useCreateCollection,
  useFileSaved,
  useToggleSave,
} from '#web/features/social/api/saved';
import { reasonOf } from '#web/features/social/lib/post-error';

const iconButton =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-[var(--radius-control)] px-2.5 transition-colors hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';

/**
 * Save / Unsave (optimistic, with a toast) and, once saved, "Save to collection". A visitor is sent to sign in.
 */
export function SaveControls({ post, signedIn }: { post: Post; signedIn: boolean }) {
  const { t } = useTranslation(['social', 'errors']);
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleSave(post);
  const [picking, setPicking] = useState(false);

  const handleSave = () => {
    if (!signedIn) {
      void navigate(`/auth/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const save = !post.savedByMe;
    toggle.mutate(save, {
      onSuccess: () =>
        save
          ? toast.success(t('saved.toast.saved'), {
              action: { label: t('saved.toCollection'), onClick: () => setPicking(true) },
            })
          : toast.success(t('saved.toast.unsaved')),
      onError: (error) =>
        toast.error(save ? t('saved.toast.saveFailed') : t('saved.toast.unsaveFailed'), {
          description: reasonOf(t, error),
        }),
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={handleSave}
        aria-pressed={signedIn ? post.savedByMe : undefined}
        aria-label={post.savedByMe ? t('saved.unsave') : t('saved.save')}
        title={post.savedByMe ? t('saved.unsave') : t('saved.save')}
        className={cn(
          iconButton,
          post.savedByMe
            ? 'text-open dark:text-open-400'
            : 'text-slate-600 hover:text-deep dark:text-slate-300 dark:hover:text-white',
        )}
      >
        <Bookmark className={cn('h-5 w-5', post.savedByMe && 'fill-current')} aria-hidden="true" />
      </button>
      {signedIn && post.savedByMe && (
        <button
          type="button"
          onClick={() => setPicking(true)}
          aria-label={t('saved.toCollection')}
          title={t('saved.toCollection')}
          className={cn(
            iconButton,
            'text-slate-600 hover:text-deep dark:text-slate-300 dark:hover:text-white',
          )}
        >
          <FolderInput className="h-5 w-5" aria-hidden="true" />
        </button>
      )}
      {picking && <CollectionPicker postId={post.id} open={picking} onOpenChange={setPicking} />}
    </>
  );
}

/** Choose the collection a saved post is filed in (or none), or make a new one and file it there. */
export function CollectionPicker({
  postId,
  open,
  onOpenChange,
  current,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the post is filed now, when known (the saved page knows). */
  current?: string | null;
}) {
  const { t } = useTranslation(['social', 'errors']);
  const collections = useCollections(open);
  const file = useFileSaved(postId);
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const fileIn = (collectionId: string | null, label: string) =>
    file.mutate(collectionId, {
      onSuccess: () => {
        toast.success(t('saved.toast.moved', { name: label }));
        onOpenChange(false);
      },
      onError: (error) => toast.error(t('saved.toast.moveFailed'), { description: reasonOf(t, error) }),
    });

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('errors:collectionNameRequired'));
      return;
    }
    create.mutate(name, {
      onSuccess: (collection) => {
        setName('');
        setNameError(undefined);
        fileIn(collection.id, collection.name);
      },
      onError: (error) => setNameError(reasonOf(t, error)),
    });
  };

  const busy = file.isPending || create.isPending;
  const items = collections.data?.items ?? [];
  const choice = (id: string | null, label: string) => (
    <li key={id ?? 'none'}>
      <button
        type="button"
        disabled={busy}
        onClick={() => fileIn(id, label)}
        aria-current={current === id ? 'true' : undefined}
        className="flex min-h-11 w-full items-center gap-3 rounded-[var(--radius-control)] px-3 text-start text-[15px] font-semibold text-deep hover:bg-slate-100 disabled:opacity-60 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1 truncate">{label}</span>
        {current === id && <Check className="h-4 w-4 text-open" aria-hidden="true" />}
      </button>
    </li>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('saved.pickerTitle')}
      closeLabel={t('saved.close')}
    >
      <div className="space-y-4 p-4">
        {collections.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        ) : (
          <ul className="space-y-1" aria-label={t('saved.collections')}>
            {choice(null, t('saved.noCollection'))}
            {items.map((item) => choice(item.id, item.name))}
          </ul>
        )}
        {!collections.isPending && items.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('saved.emptyCollections')}</p>
        )}
        <form onSubmit={handleCreate} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Field label={t('saved.newCollection')} error={nameError}>
              <Input
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                placeholder={t('saved.namePlaceholder')}
                disabled={busy}
              />
            </Field>
          </div>
          <Button type="submit" busy={create.isPending} disabled={busy}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('saved.create')}
          </Button>
        </form>
      </div>
    </Modal>
  );
}
