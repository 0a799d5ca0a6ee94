import type { RouteObject } from 'react-router';

/** /gamification (Rewards), /top-fans and /anglers (issue 19). */
export const rewardsRoutes: RouteObject[] = [
  {
    path: 'gamification',
    lazy: () => import('./pages/gamification-page').then((m) => ({ Component: m.GamificationPage })),
  },
  {
    path: 'top-fans',
    lazy: () => import('./pages/top-people-page').then((m) => ({ Component: m.TopFansPage })),
  },
  {
    path: 'anglers',
    lazy: () => import('./pages/top-people-page').then((m) => ({ Component: m.AnglersPage })),
  },
];
