import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';
import type { TournamentFinish } from '@tightlines/domain/analytics/contract';
import { cn } from '#web/components/ui/cn';
import { formatDate } from '#web/lib/format/dates';

/** Podium colours for 1–3 (DESIGN: top-three badges), neutral below. */
const badge = (place: number) =>
  place === 1
    ? 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
    : place === 2
      ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
      : place === 3
        ? 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300'
        : 'bg-shallows text-open dark:bg-slate-800 dark:text-open-400';

/** Events I fished, newest first: my place of how many, the last day, a link to the event's leaderboard. */
export function TournamentFinishesList({ finishes }: { finishes: readonly TournamentFinish[] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {finishes.map((finish) => (
        <li key={finish.eventId}>
          <Link
            to={`/leaderboard/${finish.eventId}`}
            className="flex min-h-14 items-center gap-3 rounded-lg px-1 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60"
          >
            <span
              className={cn(
                'grid h-11 w-11 shrink-0 place-items-center rounded-full text-base font-extrabold tabular-nums',
                badge(finish.place),
              )}
              aria-hidden="true"
            >
              {finish.place <= 3 ? (
                <Medal className="h-5 w-5" />
              ) : (
                new Intl.NumberFormat(language).format(finish.place)
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-deep dark:text-slate-100">
                {finish.eventName}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {formatDate(finish.date, language)}
              </span>
            </span>
            <span className="shrink-0 text-end text-sm font-semibold text-deep tabular-nums dark:text-slate-100">
              {t('finishes.place', {
                place: new Intl.NumberFormat(language).format(finish.place),
                entrants: new Intl.NumberFormat(language).format(finish.entrants),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
