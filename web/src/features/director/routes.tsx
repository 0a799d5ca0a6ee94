import type { RouteObject } from 'react-router';

/**
 * /tournament-director/* (tournament_director, admin). R and C add their pages as files under
 * registrations/ and judging/ with one route line each below.
 */
export const directorRoutes: RouteObject[] = [
  {
    path: 'tournament-director',
    lazy: () => import('./pages/director-section').then((m) => ({ Component: m.DirectorSection })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/director-home-page').then((m) => ({ Component: m.DirectorHomePage })),
      },
      {
        path: 'series',
        lazy: () => import('./pages/series-page').then((m) => ({ Component: m.SeriesPage })),
      },
      {
        path: 'events/new',
        lazy: () => import('./pages/new-event-page').then((m) => ({ Component: m.NewEventPage })),
      },
      {
        path: 'events/:eventId',
        lazy: () => import('./pages/director-event-page').then((m) => ({ Component: m.DirectorEventPage })),
      },
      {
        path: 'events/:eventId/registrations',
        lazy: () =>
          import('./registrations/registrations-page').then((m) => ({
            Component: m.DirectorRegistrationsPage,
          })),
      },
      {
        path: 'events/:eventId/judging',
        lazy: () => import('./judging/judging-page').then((m) => ({ Component: m.JudgingPage })),
      },
      // Payments (issue 17): web-director
      {
        path: 'earnings',
        lazy: () => import('./payments/earnings-page').then((m) => ({ Component: m.EarningsPage })),
      },
      {
        path: 'discount-codes',
        lazy: () =>
          import('./payments/discount-codes-page').then((m) => ({ Component: m.DiscountCodesPage })),
      },
    ],
  },
];
