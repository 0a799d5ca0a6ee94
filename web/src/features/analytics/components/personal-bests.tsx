import { useTranslation } from 'react-i18next';
import type { PersonalBest } from '@tightlines/domain/analytics/contract';
import { formatLength, formatWeight } from '#web/lib/format/measure';

/** When a fish was caught, as the reader's own calendar day. */
const caughtOn = (instant: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(instant));

/** Lifetime bests per species: heaviest and longest, in the reader's units, with the day each was caught. */
export function PersonalBestsTable({
  bests,
  speciesName,
}: {
  bests: readonly PersonalBest[];
  speciesName: (stored: string) => string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[28rem] text-[15px]">
        <caption className="sr-only">{t('bests.title')}</caption>
        <thead>
          <tr className="text-sm text-slate-600 dark:text-slate-400">
            <th scope="col" className="py-2 text-start font-medium">
              {t('bests.species')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('bests.catches')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('bests.heaviest')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('bests.longest')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bests.map((best) => (
            <tr key={best.species} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-2.5 text-start font-semibold text-deep dark:text-slate-100">
                {speciesName(best.species)}
              </th>
              <td className="py-2.5 text-end tabular-nums">
                {new Intl.NumberFormat(language).format(best.catches)}
              </td>
              <td className="py-2.5 text-end tabular-nums">
                {best.heaviest ? (
                  <>
                    <span className="font-semibold">{formatWeight(best.heaviest.value, language)}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {caughtOn(best.heaviest.caughtAt, language)}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-2.5 text-end tabular-nums">
                {best.longest ? (
                  <>
                    <span className="font-semibold">{formatLength(best.longest.value, language)}</span>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {caughtOn(best.longest.caughtAt, language)}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
