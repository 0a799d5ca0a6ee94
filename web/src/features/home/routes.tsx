import type { RouteObject } from 'react-router';

export const homeRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
];
