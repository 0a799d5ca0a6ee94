import type { RouteObject } from 'react-router';

/** /admin/* (admin only). The shell wraps these in the dashboard layout; the server guards every call. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: () => import('./pages/admin-section').then((m) => ({ Component: m.AdminSection })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewPage })),
      },
      { path: 'users', lazy: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })) },
      {
        path: 'users/:userId',
        lazy: () => import('./pages/user-detail-page').then((m) => ({ Component: m.UserDetailPage })),
      },
      {
        path: 'moderation',
        lazy: () =>
          import('#web/features/moderation/index').then((m) => ({ Component: m.ModerationHealthPage })),
      },
      {
        path: 'audit',
        lazy: () => import('#web/features/moderation/index').then((m) => ({ Component: m.AuditLogPage })),
      },
      {
        path: 'messages',
        lazy: () => import('./pages/messages-page').then((m) => ({ Component: m.MessagesPage })),
      },
      // Forums (issue 16): forums and topics
      {
        path: 'forums',
        lazy: () => import('#web/features/forums/index').then((m) => ({ Component: m.AdminForumsPage })),
      },
      // Payments (issue 17): web-admin, the financial hub
      {
        path: 'payments',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.PaymentsPage })),
      },
      {
        path: 'refunds',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.RefundsPage })),
      },
      {
        path: 'chargebacks',
        lazy: () =>
          import('#web/features/admin-finance/index').then((m) => ({ Component: m.ChargebacksPage })),
      },
      {
        path: 'tax',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.TaxPage })),
      },
      {
        path: 'discount-codes',
        lazy: () =>
          import('#web/features/admin-finance/index').then((m) => ({ Component: m.DiscountCodesPage })),
      },
      {
        path: 'invoices',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.InvoicesPage })),
      },
      {
        path: 'subscriptions',
        lazy: () =>
          import('#web/features/admin-finance/index').then((m) => ({ Component: m.SubscriptionsPage })),
      },
      {
        path: 'pricing',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.PricingPage })),
      },
      {
        path: 'payouts',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.PayoutsPage })),
      },
      // Charters (issue 18): listings, the review queue and the charter settings
      {
        path: 'charters',
        lazy: () => import('#web/features/charters/index').then((m) => ({ Component: m.AdminChartersPage })),
      },
      {
        path: 'financial',
        lazy: () => import('#web/features/admin-finance/index').then((m) => ({ Component: m.FinancialPage })),
      },
    ],
  },
];
