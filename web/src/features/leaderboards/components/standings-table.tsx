import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { StandingRow } from '@tightlines/domain/tournaments/leaderboard-contract';
import type { ScoringMode } from '@tightlines/domain/tournaments/scoring';
import { cn } from '#web/components/ui/cn';
import { useSpeciesLabel } from '#web/features/leaderboards/lib/use-species-label';
import { formatScore } from '#web/lib/format/measure';
import { RankBadge } from './rank-badge';

interface Changes {
  /** Places moved, by entrant: positive moved up. */
  movements: Map<string, number>;
  /** Entrants whose total changed: a catch landed (or a penalty), so the row lights up briefly. */
  landed: Set<string>;
  version: number;
}

/**
 * What changed since the previous version of the board (DESIGN: a movement arrow since the last change, and a
 * brief highlight of the row a catch landed on). Empty on the first load.
 */
function useChanges(rows: readonly StandingRow[], version: number): Changes {
  const previous = useRef<{
    version: number;
    ranks: Map<string, number>;
    totals: Map<string, number>;
  } | null>(null);
  const [changes, setChanges] = useState<Changes>(() => ({
    movements: new Map(),
    landed: new Set(),
    version,
  }));
  useEffect(() => {
    const ranks = new Map(rows.map((row) => [row.entrantId, row.rank]));
    const totals = new Map(rows.map((row) => [row.entrantId, row.total]));
    const before = previous.current;
    if (before && before.version !== version) {
      const moved = new Map<string, number>();
      const landed = new Set<string>();
      for (const row of rows) {
        const was = before.ranks.get(row.entrantId);
        if (was !== undefined && was !== row.rank) moved.set(row.entrantId, was - row.rank);
        if (before.totals.get(row.entrantId) !== row.total) landed.add(row.entrantId);
      }
      setChanges({ movements: moved, landed, version });
    }
    if (!before || before.version !== version) previous.current = { version, ranks, totals };
  }, [rows, version]);
  return changes;
}

function Movement({ delta }: { delta: number | undefined }) {
  const { t } = useTranslation('leaderboard');
  if (!delta) return <span className="inline-block w-4" aria-hidden="true" />;
  const up = delta > 0;
  const Icon = up ? ArrowUp : ArrowDown;
  return (
    <span
      className={cn('inline-flex motion-safe:animate-bounce', up ? 'text-success' : 'text-danger')}
      style={{ animationIterationCount: 2 }}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">
        {t(up ? 'table.movedUp' : 'table.movedDown', { count: Math.abs(delta) })}
      </span>
    </span>
  );
}

/**
 * DESIGN leaderboard pattern: rank (top 3 badges), movement arrow, team/boat, fish counted and culled, big fish,
 * penalties and the total in tabular numerals. Phones keep rank, team and total.
 */
export function StandingsTable({
  rows,
  mode,
  version,
  caption,
}: {
  rows: readonly StandingRow[];
  mode: ScoringMode;
  version: number;
  caption: string;
}) {
  const { t, i18n } = useTranslation('leaderboard');
  const speciesLabel = useSpeciesLabel();
  const language = i18n.resolvedLanguage ?? 'en';
  const { movements, landed, version: changedAt } = useChanges(rows, version);
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-start text-[15px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('table.rank')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('table.team')}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-end font-semibold sm:table-cell">
              {t('table.fish')}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-start font-semibold md:table-cell">
              {t('table.bigFish')}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-end font-semibold md:table-cell">
              {t('table.penalties')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('table.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              // A new key per change replays the highlight when the same row lands again.
              key={landed.has(row.entrantId) ? `${row.entrantId}:${changedAt}` : row.entrantId}
              data-landed={landed.has(row.entrantId) || undefined}
              className={cn(
                'border-t border-slate-100 dark:border-slate-800',
                row.rank <= 3 && 'bg-amber-50/60 dark:bg-amber-900/10',
                landed.has(row.entrantId) && 'motion-safe:animate-row-landed',
              )}
            >
              <td className="px-3 py-2">
                <span className="flex items-center gap-1">
                  <RankBadge rank={row.rank} />
                  <Movement delta={movements.get(row.entrantId)} />
                </span>
              </td>
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <span className="block font-semibold text-deep dark:text-white">{row.entrantName}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {[row.boatName, row.captainName].filter(Boolean).join(' · ')}
                </span>
              </th>
              <td className="tabular hidden px-3 py-2 text-end sm:table-cell">
                {row.fishCulled > 0
                  ? t('table.fishCulled', { counted: row.fishCounted, culled: row.fishCulled })
                  : row.fishCounted}
              </td>
              <td className="hidden px-3 py-2 md:table-cell">
                {row.biggest ? (
                  <span className="tabular">
                    {speciesLabel(row.biggest.species)} · {formatScore(row.biggest.score, mode, language)}
                  </span>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
              <td className="tabular hidden px-3 py-2 text-end md:table-cell">
                {row.penalties > 0 ? (
                  <span className="text-danger">−{formatScore(row.penalties, mode, language)}</span>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
              <td className="tabular px-3 py-2 text-end text-lg font-bold whitespace-nowrap text-deep dark:text-white">
                {formatScore(row.total, mode, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
