import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { useActiveCount } from '#web/features/leaderboards/api/get-activity';

/** The live leaderboard opens in its own 1200×800 window. */
export const LIVE_WINDOW_FEATURES = 'width=1200,height=800';
export const LIVE_PATH = '/leaderboard/live';

export function openLiveLeaderboard(path: string = LIVE_PATH): void {
  const opened = window.open(path, 'tightlines-leaderboard', LIVE_WINDOW_FEATURES);
  // A blocked pop-up: go there in this tab instead.
  if (!opened) window.location.assign(path);
}

/** Header: the leaderboard button with the count of active tournaments; opens the live board. */
export function LeaderboardButton({ className }: { className?: string }) {
  const { t } = useTranslation('leaderboard');
  const active = useActiveCount();
  const count = active.data?.count ?? 0;
  return (
    <a
      href={LIVE_PATH}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openLiveLeaderboard();
      }}
      aria-label={t('button.label', { count })}
      title={t('button.title')}
      className={className}
    >
      <span className="relative inline-flex">
        <Trophy className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="tabular absolute -end-2.5 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gradient-to-r from-orange-700 to-red-600 px-1 text-xs font-bold text-white"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </span>
    </a>
  );
}
