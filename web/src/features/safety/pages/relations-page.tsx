import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Ban, VolumeX } from 'lucide-react';
import { PersonAvatar } from '#web/components/ui/avatar';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useRelationList, useSetRelation, type RelationListKind } from '#web/features/safety/api/relations';
import type { RelationList } from '@tightlines/domain/moderation/contract';

type ListedPerson = RelationList['people'][number];

/** /settings/blocked: the people I blocked and the people I muted, each with the way to undo it. */
export function RelationsPage() {
  const { t } = useTranslation('safety');
  useDocumentTitle(t('relations.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader title={t('relations.title')} subtitle={t('relations.subtitle')} />
      <div className="mt-8 space-y-8">
        <RelationSection kind="blocks" />
        <RelationSection kind="mutes" />
      </div>
    </div>
  );
}

function RelationSection({ kind }: { kind: RelationListKind }) {
  const { t } = useTranslation('safety');
  const list = useRelationList(kind);
  const headingId = `relations-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-1 text-lg font-bold text-deep dark:text-white">
        {t(`relations.${kind}.title`)}
      </h2>
      <p className="mb-3 text-[15px] text-slate-600 dark:text-slate-400">{t(`relations.${kind}.hint`)}</p>
      <Card>
        {list.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('relations.loading')}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {[0, 1].map((row) => (
              <li key={row} className="flex items-center gap-3 p-4">
                <Skeleton className="h-10 w-10 rounded-full" />
                <Skeleton className="h-4 w-40" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <QueryError
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            title={t('relations.loadFailed')}
          />
        ) : list.data.people.length === 0 ? (
          <EmptyState
            icon={kind === 'blocks' ? Ban : VolumeX}
            title={t(`relations.${kind}.empty`)}
            hint={t(`relations.${kind}.emptyHint`)}
          />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.data.people.map((person) => (
              <RelationRow key={person.id} kind={kind} person={person} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

function RelationRow({ kind, person }: { kind: RelationListKind; person: ListedPerson }) {
  const { t, i18n } = useTranslation(['safety', 'errors']);
  const undo = useSetRelation(kind, person.id);
  const since = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' }).format(
    new Date(person.since),
  );
  const undoLabel = kind === 'blocks' ? t('block.unblock') : t('mute.unmute');
  return (
    <li className="flex items-center gap-3 p-4">
      <Link to={`/profile/${person.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
        <PersonAvatar person={person} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${person.id}`}
          className="block truncate font-semibold text-deep hover:underline dark:text-white"
        >
          {person.displayName}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          <span dir="ltr">@{person.handle}</span>
          <span aria-hidden="true"> · </span>
          {t('relations.since', { date: since })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        busy={undo.isPending}
        aria-label={`${undoLabel} ${person.displayName}`}
        onClick={() =>
          undo.mutate(false, {
            onSuccess: () =>
              toast.success(
                t(kind === 'blocks' ? 'block.undone' : 'mute.undone', { name: person.displayName }),
              ),
            onError: (error) => toast.error(errorMessage(t, error)),
          })
        }
      >
        {undoLabel}
      </Button>
    </li>
  );
}
