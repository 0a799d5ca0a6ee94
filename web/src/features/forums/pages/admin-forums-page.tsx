import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  FORUM_KINDS,
  type ForumDetail,
  type ForumKind,
  type TopicSummary,
} from '@tightlines/domain/forums/contract';
import { PageHeader } from '#web/components/ui/page-header';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { PageSpinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { adminForums, useAdminForums, useForumMutation } from '#web/features/forums/api/forums';

type Editing =
  | { kind: 'forum'; forum: ForumDetail | null }
  | { kind: 'topic'; forumId: string; topic: TopicSummary | null; position: number }
  | { kind: 'delete-forum'; forum: ForumDetail }
  | { kind: 'delete-topic'; topic: TopicSummary };

interface FormValues {
  slug: string;
  name: string;
  description: string;
  kind: ForumKind;
  position: number;
}

/** /admin/forums: create, edit, order and delete forums and their topics. */
export function AdminForumsPage() {
  const { t } = useTranslation('forums');
  const query = useAdminForums();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const onError = (e: unknown) => toast.error(errorMessage(t, e));
  const done = () => {
    toast.success(t('admin.saved'));
    close();
  };
  const saveForum = useForumMutation(
    ({ id, values }: { id: string | null; values: FormValues }) =>
      id ? adminForums.updateForum(id, values) : adminForums.createForum(values),
    done,
  );
  const saveTopic = useForumMutation(
    ({ id, forumId, values }: { id: string | null; forumId: string; values: FormValues }) => {
      const { kind: _kind, ...topic } = values;
      return id ? adminForums.updateTopic(id, topic) : adminForums.createTopic({ ...topic, forumId });
    },
    done,
  );
  const removeForum = useForumMutation((id: string) => adminForums.deleteForum(id), done);
  const removeTopic = useForumMutation((id: string) => adminForums.deleteTopic(id), done);

  if (query.isError)
    return <QueryError title={t('admin.error')} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpinner />;
  const forums = query.data.items;
  return (
    <div>
      <PageHeader
        title={t('admin.title')}
        actions={
          <Button onClick={() => setEditing({ kind: 'forum', forum: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('admin.newForum')}
          </Button>
        }
      />
      {forums.length === 0 ? <EmptyState title={t('admin.empty')} /> : null}
      {forums.map((forum) => (
        <section
          key={forum.id}
          aria-labelledby={`admin-forum-${forum.id}`}
          className="mt-4 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`admin-forum-${forum.id}`} className="flex-1 text-lg font-bold text-deep dark:text-white">
              {forum.name}{' '}
              <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                /{forum.slug} · {t(`kinds.${forum.kind}`)}
              </span>
            </h2>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('admin.editNamed', { name: forum.name })}
              onClick={() => setEditing({ kind: 'forum', forum })}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('admin.deleteNamed', { name: forum.name })}
              onClick={() => setEditing({ kind: 'delete-forum', forum })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {forum.topics.map((topic, index) => (
              <li key={topic.id} className="flex items-center gap-2 py-2">
                <span className="flex-1">
                  {topic.name}{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-300">/{topic.slug}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.editNamed', { name: topic.name })}
                  onClick={() => setEditing({ kind: 'topic', forumId: forum.id, topic, position: index })}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('admin.deleteNamed', { name: topic.name })}
                  onClick={() => setEditing({ kind: 'delete-topic', topic })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() =>
              setEditing({ kind: 'topic', forumId: forum.id, topic: null, position: forum.topics.length })
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('admin.newTopic')}
          </Button>
        </section>
      ))}
      {editing?.kind === 'forum' ? (
        <EditDialog
          title={editing.forum ? t('admin.editForum') : t('admin.newForum')}
          withKind
          initial={{
            slug: editing.forum?.slug ?? '',
            name: editing.forum?.name ?? '',
            description: editing.forum?.description ?? '',
            kind: editing.forum?.kind ?? 'discussion',
            position: editing.forum ? forums.indexOf(editing.forum) : forums.length,
          }}
          pending={saveForum.isPending}
          onClose={close}
          onSubmit={(values) => saveForum.mutate({ id: editing.forum?.id ?? null, values }, { onError })}
        />
      ) : null}
      {editing?.kind === 'topic' ? (
        <EditDialog
          title={editing.topic ? t('admin.editTopic') : t('admin.newTopic')}
          initial={{
            slug: editing.topic?.slug ?? '',
            name: editing.topic?.name ?? '',
            description: editing.topic?.description ?? '',
            kind: 'discussion',
            position: editing.position,
          }}
          pending={saveTopic.isPending}
          onClose={close}
          onSubmit={(values) =>
            saveTopic.mutate({ id: editing.topic?.id ?? null, forumId: editing.forumId, values }, { onError })
          }
        />
      ) : null}
      {editing?.kind === 'delete-forum' || editing?.kind === 'delete-topic' ? (
        <Modal
          open
          onOpenChange={(open) => !open && close()}
          title={t('admin.deleteConfirm', {
            name: editing.kind === 'delete-forum' ? editing.forum.name : editing.topic.name,
          })}
          closeLabel={t('actions.close')}
        >
          <div className="flex justify-end gap-2 p-4">
            <Button variant="ghost" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                editing.kind === 'delete-forum'
                  ? removeForum.mutate(editing.forum.id, { onError })
                  : removeTopic.mutate(editing.topic.id, { onError })
              }
            >
              {t('actions.delete')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

function EditDialog({
  title,
  initial,
  withKind,
  pending,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: FormValues;
  withKind?: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: FormValues) => void;
}) {
  const { t } = useTranslation('forums');
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.slug) || values.name.trim().length < 2) {
      setError(t('admin.invalid'));
      return;
    }
    setError(undefined);
    onSubmit({ ...values, name: values.name.trim(), description: values.description.trim() });
  };
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('actions.close')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 overflow-y-auto p-4">
        <Field label={t('admin.name')} required>
          <Input value={values.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label={t('admin.slug')} hint={t('admin.slugHint')} required error={error}>
          <Input value={values.slug} dir="ltr" onChange={(e) => set('slug', e.target.value.toLowerCase())} />
        </Field>
        <Field label={t('admin.description')}>
          <Textarea
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        {withKind ? (
          <Field label={t('admin.kind')}>
            <Select value={values.kind} onChange={(e) => set('kind', e.target.value as ForumKind)}>
              {FORUM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field label={t('admin.position')}>
          <Input
            type="number"
            min={0}
            max={1000}
            value={values.position}
            onChange={(e) => set('position', Number(e.target.value) || 0)}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
