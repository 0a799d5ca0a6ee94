import { Navigate, type RouteObject } from 'react-router';

/** Account routes; /profile/mfa-settings is guarded by the shell (any signed-in person: staff enrol there). */
export const authRoutes: RouteObject[] = [
  { path: 'auth/login', lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'auth/signup',
    lazy: () => import('./pages/signup-page').then((m) => ({ Component: m.SignupPage })),
  },
  {
    path: 'auth/callback',
    lazy: () => import('./pages/callback-page').then((m) => ({ Component: m.CallbackPage })),
  },
  {
    path: 'profile/mfa-settings',
    lazy: () => import('./pages/mfa-settings-page').then((m) => ({ Component: m.MfaSettingsPage })),
  },
  // The mobile bottom bar sends visitors to /auth; /futureauth is an old entry point.
  { path: 'auth', element: <Navigate to="/auth/login" replace /> },
  { path: 'futureauth', element: <Navigate to="/auth/login" replace /> },
];
