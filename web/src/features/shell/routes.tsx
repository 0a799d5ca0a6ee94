import type { RouteObject } from 'react-router';

export const shellRoutes: RouteObject[] = [
  { path: '404', lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];
