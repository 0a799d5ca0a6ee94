import type { RouteObject } from 'react-router';

/** /tournaments (/events/{eventId} is the events feature's, which shows this feature's event page), /events/{eventId}/past-tournament-notice, /tournaments/{id}/rules. */
export const tournamentsRoutes: RouteObject[] = [
  {
    path: 'tournaments',
    lazy: () => import('./pages/tournaments-page').then((m) => ({ Component: m.TournamentsPage })),
  },
  {
    path: 'tournaments/:id/rules',
    lazy: () => import('./pages/rules-page').then((m) => ({ Component: m.RulesPage })),
  },
  {
    path: 'events/:eventId/past-tournament-notice',
    lazy: () => import('./pages/past-notice-page').then((m) => ({ Component: m.PastNoticePage })),
  },
];
