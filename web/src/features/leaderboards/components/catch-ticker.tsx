import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fish } from 'lucide-react';
import {
  TICKER_CATCHES,
  TICKER_ROTATE_MS,
  type RecentCatch,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { cn } from '#web/components/ui/cn';
import { relativeTime } from '#web/lib/format/time';
import { useRecentCatches } from '#web/features/leaderboards/api/get-activity';
import { useSpeciesLabel } from '#web/features/leaderboards/lib/use-species-label';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { SpeciesIcon } from './species-icon';
import { useReducedMotion } from '#web/features/leaderboards/lib/use-reduced-motion';
import './catch-ticker.css';

function CatchText({ item, language }: { item: RecentCatch; language: string }) {
  const { t } = useTranslation('leaderboard');
  const speciesLabel = useSpeciesLabel();
  const measure =
    item.weightGrams !== null
      ? formatWeight(item.weightGrams, language)
      : item.lengthMm !== null
        ? formatLength(item.lengthMm, language)
        : '';
  return (
    <>
      <SpeciesIcon species={item.species} className="inline align-[-0.125em]" />{' '}
      {t('ticker.item', {
        species: speciesLabel(item.species),
        measure,
        boat: item.boatName ?? item.entrantName,
        event: item.eventName,
      })}{' '}
      <span className="opacity-75">· {relativeTime(item.approvedAt, language)}</span>
    </>
  );
}

/**
 * Ticker: the 10 most recent catches, items duplicated for a marquee that pauses on hover. With
 * reduced motion it does not scroll: one catch at a time, the next every 10 s. Empty: 'Stay tuned for updates'.
 */
export function CatchTicker({ eventId, tone = 'light' }: { eventId?: string; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const catches = useRecentCatches(TICKER_CATCHES, eventId, language);
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const items = catches.data?.items ?? [];

  useEffect(() => {
    if (!reduced || items.length < 2) return;
    const timer = setInterval(() => setIndex((current) => current + 1), TICKER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [reduced, items.length]);

  if (catches.isError) return null;
  return (
    <section
      aria-label={t('ticker.label')}
      className={cn(
        'leaderboard-ticker flex min-h-11 items-center gap-3 overflow-hidden rounded-[var(--radius-control)] px-3 text-[15px]',
        tone === 'dark' ? 'bg-slate-900 text-slate-100' : 'bg-gradient-to-r from-cyan-700 to-open text-white',
      )}
    >
      <span className="flex shrink-0 items-center gap-1.5 font-bold uppercase tracking-wide">
        <Fish className="h-4 w-4" aria-hidden="true" />
        {t('ticker.title')}
      </span>
      <div className="min-w-0 flex-1 overflow-hidden">
        {catches.isPending ? (
          <span className="opacity-75">{t('loading')}</span>
        ) : items.length === 0 ? (
          <span>{t('ticker.empty')}</span>
        ) : reduced ? (
          <p className="truncate">
            <CatchText item={items[index % items.length]!} language={language} />
          </p>
        ) : (
          <div
            className="leaderboard-marquee flex w-max gap-10 whitespace-nowrap"
            style={{ ['--marquee-duration' as string]: `${Math.max(20, items.length * 8)}s` }}
          >
            {[0, 1].map((copy) => (
              <ul key={copy} className="flex gap-10" aria-hidden={copy === 1 || undefined}>
                {items.map((item) => (
                  <li key={item.id}>
                    <CatchText item={item} language={language} />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
