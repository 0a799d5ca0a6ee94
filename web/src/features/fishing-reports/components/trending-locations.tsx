import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { QueryState } from '#web/components/ui/query-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { WidgetCard } from '#web/components/ui/widget-card';
import { formatCount } from '#web/lib/format/numbers';
import { useTrendingLocations } from '#web/features/fishing-reports/api/locations';

export const placeReportsPath = (name: string) =>
  `/fishing-reports?${new URLSearchParams({ place: name }).toString()}`;

/**
 * Trending locations (spec §4, §9): the 8 places tagged most among the latest 100 tags, in the social sidebars.
 * Each opens the fishing reports from that place; the map shows them all.
 */
export function TrendingLocations() {
  const { t, i18n } = useTranslation('fishing-reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const trending = useTrendingLocations();
  return (
    <WidgetCard
      title={t('trending.title')}
      action={
        <Link
          to="/fishing-reports?view=map"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-open hover:underline dark:text-open-400"
        >
          {t('trending.seeMap')}
        </Link>
      }
    >
      <QueryState
        query={trending}
        errorTitle={t('trending.loadFailed')}
        empty={t('trending.empty')}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <div className="space-y-3" aria-busy="true" aria-label={t('trending.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-9 w-full" />
            ))}
          </div>
        }
      >
        {(data) => (
          <ol className="space-y-1">
            {data.items.map((place, index) => (
              <li key={`${place.placeType}:${place.name}`}>
                <Link
                  to={placeReportsPath(place.name)}
                  className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span
                    className="tabular w-5 text-center text-sm font-semibold text-slate-500 dark:text-slate-400"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 truncate font-semibold text-deep dark:text-white">
                      <MapPin className="h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
                      <bdi className="truncate">{place.name}</bdi>
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {t(`placeType.${place.placeType}`)} ·{' '}
                      {t('trending.count', {
                        count: place.count,
                        formatted: formatCount(place.count, language),
                      })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </WidgetCard>
  );
}
