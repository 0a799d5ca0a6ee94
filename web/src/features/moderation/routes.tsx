import type { RouteObject } from 'react-router';

/**
 * /moderator (moderator, admin): the queue, with the open item in the URL (?item=<id>). The admin pages
 * (/admin/moderation, /admin/audit) are children of the admin section (features/admin/routes.tsx).
 */
export const moderationRoutes: RouteObject[] = [
  {
    path: 'moderator',
    lazy: () => import('./pages/moderator-section').then((m) => ({ Component: m.ModeratorSection })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/queue-page').then((m) => ({ Component: m.QueuePage })),
      },
    ],
  },
];
