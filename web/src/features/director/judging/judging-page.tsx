import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { toast } from 'sonner';
import { ArrowLeft, Flag, Megaphone, Trophy } from 'lucide-react';
import { rooms } from '@tightlines/domain/realtime/events';
import type { CatchStatus } from '@tightlines/domain/tournaments/catch-contract';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/components/ui/cn';
import { useScrollFade } from '#web/components/ui/scroll-fade';
import { errorMessage } from '#web/lib/error-message';
import { fullTime } from '#web/lib/format/time';
import { useRoom, useSocketEvent } from '#web/lib/socket';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { Modal } from '#web/components/ui/modal';
import { usePreloadSpeciesNames } from '#web/lib/species-name';
import { judgingKeys, useAudit, useJudgeQueue, useJudgingOverview, usePublishResults } from './api';
import { AuditList } from './audit-list';
import { JudgeCatchCard } from './judge-catch-card';
import { PenaltiesPanel } from './penalties-panel';

const TABS: CatchStatus[] = ['pending', 'approved', 'rejected', 'resubmit'];

/** /tournament-director/events/:eventId/judging: the catch queue, penalties, audit trail and final results. */
export function JudgingPage() {
  usePreloadSpeciesNames();
  const { eventId = '' } = useParams();
  const { t, i18n } = useTranslation(['judging', 'errors']);
  const [tab, setTab] = useState<CatchStatus>('pending');
  const { attach: attachTabRow, style: tabRowFade, element: tabRow } = useScrollFade<HTMLDivElement>();
  const [showAudit, setShowAudit] = useState(false);
  const [confirmPublish, setConfirmPublish] = useState(false);
  const queryClient = useQueryClient();
  const overview = useJudgingOverview(eventId);
  const queue = useJudgeQueue(eventId, tab);
  const audit = useAudit(eventId, showAudit);
  const publish = usePublishResults(eventId);
  const counted = queue.data !== undefined;
  // The chosen tab (clicked half under the fade, or reached with the arrow keys) comes fully into view; again once
  // the counts are back (they leave while the tab's queue loads, which narrows the row and pulls its scroll back).
  useEffect(() => {
    tabRow
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tabRow, tab, counted]);
  useDocumentTitle(overview.data ? t('title', { name: overview.data.name }) : t('titleShort'));

  // Another judge's decision (or a new submission's approval elsewhere) refreshes this page at once.
  useRoom(eventId ? rooms.tournament(eventId) : null);
  useSocketEvent('leaderboard-changed', (payload) => {
    if (payload.eventId === eventId)
      void queryClient.invalidateQueries({ queryKey: judgingKeys.event(eventId) });
  });

  if (overview.isPending)
    return (
      <div className="space-y-4 p-4" aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (overview.isError)
    return (
      <QueryError
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  const event = overview.data;
  const counts = queue.data?.counts;

  return (
    <div className="space-y-6">
      <Link
        to={`/tournament-director/events/${eventId}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-open hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('back')}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-deep dark:text-white">{t('title', { name: event.name })}</h1>
          <p className="text-slate-600 dark:text-slate-400">
            {event.resultsPublishedAt
              ? t('published', { time: fullTime(event.resultsPublishedAt, i18n.language) })
              : t('notPublished')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/leaderboard/${eventId}`}
            className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-300 px-4 font-medium text-deep hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Trophy className="h-4 w-4" aria-hidden="true" />
            {t('leaderboard')}
          </Link>
          <Button onClick={() => setConfirmPublish(true)}>
            <Megaphone className="h-4 w-4" aria-hidden="true" />
            {event.resultsPublishedAt ? t('publish.again') : t('publish.button')}
          </Button>
        </div>
      </header>

      <section aria-labelledby="queue-heading" className="space-y-4">
        <h2 id="queue-heading" className="sr-only">
          {t('queue.title')}
        </h2>
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as CatchStatus)} className="space-y-4">
          {/* On a phone the four tabs do not fit: the row scrolls, and its cut-off edge fades. */}
          <Tabs.List
            ref={attachTabRow}
            style={tabRowFade}
            aria-label={t('queue.title')}
            className="-mx-4 flex scroll-px-12 gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
          >
            {TABS.map((status) => (
              <Tabs.Trigger
                key={status}
                value={status}
                className={cn(
                  'inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-4 font-medium focus-visible:ring-2 focus-visible:ring-open/40 focus-visible:outline-none',
                  tab === status
                    ? 'border-open text-open'
                    : 'border-transparent text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                )}
              >
                {t(`tabs.${status}`)}
                {counts && (
                  <span className="rounded-full bg-slate-100 px-2 text-sm tabular-nums dark:bg-slate-800">
                    {counts[status]}
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab} className="space-y-4 focus-visible:outline-none">
            {queue.isPending ? (
              <Skeleton className="h-64 w-full" />
            ) : queue.isError ? (
              <QueryError
                error={queue.error}
                onRetry={() => void queue.refetch()}
                retrying={queue.isFetching}
              />
            ) : queue.data.catches.length === 0 ? (
              <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
                <Flag className="h-8 w-8 text-open" aria-hidden="true" />
                <p className="font-semibold text-deep dark:text-white">{t(`empty.${tab}`)}</p>
              </div>
            ) : (
              queue.data.catches.map((fish) => <JudgeCatchCard key={fish.id} eventId={eventId} fish={fish} />)
            )}
          </Tabs.Content>
        </Tabs.Root>
      </section>

      <section
        aria-labelledby="penalties-heading"
        className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="penalties-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('penalties.title')}
        </h2>
        <PenaltiesPanel overview={event} />
      </section>

      <section
        aria-labelledby="audit-heading"
        className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="audit-heading" className="text-lg font-bold text-deep dark:text-white">
            {t('audit.title')}
          </h2>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setShowAudit((v) => !v)}
            aria-expanded={showAudit}
          >
            {showAudit ? t('audit.hide') : t('audit.show')}
          </Button>
        </div>
        {showAudit &&
          (audit.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : audit.isError ? (
            <QueryError
              error={audit.error}
              onRetry={() => void audit.refetch()}
              retrying={audit.isFetching}
            />
          ) : (
            <AuditList entries={audit.data} />
          ))}
      </section>

      {confirmPublish && (
        <Modal
          open
          onOpenChange={setConfirmPublish}
          title={t('publish.confirmTitle')}
          closeLabel={t('actions.close')}
        >
          <div className="space-y-4 p-4">
            <p className="text-slate-700 dark:text-slate-300">
              {t('publish.confirmBody', { pending: counts?.pending ?? 0 })}
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirmPublish(false)}>
                {t('actions.cancel')}
              </Button>
              <Button
                busy={publish.isPending}
                onClick={() =>
                  publish.mutate(undefined, {
                    onSuccess: () => {
                      toast.success(t('publish.done'));
                      setConfirmPublish(false);
                    },
                    onError: (error) =>
                      toast.error(t('toast.failed'), { description: errorMessage(t, error) }),
                  })
                }
              >
                {t('publish.button')}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </div>
  );
}
