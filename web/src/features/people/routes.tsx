import type { RouteObject } from 'react-router';

/**
 * /search, /profile, /profile/settings, /profile/{userId} with its /followers and /following.
 * Everything under /profile is guarded by the shell (domain route-access: user, admin); the server guards the API.
 */
export const peopleRoutes: RouteObject[] = [
  { path: 'search', lazy: () => import('./pages/search-page').then((m) => ({ Component: m.SearchPage })) },
  {
    path: 'profile',
    children: [
      {
        index: true,
        lazy: () => import('./pages/my-profile-page').then((m) => ({ Component: m.MyProfilePage })),
      },
      {
        path: 'settings',
        lazy: () =>
          import('./pages/profile-settings-page').then((m) => ({ Component: m.ProfileSettingsPage })),
      },
      {
        path: ':userId',
        lazy: () => import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
        children: [
          {
            path: 'followers',
            lazy: () => import('./pages/follow-list-page').then((m) => ({ Component: m.FollowersPage })),
          },
          {
            path: 'following',
            lazy: () => import('./pages/follow-list-page').then((m) => ({ Component: m.FollowingPage })),
          },
        ],
      },
    ],
  },
];
