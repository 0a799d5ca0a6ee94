import type { RouteObject } from 'react-router';

/** /settings/blocked and /settings/standing (signed in: route-access '/settings'). */
export const safetyRoutes: RouteObject[] = [
  {
    path: 'settings/blocked',
    lazy: () => import('./pages/relations-page').then((m) => ({ Component: m.RelationsPage })),
  },
  {
    path: 'settings/standing',
    lazy: () => import('./pages/standing-page').then((m) => ({ Component: m.StandingPage })),
  },
];
