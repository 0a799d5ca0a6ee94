import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { LEADERBOARD_WIDGET } from '@tightlines/domain/tournaments/leaderboard-contract';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useEventLeaderboard, useLeaderboards } from '#web/features/leaderboards/api/get-leaderboards';
import { useLiveBoard } from '#web/features/leaderboards/api/use-live-board';
import { useSpectatorRealtime } from '#web/features/leaderboards/api/use-spectator-realtime';
import { CatchTicker } from '#web/features/leaderboards/components/catch-ticker';
import { LiveIndicator } from '#web/features/leaderboards/components/live-indicator';
import { QueryError } from '#web/components/ui/query-error';
import { RankBadge } from '#web/features/leaderboards/components/rank-badge';
import { formatScore } from '#web/lib/format/measure';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

/** Without a chosen event the projector shows each active event in turn, this long. */
const ROTATE_MS = 30_000;

/**
 * /leaderboard/live: projector mode for the weigh-in tent, opened in a 1200×800 window without the site's
 * chrome: huge type on dark, the chosen event (?eventId=) or the active ones in turn, and the catch ticker.
 */
export function LiveLeaderboardPage() {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  // This window has no header (which otherwise starts realtime): start it here, for visitors too.
  useSpectatorRealtime();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('eventId');
  const active = useLeaderboards('active');
  const events = active.data?.items ?? [];
  const [turn, setTurn] = useState(0);

  useEffect(() => {
    if (chosen || events.length < 2) return;
    const timer = setInterval(() => setTurn((current) => current + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [chosen, events.length]);

  const eventId = chosen ?? events[turn % Math.max(events.length, 1)]?.id ?? null;
  const board = useEventLeaderboard(eventId);
  useLiveBoard(eventId);
  useDocumentTitle(board.data ? t('live.title', { name: board.data.event.name }) : t('live.heading'));
  const rows = board.data?.standings.slice(0, LEADERBOARD_WIDGET) ?? [];

  return (
    <div className="flex min-h-dvh flex-col gap-6 bg-slate-950 p-6 text-white lg:p-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <Trophy className="h-10 w-10 text-amber-400" aria-hidden="true" />
          <h1 className="text-3xl font-extrabold lg:text-5xl">
            {board.data?.event.name ?? t('live.heading')}
          </h1>
        </div>
        <div className="flex items-center gap-3">
          <LiveIndicator />
          {events.length > 0 && (
            <label className="flex items-center gap-2 text-base">
              <span className="sr-only">{t('live.choose')}</span>
              <select
                value={chosen ?? ''}
                onChange={(event) => setParams(event.target.value ? { eventId: event.target.value } : {})}
                className="h-11 rounded-[var(--radius-control)] border border-slate-700 bg-slate-900 px-3 text-white"
              >
                <option value="">{t('live.rotate')}</option>
                {events.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </header>
      <main className="flex-1">
        {active.isError || board.isError ? (
          <div className="dark">
            <QueryError
              title={t('loadFailed')}
              error={board.error ?? active.error}
              onRetry={() => void (board.isError ? board.refetch() : active.refetch())}
              retrying={board.isFetching || active.isFetching}
            />
          </div>
        ) : !eventId && !active.isPending ? (
          <p className="mt-20 text-center text-4xl font-bold text-slate-300">{t('empty.noActive')}</p>
        ) : !board.data ? (
          <p className="mt-20 text-center text-3xl text-slate-400">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="mt-20 text-center text-4xl font-bold text-slate-300">{t('empty.noData')}</p>
        ) : (
          <ol aria-label={t('table.caption')} className="space-y-3">
            {rows.map((row) => (
              <li
                key={row.entrantId}
                className="flex items-center gap-6 rounded-2xl bg-slate-900 px-6 py-4 ring-1 ring-slate-800"
              >
                <RankBadge rank={row.rank} size="lg" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-3xl font-bold lg:text-4xl">{row.entrantName}</span>
                  <span className="block truncate text-xl text-slate-400">
                    {[row.boatName, row.captainName].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="tabular text-4xl font-extrabold text-amber-300 lg:text-6xl">
                  {formatScore(row.total, board.data.event.scoringMode, language)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </main>
      <CatchTicker eventId={eventId ?? undefined} tone="dark" />
    </div>
  );
}
