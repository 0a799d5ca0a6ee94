import type { RouteObject } from 'react-router';

/**
 * Charters (issue 18): the captain's office. /captain/earnings and /profile/earnings are the same page; the shell's
 * guard asks route-access for each path's roles.
 */
const earnings = () => import('./pages/earnings-page').then((m) => ({ Component: m.CaptainEarningsPage }));

export const captainOfficeRoutes: RouteObject[] = [
  {
    path: 'captain/dashboard',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.CaptainDashboardPage })),
  },
  { path: 'captain/earnings', lazy: earnings },
  { path: 'profile/earnings', lazy: earnings },
  {
    path: 'captain/reviews',
    lazy: () => import('./pages/reviews-page').then((m) => ({ Component: m.CaptainReviewsPage })),
  },
];
