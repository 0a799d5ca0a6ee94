import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Trophy, WifiOff } from 'lucide-react';
import { rooms } from '@tightlines/domain/realtime/events';
import type { MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import { Skeleton } from '#web/components/ui/skeleton';
import { PageSpinner } from '#web/components/ui/spinner';
import { useRoom, useSocketEvent } from '#web/lib/socket';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import {
  catchKeys,
  useCodeOfTheDay,
  useMyCatches,
  useMyTournaments,
} from '#web/features/catches/api/catches';
import { CatchForm } from '#web/features/catches/components/catch-form';
import { MyCatchList, QueuedCatchList } from '#web/features/catches/components/catch-lists';
import { formatDateRange } from '#web/lib/format/dates';
import { registerServiceWorker } from '#web/features/catches/lib/service-worker';
import type { QueueStore } from '#web/features/catches/lib/offline-queue';
import { useCatchQueue } from '#web/features/catches/lib/use-catch-queue';
import { useOnline } from '#web/features/catches/lib/use-online';
import { PageHeader } from '#web/components/ui/page-header';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

/** /profile/tournaments/:eventId: catch capture for one event, my catches and the ones waiting on this phone. */
export function CapturePage({ queueStore }: { queueStore?: QueueStore } = {}) {
  usePreloadSpeciesNames();
  const { eventId = '' } = useParams();
  const { t, i18n } = useTranslation('catches');
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => registerServiceWorker(), []);
  const tournaments = useMyTournaments();
  const event = tournaments.data?.find((e) => e.eventId === eventId);
  useDocumentTitle(event?.name ?? t('capture.title'));
  const code = useCodeOfTheDay(eventId, Boolean(event?.acceptingCatches));
  const mine = useMyCatches(eventId);
  const queue = useCatchQueue(eventId, queueStore);
  const [replacing, setReplacing] = useState<MyCatch | null>(null);
  // A judge's decision on this event bumps its leaderboard: refresh my catches' statuses at once.
  useRoom(eventId ? rooms.tournament(eventId) : null);
  useSocketEvent('leaderboard-changed', (payload) => {
    if (payload.eventId === eventId)
      void queryClient.invalidateQueries({ queryKey: catchKeys.mine(eventId) });
  });

  if (tournaments.isPending) return <PageSpinner />;
  if (!event)
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-6">
        {tournaments.isError ? (
          <QueryError
            error={tournaments.error}
            onRetry={() => void tournaments.refetch()}
            retrying={tournaments.isFetching}
          />
        ) : (
          <div className="space-y-3 text-center">
            <p className="font-semibold text-deep dark:text-white">{t('capture.notRegistered')}</p>
            <Link to="/profile/tournaments" className="font-semibold text-open hover:underline">
              {t('capture.back')}
            </Link>
          </div>
        )}
      </main>
    );

  const todaysCode = code.data && code.data.day === todayIn(event.timeZone) ? code.data.code : null;
  const refreshMine = () => void queryClient.invalidateQueries({ queryKey: catchKeys.mine(eventId) });

  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6">
      <Link
        to="/profile/tournaments"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-open hover:underline"
      >
        <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        {t('capture.back')}
      </Link>
      <div className="space-y-1">
        <PageHeader
          title={event.name}
          subtitle={`${formatDateRange(event.startDate, event.endDate, i18n.language)} · ${event.entrantName}`}
        />
        <Link
          to={`/leaderboard/${eventId}`}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-open hover:underline"
        >
          <Trophy className="h-4 w-4" aria-hidden="true" />
          {t('capture.leaderboard')}
        </Link>
      </div>

      {!online && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-[var(--radius-card)] bg-amber-50 p-4 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
        >
          <WifiOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <p>{t('capture.offline')}</p>
        </div>
      )}

      {event.acceptingCatches ? (
        <>
          <section
            aria-labelledby="code-heading"
            className="rounded-[var(--radius-card)] bg-deep p-5 text-center text-white shadow-sm"
          >
            <h2 id="code-heading" className="text-sm font-semibold tracking-wide uppercase">
              {t('code.title')}
            </h2>
            {todaysCode ? (
              <p
                className="my-2 font-mono text-6xl font-black tracking-[0.3em] tabular-nums"
                aria-live="polite"
              >
                {todaysCode}
              </p>
            ) : code.isFetching ? (
              <Skeleton className="mx-auto my-3 h-14 w-48 bg-white/20" />
            ) : (
              <p className="my-3 text-base">{t('code.unavailable')}</p>
            )}
            <p className="text-sm text-cyan-100">{t('code.hint')}</p>
          </section>
          <section aria-labelledby="capture-heading" className="space-y-4">
            <h2 id="capture-heading" className="text-lg font-bold text-deep dark:text-white">
              {t('capture.formTitle')}
            </h2>
            <CatchForm
              event={event}
              onQueue={queue.add}
              onUploaded={refreshMine}
              replacing={replacing}
              onCancelReplace={() => setReplacing(null)}
            />
          </section>
        </>
      ) : (
        <p className="rounded-[var(--radius-card)] bg-slate-50 p-4 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {event.status === 'upcoming' ? t('capture.notYet') : t('capture.closed')}
        </p>
      )}

      <QueuedCatchList
        items={queue.items}
        syncing={queue.syncing}
        onRetry={() => void queue.flush()}
        onDiscard={(id) => void queue.discard(id)}
      />

      <section aria-labelledby="mine-heading" className="space-y-3">
        <h2 id="mine-heading" className="text-lg font-bold text-deep dark:text-white">
          {t('list.title')}
        </h2>
        {mine.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label={t('list.loading')}>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-24 w-full rounded-[var(--radius-card)]" />
            ))}
          </div>
        ) : mine.isError ? (
          <QueryError error={mine.error} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
        ) : (
          <MyCatchList
            catches={mine.data}
            onResubmit={
              event.acceptingCatches
                ? (fish) => {
                    setReplacing(fish);
                    document.getElementById('capture-heading')?.scrollIntoView({ behavior: 'smooth' });
                  }
                : undefined
            }
          />
        )}
      </section>
    </main>
  );
}
