import type { RouteObject } from 'react-router';

/** /notification-preferences (Account); the shell's guard asks for a signed-in person (route-access). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notification-preferences',
    lazy: () =>
      import('./pages/notification-preferences-page').then((m) => ({
        Component: m.NotificationPreferencesPage,
      })),
  },
  // Charters (issue 18): the charter types only, with their preference
  {
    path: 'profile/charter-notifications',
    lazy: () =>
      import('./pages/charter-notifications-page').then((m) => ({ Component: m.CharterNotificationsPage })),
  },
];
