import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { LocationMapQuery, MapLocation } from '@tightlines/domain/fishing-reports/location-tags';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatCount } from '#web/lib/format/numbers';
import { mapTiles } from '#web/lib/map-tiles';
import { useLocationMap } from '#web/features/fishing-reports/api/locations';
import { placeReportsPath } from './trending-locations';

const SpotsMap = lazy(() => import('./spots-map'));
const WORLD: LocationMapQuery = { south: -90, west: -180, north: 90, east: 180 };

/**
 * The map of shared spots (trending locations on a map, issue 19): the spots inside the box on screen, or, where
 * no map tiles are configured, the same spots as a list with their coordinates.
 */
export function SpotsView() {
  const { t, i18n } = useTranslation('fishing-reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const tiles = mapTiles();
  const [box, setBox] = useState<LocationMapQuery | null>(tiles ? null : WORLD);
  const spots = useLocationMap(box);
  const items = spots.data?.items ?? [];
  const detailOf = useCallback(
    (spot: MapLocation) =>
      `${t(`placeType.${spot.placeType}`)} · ${t('map.tagged', { count: spot.count, formatted: formatCount(spot.count, language) })}`,
    [t, language],
  );
  const textOf = useCallback(
    (spot: MapLocation) => ({ detail: detailOf(spot), action: t('map.showReports') }),
    [detailOf, t],
  );
  const linkOf = useCallback((spot: MapLocation) => placeReportsPath(spot.name), []);

  const status = spots.isError ? (
    <QueryError error={spots.error} onRetry={() => void spots.refetch()} />
  ) : spots.data && items.length === 0 ? (
    <EmptyState compact title={t('map.empty')} />
  ) : spots.data?.truncated ? (
    <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.truncated')}</p>
  ) : null;

  if (tiles)
    return (
      <div className="space-y-3">
        <Suspense fallback={<Skeleton className="h-[60vh] min-h-80 w-full" />}>
          <SpotsMap
            tiles={tiles}
            label={t('map.label')}
            items={items}
            textOf={textOf}
            linkOf={linkOf}
            onBox={setBox}
          />
        </Suspense>
        {status}
      </div>
    );

  const coordinates = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
  return (
    <section aria-label={t('map.label')} className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.noTiles')}</p>
      {spots.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        (status ?? (
          <ul className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {items.map((spot) => (
              <li key={`${spot.name}:${spot.latitude}:${spot.longitude}`}>
                <Link
                  to={linkOf(spot)}
                  className="flex min-h-11 items-center gap-3 px-3 py-2 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <MapPin className="h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <bdi className="block truncate font-semibold text-deep dark:text-white">{spot.name}</bdi>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{detailOf(spot)}</span>
                  </span>
                  <span dir="ltr" className="tabular text-sm text-slate-500 dark:text-slate-400">
                    {coordinates.format(spot.latitude)}, {coordinates.format(spot.longitude)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))
      )}
    </section>
  );
}
