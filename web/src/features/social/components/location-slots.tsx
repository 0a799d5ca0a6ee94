import { lazy, Suspense } from 'react';
import { WidgetBoundary, WidgetSkeleton } from './people-slots';

// The fishing reports feature owns trending locations; the widget loads with the page that shows it.
const TrendingLocations = lazy(() =>
  import('#web/features/fishing-reports/index').then((m) => ({ default: m.TrendingLocations })),
);

/** Sidebar: trending locations (spec §4 "Left or right sidebars also show trending locations"; §9 top 8). */
export function TrendingLocationsSlot() {
  return (
    <WidgetBoundary>
      <Suspense fallback={<WidgetSkeleton />}>
        <TrendingLocations />
      </Suspense>
    </WidgetBoundary>
  );
}
