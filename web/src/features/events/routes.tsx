import type { RouteObject } from 'react-router';

/** /events, /events/new, /events/{eventId} (either kind), /events/{eventId}/edit, /getsocial/events. */
export const eventsRoutes: RouteObject[] = [
  { path: 'events', lazy: () => import('./pages/events-page').then((m) => ({ Component: m.EventsPage })) },
  // Signed in only: the shell's guard asks for a session (domain route-access).
  {
    path: 'events/new',
    lazy: () => import('./pages/event-form-page').then((m) => ({ Component: m.NewEventPage })),
  },
  {
    path: 'events/:eventId',
    lazy: () => import('./pages/event-route-page').then((m) => ({ Component: m.EventRoutePage })),
  },
  {
    path: 'events/:eventId/edit',
    lazy: () => import('./pages/event-form-page').then((m) => ({ Component: m.EditEventPage })),
  },
  {
    path: 'getsocial/events',
    lazy: () => import('./pages/my-events-page').then((m) => ({ Component: m.MyEventsPage })),
  },
];
