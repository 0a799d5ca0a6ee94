import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ErrorScreen } from './error-screen';
import { homeRoutes } from '../features/home/routes';
import { authRoutes } from '../features/auth/routes';
import { pagesRoutes } from '../features/pages/routes';
import { demoRoutes } from '../features/demo/routes';
import { shellRoutes } from '../features/shell/routes';
import { adminRoutes } from '../features/admin/routes';
import { socialRoutes } from '../features/social/routes';
import { peopleRoutes } from '../features/people/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { teamsRoutes } from '../features/teams/routes';
import { registrationRoutes } from '../features/registration/routes';
import { tournamentsRoutes } from '../features/tournaments/routes';
import { directorRoutes } from '../features/director/routes';
import { rulesLibraryRoutes } from '../features/rules-library/routes';
import { catchesRoutes } from '../features/catches/routes';
import { leaderboardRoutes } from '../features/leaderboards/routes';

/** Every feature contributes lazy routes; unknown paths replace to /404 (spec §2). */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        errorElement: <ErrorScreen />,
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
          ...leaderboardRoutes,
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
