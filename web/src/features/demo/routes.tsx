import type { RouteObject } from 'react-router';

export const demoRoutes: RouteObject[] = [
  { path: 'demo', lazy: () => import('./pages/demo-page').then((m) => ({ Component: m.DemoPage })) },
  {
    path: 'demo/guide',
    lazy: () => import('./pages/demo-guide-page').then((m) => ({ Component: m.DemoGuidePage })),
  },
];
