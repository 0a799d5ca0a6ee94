// The payments feature's public entry (its own pages are reached through routes.tsx).
export { PayPanel, type PayableRegistration } from './components/pay-panel';
export { PaymentOutcome, payPath } from './components/payment-outcome';
export { HoldCountdown } from './components/hold-countdown';
export {
  RegistrationPaymentActions,
  RegistrationPaymentInfo,
  canPayOnline,
} from './components/registration-payment';
export { useCapabilities, usePayment, usePaymentConfig } from './api/payments';
export { RefundPolicyNote } from './components/refund-policy';
