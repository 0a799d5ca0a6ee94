import type { RouteObject } from 'react-router';

/**
 * Charters (issue 18), the owner's side: /profile/charter-boats, /profile/add-boat, /profile/boats/{boatId}/{tab?}.
 * /profile is for signed-in people (the shell's guard); the pages tell someone without the role how to become a
 * captain, and the server guards every call. The admin's /admin/charters is routed by the admin section.
 */
export const charterOwnerRoutes: RouteObject[] = [
  {
    path: 'profile/charter-boats',
    lazy: () => import('./pages/my-listings-page').then((m) => ({ Component: m.MyListingsPage })),
  },
  {
    path: 'profile/add-boat',
    lazy: () => import('./pages/add-listing-page').then((m) => ({ Component: m.AddListingPage })),
  },
  {
    path: 'profile/boats/:boatId/:tab?',
    lazy: () => import('./pages/listing-editor-page').then((m) => ({ Component: m.ListingEditorPage })),
  },
];
