// The admin financial hub (issue 17): the pages the admin section mounts under /admin.
export { PaymentsPage } from './pages/payments-page';
export { RefundsPage } from './pages/refunds-page';
export { ChargebacksPage } from './pages/chargebacks-page';
export { TaxPage } from './pages/tax-page';
export { DiscountCodesPage } from './pages/discount-codes-page';
export { InvoicesPage } from './pages/invoices-page';
export { SubscriptionsPage } from './pages/subscriptions-page';
export { PricingPage } from './pages/pricing-page';
export { PayoutsPage } from './pages/payouts-page';
export { FinancialPage } from './pages/financial-page';
