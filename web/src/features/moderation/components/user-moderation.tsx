import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ArrowRight, ScrollText } from 'lucide-react';
import { STAFF_NOTE_MAX_CHARS, type UserModeration } from '@tightlines/domain/moderation/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { PersonAvatar } from '#web/components/ui/avatar';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { fullTime, relativeTime } from '#web/lib/format/time';
import {
  useAddStaffNote,
  useModerationSettings,
  useUserModeration,
} from '#web/features/moderation/api/admin';
import { StandingBadge, StrikeMeter } from './badges';
import { ActionHistory } from './item-detail';

/**
 * What the admin's user page adds (/admin/users/:userId): the person's standing and strikes, reports against
 * them, actions taken, staff notes with a form to add one, and the audit log filtered to them.
 */
export function UserModerationSections({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation');
  const moderation = useUserModeration(userId);
  const settings = useModerationSettings();
  if (moderation.isError)
    return (
      <Card>
        <QueryError
          error={moderation.error}
          title={t('user.loadError')}
          onRetry={() => void moderation.refetch()}
          retrying={moderation.isFetching}
        />
      </Card>
    );
  if (!moderation.data)
    return (
      <Card className="space-y-3 p-6" aria-busy="true" aria-label={t('user.loading')}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </Card>
    );
  return <Sections userId={userId} data={moderation.data} threshold={settings.data?.strikesToSuspend} />;
}

function Sections({ userId, data, threshold }: { userId: string; data: UserModeration; threshold?: number }) {
  const { t, i18n } = useTranslation('moderation');
  return (
    <section aria-labelledby="user-moderation-title" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="user-moderation-title" className="text-xl font-bold tracking-tight text-deep dark:text-white">
          {t('user.title')}
        </h2>
        <Link
          to={`/admin/audit?subject=${encodeURIComponent(userId)}`}
          className={buttonClasses('outline', 'md')}
        >
          <ScrollText className="h-4 w-4" aria-hidden="true" />
          {t('user.auditLink')}
        </Link>
      </div>
      <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
        <Block title={t('user.standing')}>
          <StandingBadge standing={data.standing} />
          {data.standing.reason && data.standing.status !== 'active' && (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{data.standing.reason}</p>
          )}
          <div className="mt-4">
            <StrikeMeter standing={data.standing} threshold={threshold} />
          </div>
        </Block>
        <Block title={t('user.reports', { count: data.reports.length })}>
          {data.reports.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('user.noReports')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.reports.map((report) => (
                <li key={report.id} className="flex flex-wrap items-center gap-3 py-2.5">
                  <PersonAvatar person={report.reporter} size="sm" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p>
                      <span className="font-semibold text-deep dark:text-white">
                        {t(`reasons.${report.reason}`)}
                      </span>
                      <span className="text-slate-500 dark:text-slate-400">
                        {' '}
                        · {t(`targetTypes.${report.targetType}`)}
                      </span>
                    </p>
                    <p className="text-slate-600 dark:text-slate-400">
                      {t('user.reportedBy', { name: report.reporter.displayName })} ·{' '}
                      <time dateTime={report.createdAt} title={fullTime(report.createdAt, i18n.language)}>
                        {relativeTime(report.createdAt, i18n.language, { dateAfterDays: 7 })}
                      </time>
                    </p>
                    {report.note && (
                      <p className="mt-0.5 text-slate-700 dark:text-slate-300">{report.note}</p>
                    )}
                  </div>
                  <Link
                    to={`/moderator?item=${encodeURIComponent(report.itemId)}`}
                    className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-open hover:underline dark:text-open-400"
                  >
                    {t('user.openItem')}
                    <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Block title={t('user.actions')}>
          <ActionHistory actions={data.actions} />
        </Block>
        <Block title={t('user.notes')}>
          <NoteForm userId={userId} />
          {data.notes.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t('user.noNotes')}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {data.notes.map((note) => (
                <li key={note.id} className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm dark:bg-slate-800/60">
                  <p className="whitespace-pre-line text-slate-800 dark:text-slate-100">{note.text}</p>
                  <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                    {note.author?.displayName ?? t('audit.system')} ·{' '}
                    <time dateTime={note.createdAt} title={fullTime(note.createdAt, i18n.language)}>
                      {relativeTime(note.createdAt, i18n.language, { dateAfterDays: 7 })}
                    </time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-fit p-5 sm:p-6">
      <h3 className="mb-3 text-base font-semibold text-deep dark:text-white">{title}</h3>
      {children}
    </Card>
  );
}

function NoteForm({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation');
  const add = useAddStaffNote(userId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('user.noteRequired'));
    setError(undefined);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.success(t('user.noteSaved'));
      },
      onError: (failure) => setError(errorMessage(t, failure)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field label={t('user.noteLabel')} hint={t('user.noteHint')} error={error}>
        <Textarea
          value={text}
          maxLength={STAFF_NOTE_MAX_CHARS}
          onChange={(event) => setText(event.target.value)}
          className="min-h-20"
        />
      </Field>
      <Button type="submit" variant="secondary" busy={add.isPending}>
        {t('user.addNote')}
      </Button>
    </form>
  );
}
