import type { RouteObject } from 'react-router';

/** /admin/* (admin only). The shell wraps these in the dashboard layout; the server guards every call. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () => import('./pages/admin-section').then((m) => ({ Component: m.AdminSection })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
      },
      { path: 'users', lazy: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })) },
      {
        path: 'users/:userId',
        lazy: () => import('./pages/user-detail-page').then((m) => ({ Component: m.UserDetailPage })),
      },
      {
        path: 'moderation',
        lazy: () =>
          import('#web/features/moderation/index').then((m) => ({ Component: m.ModerationHealthPage })),
      },
      {
        path: 'audit',
        lazy: () => import('#web/features/moderation/index').then((m) => ({ Component: m.AuditLogPage })),
      },
      {
        path: 'messages',
        lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
      },
      // Forums (issue 16): forums and topics
      {
        path: 'forums',
        lazy: () => import('#web/features/forums/index').then((m) => ({ Component: m.AdminForumsPage })),
      },
    ],
  },
];
