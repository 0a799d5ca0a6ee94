import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  FORUM_POST_MIN_CHARS,
  THREAD_TITLE_MAX_CHARS,
  THREAD_TITLE_MIN_CHARS,
} from '@tightlines/domain/forums/contract';
import { PageHeader } from '#web/components/ui/page-header';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { createThread, useForumMutation } from '#web/features/forums/api/forums';
import { MarkdownEditor } from '#web/features/forums/components/markdown-editor';

/** /topics/:topicSlug/new: a title and a Markdown body. */
export function NewThreadPage() {
  const { topicSlug = '' } = useParams();
  const { t } = useTranslation('forums');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const mutation = useForumMutation(
    (input: { title: string; body: string }) => createThread(topicSlug, input),
    (thread) => {
      toast.success(t('newThread.created'));
      void navigate(`/topics/${thread.topic.slug}/${thread.id}`);
    },
  );
  const me = useMe();
  if (me.data && !me.data.user)
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(`/topics/${topicSlug}/new`)}`} replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      title:
        title.trim().length < THREAD_TITLE_MIN_CHARS
          ? t('newThread.titleTooShort', { count: THREAD_TITLE_MIN_CHARS })
          : undefined,
      body:
        body.trim().length < FORUM_POST_MIN_CHARS
          ? t('reply.tooShort', { count: FORUM_POST_MIN_CHARS })
          : undefined,
    };
    setErrors(next);
    if (next.title || next.body) return;
    mutation.mutate(
      { title: title.trim(), body: body.trim() },
      { onError: (e) => toast.error(errorMessage(t, e)) },
    );
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link to={`/topics/${topicSlug}`} className="text-open hover:underline">
          {t('newThread.back')}
        </Link>
      </nav>
      <PageHeader title={t('newThread.title')} />
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <Field label={t('newThread.titleLabel')} error={errors.title} required>
          <Input
            value={title}
            maxLength={THREAD_TITLE_MAX_CHARS}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <MarkdownEditor
          label={t('newThread.bodyLabel')}
          value={body}
          onChange={setBody}
          error={errors.body}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={mutation.isPending}>
            {t('newThread.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
