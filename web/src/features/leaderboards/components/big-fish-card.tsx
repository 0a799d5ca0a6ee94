import { useTranslation } from 'react-i18next';
import type { EventLeaderboard } from '@tightlines/domain/tournaments/leaderboard-contract';
import { Card } from '#web/components/ui/card';
import { useSpeciesLabel } from '#web/features/leaderboards/lib/use-species-label';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { SpeciesIcon } from './species-icon';

/** The big-fish award: the heaviest (or longest) fish of the event so far. */
export function BigFishCard({ fish }: { fish: EventLeaderboard['bigFish'] }) {
  const { t, i18n } = useTranslation('leaderboard');
  const speciesLabel = useSpeciesLabel();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card className="p-4">
      <section aria-labelledby="big-fish-title">
        <h2 id="big-fish-title" className="text-base font-bold text-deep dark:text-white">
          {t('bigFish.title')}
        </h2>
        {fish ? (
          <div className="mt-2 flex items-center gap-3">
            <SpeciesIcon species={fish.species} className="text-3xl text-open dark:text-open-400" />
            <div>
              <p className="tabular text-2xl font-bold text-deep dark:text-white">
                {fish.weightGrams !== null
                  ? formatWeight(fish.weightGrams, language)
                  : fish.lengthMm !== null
                    ? formatLength(fish.lengthMm, language)
                    : ''}
              </p>
              <p className="text-[15px] text-slate-700 dark:text-slate-300">
                {speciesLabel(fish.species)} · {fish.entrantName}
                {fish.boatName ? ` · ${fish.boatName}` : ''}
              </p>
            </div>
          </div>
        ) : (
          <p className="mt-2 text-[15px] text-slate-600 dark:text-slate-400">{t('bigFish.none')}</p>
        )}
      </section>
    </Card>
  );
}
