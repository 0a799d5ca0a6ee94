import type { RouteObject } from 'react-router';

/**
 * Payments (issue 17): /settings/billing (my subscription, payments and receipts) and /pricing (public plans).
 * The pay page and the outcome pages are the registration feature's (/complete-registration,
 * /registration-success, /series-registration/success), built from this feature's components.
 */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'settings/billing',
    lazy: () => import('./pages/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  {
    path: 'pricing',
    lazy: () => import('./pages/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
];
