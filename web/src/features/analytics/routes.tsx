import { Navigate, useLocation, type RouteObject } from 'react-router';

/** /analytics?range=… keeps its range on the way. */
function AnalyticsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/profile/analytics${search}`} replace />;
}

/**
 * /profile/analytics and /profile/gallery, the signed-in person's own (the shell's guard asks for a session and the
 * roles of /profile; the server guards the API). /analytics is the spec's redirect to the analytics page (its own
 * guard rule sends a visitor to sign in first).
 */
export const analyticsRoutes: RouteObject[] = [
  { path: 'analytics', element: <AnalyticsRedirect /> },
  {
    path: 'profile/analytics',
    lazy: () => import('./pages/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  },
  {
    path: 'profile/gallery',
    lazy: () => import('./pages/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
];
