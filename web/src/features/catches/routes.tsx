import type { RouteObject } from 'react-router';

/**
 * /profile/tournaments (the events I fish in) and /profile/tournaments/:eventId (catch capture). Under /profile, so
 * the shell's guard asks for a session (domain route-access); the server checks the registration.
 */
export const catchesRoutes: RouteObject[] = [
  {
    path: 'profile/tournaments',
    lazy: () => import('./pages/my-tournaments-page').then((m) => ({ Component: m.MyTournamentsPage })),
  },
  {
    path: 'profile/tournaments/:eventId',
    lazy: () => import('./pages/capture-page').then((m) => ({ Component: m.CapturePage })),
  },
];
