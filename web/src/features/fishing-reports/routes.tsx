import type { RouteObject } from 'react-router';

/** /fishing-reports and /fishing-reports/{reportId} (issue 19). */
export const fishingReportRoutes: RouteObject[] = [
  {
    path: 'fishing-reports',
    children: [
      {
        index: true,
        lazy: () => import('./pages/fishing-reports-page').then((m) => ({ Component: m.FishingReportsPage })),
      },
      {
        path: ':reportId',
        lazy: () => import('./pages/report-page').then((m) => ({ Component: m.FishingReportPage })),
      },
    ],
  },
];
