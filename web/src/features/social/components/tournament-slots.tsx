import { lazy, Suspense } from 'react';
import { WidgetBoundary, WidgetSkeleton } from './people-slots';

// The leaderboards feature owns the tournament widgets; they load with the page that shows them.
const SocialLeaderboard = lazy(() =>
  import('#web/features/leaderboards/index').then((m) => ({
    default: m.SocialLeaderboard,
  })),
);
const UpcomingTournamentsWidget = lazy(() =>
  import('#web/features/leaderboards/index').then((m) => ({
    default: m.UpcomingTournamentsWidget,
  })),
);
const ActiveLeaderboardWidget = lazy(() =>
  import('#web/features/leaderboards/index').then((m) => ({
    default: m.ActiveLeaderboardWidget,
  })),
);
const RecentCatchesWidget = lazy(() =>
  import('#web/features/leaderboards/index').then((m) => ({
    default: m.RecentCatchesWidget,
  })),
);

// The rewards feature owns the Stats tab (issue 19).
const StatsTab = lazy(() => import('#web/features/rewards/index').then((m) => ({ default: m.StatsTab })));

/** Stats tab: my stats summary and latest achievements, or 'Sign in to view your stats'. */
export function StatsTabSlot() {
  return (
    <WidgetBoundary>
      <Suspense fallback={<WidgetSkeleton rows={5} />}>
        <StatsTab />
      </Suspense>
    </WidgetBoundary>
  );
}

/** Tournaments tab: the anglers' leaderboard with Daily, Weekly, Monthly and All Time. */
export function TournamentsTabSlot() {
  return (
    <WidgetBoundary>
      <Suspense fallback={<WidgetSkeleton rows={5} />}>
        <SocialLeaderboard />
      </Suspense>
    </WidgetBoundary>
  );
}

/** Right sidebar: upcoming tournaments (4), the active leaderboard and recent catches (5). */
export function TournamentSidebarSlots() {
  return (
    <>
      {[UpcomingTournamentsWidget, ActiveLeaderboardWidget, RecentCatchesWidget].map((Widget, index) => (
        <WidgetBoundary key={index}>
          <Suspense fallback={<WidgetSkeleton />}>
            <Widget />
          </Suspense>
        </WidgetBoundary>
      ))}
    </>
  );
}
