import type { RouteObject } from 'react-router';

/** /charters, /charters/{listingId} and /booking-hub: finding a listing (issue 18, part 2). */
export const charterSearchRoutes: RouteObject[] = [
  {
    path: 'charters',
    children: [
      {
        index: true,
        lazy: () => import('./pages/charters-page').then((m) => ({ Component: m.ChartersPage })),
      },
      {
        path: ':listingId',
        lazy: () => import('./pages/listing-page').then((m) => ({ Component: m.ListingPage })),
      },
    ],
  },
  {
    path: 'booking-hub',
    lazy: () => import('./pages/booking-hub-page').then((m) => ({ Component: m.BookingHubPage })),
  },
];
