import type { RouteObject } from 'react-router';

/**
 * /profile/catch-log (my catch log), /catch-log/:id (one catch others may see) and /tackle-box (my tackle): a person's own tools (issue 19). The shell's
 * guard asks for a session (domain route-access); the server answers only the owner's rows.
 */
export const anglerLogRoutes: RouteObject[] = [
  {
    path: 'profile/catch-log',
    lazy: () => import('./pages/catch-log-page').then((m) => ({ Component: m.CatchLogPage })),
  },
  {
    // One catch as the reader may see it (public or followers-only entries; the place at its precision).
    path: 'catch-log/:id',
    lazy: () => import('./pages/catch-entry-page').then((m) => ({ Component: m.CatchEntryPage })),
  },
  {
    path: 'tackle-box',
    lazy: () => import('./pages/tackle-box-page').then((m) => ({ Component: m.TackleBoxPage })),
  },
];
