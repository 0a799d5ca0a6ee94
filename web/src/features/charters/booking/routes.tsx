import type { RouteObject } from 'react-router';

/**
 * Charters (issue 18), the booking journey: /charter-booking-success, /profile/my-bookings (anglers),
 * /captain/bookings and /profile/charter-bookings (the same page, for captains) and /charter/messages. The shell
 * guards them by domain route-access; the server guards every call.
 */
const captainBookings = () =>
  import('./pages/captain-bookings-page').then((m) => ({ Component: m.CaptainBookingsPage }));
const charterMessages = () =>
  import('./pages/charter-messages-page').then((m) => ({ Component: m.CharterMessagesPage }));

export const charterBookingRoutes: RouteObject[] = [
  {
    path: 'charter-booking-success',
    lazy: () => import('./pages/booking-success-page').then((m) => ({ Component: m.BookingSuccessPage })),
  },
  {
    path: 'profile/my-bookings',
    lazy: () => import('./pages/my-bookings-page').then((m) => ({ Component: m.MyBookingsPage })),
  },
  { path: 'profile/charter-bookings', lazy: captainBookings },
  { path: 'captain/bookings', lazy: captainBookings },
  { path: 'charter/messages', lazy: charterMessages },
  { path: 'charter/messages/:conversationId', lazy: charterMessages },
];
