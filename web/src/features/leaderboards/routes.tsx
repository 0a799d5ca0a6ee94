import type { RouteObject } from 'react-router';

/** /leaderboard, /leaderboard/live, /leaderboard/{tournament_id}, /series/{seriesId}/leaderboard. */
export const leaderboardRoutes: RouteObject[] = [
  {
    path: 'leaderboard',
    children: [
      {
        index: true,
        lazy: () => import('./pages/leaderboards-page').then((m) => ({ Component: m.LeaderboardsPage })),
      },
      {
        path: 'live',
        lazy: () =>
          import('./pages/live-leaderboard-page').then((m) => ({ Component: m.LiveLeaderboardPage })),
      },
      {
        path: ':tournamentId',
        lazy: () =>
          import('./pages/event-leaderboard-page').then((m) => ({ Component: m.EventLeaderboardPage })),
      },
    ],
  },
  {
    path: 'series/:seriesId/leaderboard',
    lazy: () =>
      import('./pages/series-leaderboard-page').then((m) => ({ Component: m.SeriesLeaderboardPage })),
  },
];
