import { Navigate, type RouteObject } from 'react-router';
import { isAvailable, type PageKey } from '#web/lib/pages';

/**
 * The person's own pages under /profile that other capabilities bring (charters, bookings, earnings …). Until
 * one lands they answer the 404 page, rather than /profile/:userId reading the name as a person's id; a page
 * with a PAGES entry stops being reserved here once its flag says it exists (its feature routes it then).
 */
const PROFILE_PAGES_TO_COME: readonly { path: string; page?: PageKey }[] = [
  { path: 'activity', page: 'activity' },
  { path: 'analytics', page: 'profileAnalytics' },
  { path: 'notifications' },
  { path: 'charter-boats', page: 'charterBoats' },
  { path: 'boats/:boatId', page: 'charterBoats' },
  { path: 'add-boat', page: 'charterBoats' },
  { path: 'charter-bookings', page: 'charterBookings' },
  { path: 'charter-notifications' },
  { path: 'my-bookings', page: 'myBookings' },
  { path: 'earnings' },
  { path: 'gallery', page: 'profileGallery' },
];

/** The /profile paths that answer the 404 page for now. */
const reservedProfilePaths = (): string[] =>
  PROFILE_PAGES_TO_COME.filter(({ page }) => !page || !isAvailable(page)).map(({ path }) => path);

/**
 * /search, /profile, /profile/settings, /profile/{userId} with its /followers and /following.
 * /profile/{userId} is public (domain route-access); the rest of /profile is guarded by the shell, and the
 * server guards the API.
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
      ...reservedProfilePaths().map((path) => ({ path, element: <Navigate to="/404" replace /> })),
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
