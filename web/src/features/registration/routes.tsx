import type { RouteObject } from 'react-router';

/**
 * Registration: /tournament-registration, /register, /series-registration (+ /success),
 * /registrations, /registration-success, /complete-registration, /resume-registration/{token}.
 * Each page asks for a session itself; the server guards every call.
 */
export const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'tournament-registration',
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'registrations',
    lazy: () => import('./pages/registrations-page').then((m) => ({ Component: m.RegistrationsPage })),
  },
  {
    path: 'registration-success',
    lazy: () =>
      import('./pages/registration-success-page').then((m) => ({ Component: m.RegistrationSuccessPage })),
  },
  {
    path: 'complete-registration',
    lazy: () =>
      import('./pages/complete-registration-page').then((m) => ({ Component: m.CompleteRegistrationPage })),
  },
  {
    path: 'resume-registration/:token',
    lazy: () =>
      import('./pages/resume-registration-page').then((m) => ({ Component: m.ResumeRegistrationPage })),
  },
  {
    path: 'series-registration',
    lazy: () =>
      import('./pages/series-registration-page').then((m) => ({ Component: m.SeriesRegistrationPage })),
  },
  {
    path: 'series-registration/success',
    lazy: () => import('./pages/series-success-page').then((m) => ({ Component: m.SeriesSuccessPage })),
  },
];
