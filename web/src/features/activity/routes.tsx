import type { RouteObject } from 'react-router';

/** /profile/activity: the signed-in person's own activity (the shell's guard asks for a session, as for /profile). */
export const activityRoutes: RouteObject[] = [
  {
    path: 'profile/activity',
    lazy: () => import('./pages/activity-page').then((m) => ({ Component: m.ActivityPage })),
  },
];
