import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Bookmark, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import type { Collection } from '@tightlines/domain/saved/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { PageHeader } from '#web/components/ui/page-header';
import {
  useCollections,
  useCreateCollection,
  useDeleteCollection,
  useRenameCollection,
  useSaved,
} from '#web/features/social/api/saved';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { PostList } from '#web/features/social/components/post-list';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { reasonOf } from '#web/features/social/lib/post-error';
import { formatCount } from '#web/lib/format/numbers';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /saved (signed in; spec: saved posts and collections): All saved and my named collections. */
export function SavedPage() {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const collections = useCollections();
  const items = collections.data?.items ?? [];
  const wanted = params.get('collection');
  // A collection deleted elsewhere (or a stale link) falls back to All saved.
  const selected = items.find((item) => item.id === wanted) ?? null;
  const view = selected ? selected.id : 'all';
  const saved = useSaved(view);
  const [naming, setNaming] = useState<
    { mode: 'create' } | { mode: 'rename'; collection: Collection } | null
  >(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const remove = useDeleteCollection();
  useDocumentTitle(t('saved.title'));

  const select = (id: string | null) =>
    setParams(id ? { collection: id } : {}, { replace: true, preventScrollReset: true });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('saved.toast.collectionDeleted', { name: deleting.name }));
        setDeleting(null);
        select(null);
      },
      onError: (error) =>
        toast.error(t('saved.toast.collectionDeleteFailed'), { description: reasonOf(t, error) }),
    });
  };

  const chip = (id: string | null, label: string, count: number | undefined) => {
    const active = (id ?? null) === (selected?.id ?? null);
    return (
      <li key={id ?? 'all'} className="shrink-0">
        <button
          type="button"
          onClick={() => select(id)}
          aria-pressed={active}
          className={cn(
            'inline-flex h-11 items-center gap-2 rounded-full border px-4 text-[15px] font-semibold transition-colors',
            active
              ? 'border-open bg-open text-white'
              : 'border-slate-200 bg-white text-deep hover:border-open hover:text-open dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <span className="max-w-[12rem] truncate">{label}</span>
          {count !== undefined && (
            <span
              className={cn(
                'tabular text-sm',
                active ? 'text-white/85' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {formatCount(count, language)}
            </span>
          )}
        </button>
      </li>
    );
  };

  const emptyAll = (
    <Card className="p-8 text-center">
      <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
        <Bookmark className="h-6 w-6" aria-hidden="true" />
      </span>
      <h2 className="mt-3 text-lg font-bold text-deep dark:text-white">
        {selected ? t('saved.emptyCollection') : t('saved.empty')}
      </h2>
      <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600 dark:text-slate-300">
        {selected ? t('saved.emptyCollectionBody') : t('saved.emptyBody')}
      </p>
      <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-5')}>
        {t('saved.toFeed')}
      </Link>
    </Card>
  );

  return (
    <SocialColumns side={<TrendingTopics />}>
      <div className="space-y-4">
        <PageHeader
          title={t('saved.title')}
          subtitle={t('saved.subtitle')}
          actions={
            <Button variant="outline" onClick={() => setNaming({ mode: 'create' })}>
              <FolderPlus className="h-4 w-4" aria-hidden="true" />
              {t('saved.newCollection')}
            </Button>
          }
        />
        <nav aria-label={t('saved.collections')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <ul className="flex gap-2 pb-1">
            {chip(null, t('saved.all'), collections.data?.savedCount)}
            {items.map((item) => chip(item.id, item.name, item.postsCount))}
          </ul>
        </nav>
        {collections.isSuccess && items.length === 0 && (
          <p className="text-[15px] text-slate-600 dark:text-slate-300">{t('saved.emptyCollections')}</p>
        )}
        {selected && (
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="me-auto min-w-0 truncate text-lg font-bold text-deep dark:text-white">
              {selected.name}
            </h2>
            <Button variant="ghost" onClick={() => setNaming({ mode: 'rename', collection: selected })}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('saved.rename')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => setDeleting(selected)}
              className="text-danger dark:text-red-400"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('saved.deleteCollection')}
            </Button>
          </div>
        )}
        <PostList query={saved} label={selected ? selected.name : t('saved.all')} empty={emptyAll} />
      </div>
      {naming && (
        <CollectionNameDialog
          key={naming.mode === 'rename' ? naming.collection.id : 'new'}
          collection={naming.mode === 'rename' ? naming.collection : null}
          onClose={() => setNaming(null)}
          onCreated={(collection) => select(collection.id)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('saved.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('saved.deleteDescription')}
        confirmLabel={t('saved.deleteCollection')}
        cancelLabel={t('post.cancel')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </SocialColumns>
  );
}

/** Name a new collection, or rename one: the server's message shows under the field. */
function CollectionNameDialog({
  collection,
  onClose,
  onCreated,
}: {
  collection: Collection | null;
  onClose: () => void;
  onCreated: (collection: Collection) => void;
}) {
  const { t } = useTranslation(['social', 'errors']);
  const create = useCreateCollection();
  const rename = useRenameCollection();
  const [name, setName] = useState(collection?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const busy = create.isPending || rename.isPending;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('errors:collectionNameRequired'));
      return;
    }
    const onError = (failure: unknown) => setError(reasonOf(t, failure));
    if (collection)
      rename.mutate(
        { id: collection.id, name },
        {
          onSuccess: (renamed) => {
            toast.success(t('saved.toast.renamed', { name: renamed.name }));
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(name, {
        onSuccess: (created) => {
          toast.success(t('saved.toast.created', { name: created.name }));
          onCreated(created);
          onClose();
        },
        onError,
      });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={collection ? t('saved.renameTitle') : t('saved.newCollection')}
      closeLabel={t('saved.close')}
    >
      <form onSubmit={handleSubmit} className="space-y-4 p-4">
        <Field label={t('saved.nameLabel')} error={error}>
          <Input
            value={name}
            maxLength={60}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            placeholder={t('saved.namePlaceholder')}
            disabled={busy}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('post.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {collection ? t('saved.saveName') : t('saved.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
