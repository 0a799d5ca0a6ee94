import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_QUERY } from '#web/lib/use-media-query';
import { TrendingLocations } from './trending-locations';

/**
 * The reports pages in the social layout: the page and, on wide screens, a right sidebar with trending locations;
 * narrower screens get the widget under the page. (The social feature's own columns cannot be imported here: it
 * shows this feature's widget, and features do not import each other both ways.)
 */
export function ReportColumns({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        {children}
        {!wide && <TrendingLocations />}
      </div>
      {wide && (
        <div className="space-y-4">
          <TrendingLocations />
        </div>
      )}
    </div>
  );
}
