import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ErrorScreen } from './error-screen';
import { PageSpinner } from '#web/components/ui/spinner';
import { homeRoutes } from '#web/features/home/routes';
import { authRoutes } from '#web/features/auth/routes';
import { pagesRoutes } from '#web/features/pages/routes';
import { demoRoutes } from '#web/features/demo/routes';
import { shellRoutes } from '#web/features/shell/routes';
import { adminRoutes } from '#web/features/admin/routes';
import { socialRoutes } from '#web/features/social/routes';
import { peopleRoutes } from '#web/features/people/routes';
import { notificationsRoutes } from '#web/features/notifications/routes';
import { teamsRoutes } from '#web/features/teams/routes';
import { registrationRoutes } from '#web/features/registration/routes';
import { tournamentsRoutes } from '#web/features/tournaments/routes';
import { directorRoutes } from '#web/features/director/routes';
import { rulesLibraryRoutes } from '#web/features/rules-library/routes';
import { catchesRoutes } from '#web/features/catches/routes';
// Angler tools (issue 19): the catch log and the tackle box
import { anglerLogRoutes } from '#web/features/angler-log/routes';
import { leaderboardRoutes } from '#web/features/leaderboards/routes';
import { activityRoutes } from '#web/features/activity/routes';
import { messagesRoutes } from '#web/features/messages/routes';
import { moderationRoutes } from '#web/features/moderation/routes';
import { safetyRoutes } from '#web/features/safety/routes';
// Groups (issue 16)
import { groupsRoutes } from '#web/features/groups/routes';
// Forums (issue 16)
import { forumsRoutes } from '#web/features/forums/routes';
// Community events and calendars (issue 16).
import { eventsRoutes } from '#web/features/events/routes';
// Payments (issue 17): web-payer
import { paymentsRoutes } from '#web/features/payments/routes';
// Charters (issue 18): listings
import { charterOwnerRoutes } from '#web/features/charters/owner/routes';
// Charters (issue 18): search
import { charterSearchRoutes } from '#web/features/charters/search/routes';
import { fishingReportRoutes } from '#web/features/fishing-reports/routes';
// Charters (issue 18): reviews and the captain's office
import { captainOfficeRoutes } from '#web/features/charters/office/routes';
// Charters (issue 18): bookweb
import { charterBookingRoutes } from '#web/features/charters/booking/routes';
// Issue 19: personal analytics and the gallery
import { analyticsRoutes } from '#web/features/analytics/routes';
// Achievements, XP and social leaderboards (issue 19)
import { rewardsRoutes } from '#web/features/rewards/routes';

/**
 * A full screen tall, so the footer waits below the fold and nothing on screen moves when the page arrives
 * (no layout shift).
 */
function FirstPageLoading() {
  return (
    <div className="min-h-dvh">
      <PageSpinner />
    </div>
  );
}

/**
 * Every feature contributes lazy routes; unknown paths replace to /404. While the first page's code loads
 * the router is not initialised yet: the shell (header, footer) already renders around the same spinner a
 * page shows while it waits for its translations, instead of a blank window.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
        HydrateFallback: FirstPageLoading,
        children: [
          ...homeRoutes,
          ...authRoutes,
          ...pagesRoutes,
          ...demoRoutes,
          ...shellRoutes,
          ...adminRoutes,
          ...socialRoutes,
          ...peopleRoutes,
          ...notificationsRoutes,
          ...teamsRoutes,
          ...registrationRoutes,
          ...tournamentsRoutes,
          ...directorRoutes,
          ...rulesLibraryRoutes,
          ...catchesRoutes,
          ...anglerLogRoutes,
          ...leaderboardRoutes,
          ...activityRoutes,
          ...messagesRoutes,
          ...moderationRoutes,
          ...safetyRoutes,
          // Groups (issue 16)
          ...groupsRoutes,
          // Forums (issue 16)
          ...forumsRoutes,
          // Community events and calendars (issue 16).
          ...eventsRoutes,
          // Payments (issue 17): web-payer
          ...paymentsRoutes,
          // Charters (issue 18): listings
          ...charterOwnerRoutes,
          // Charters (issue 18): search
          ...charterSearchRoutes,
          // Charters (issue 18): reviews and the captain's office
          ...captainOfficeRoutes,
          // Charters (issue 18): bookweb
          ...charterBookingRoutes,
          // Fishing reports and trending locations (issue 19)
          ...fishingReportRoutes,
          // Issue 19: personal analytics and the gallery
          ...analyticsRoutes,
          // Achievements, XP and social leaderboards (issue 19)
          ...rewardsRoutes,
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
