import type { DiscountCode, Earnings, PaymentView } from '@tightlines/domain/payments/contract';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';

export const EVENT_ID = '44444444-4444-4444-8444-444444444401';
export const OTHER_EVENT_ID = '44444444-4444-4444-8444-444444444402';
export const PAYMENT_ID = '55555555-5555-4555-8555-555555555501';
export const DISPUTE_ID = '55555555-5555-4555-8555-555555555502';
const USER_ID = '66666666-6666-4666-8666-666666666601';

export function buildEarnings(overrides: Partial<Earnings> = {}): Earnings {
  return {
    account: null,
    balances: [],
    events: [],
    payouts: [],
    platformFeeBp: 500,
    payoutSchedule: 'weekly',
    ...overrides,
  };
}

export function buildCode(overrides: Partial<DiscountCode> = {}): DiscountCode {
  return {
    id: '77777777-7777-4777-8777-777777777701',
    code: 'EARLYBIRD',
    kind: 'percent',
    percentBp: 1_000,
    amountMinor: null,
    currency: null,
    event: { id: EVENT_ID, name: 'Spring Open' },
    series: null,
    startsAt: null,
    endsAt: null,
    maxUses: 50,
    perPersonLimit: 1,
    usedCount: 3,
    active: true,
    createdAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDeskRegistration(overrides: Partial<DirectorRegistration> = {}): DirectorRegistration {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    entrantName: 'Reel Deal',
    boatName: 'Sea Ray',
    division: 'Open',
    team: null,
    registrant: { userId: USER_ID, displayName: 'Cap Hook', email: 'cap@example.com' },
    anglers: [{ userId: USER_ID, name: 'Cap Hook', isCaptain: true }],
    status: 'registered',
    paymentStatus: 'paid',
    feeMinor: 15_000,
    currency: 'USD',
    paidAt: '2030-05-01T10:00:00.000Z',
    checkedInAt: null,
    checkedOutAt: null,
    registeredAt: '2030-04-01T10:00:00.000Z',
    paymentId: PAYMENT_ID,
    paidMinor: 15_000,
    refundedMinor: 0,
    disputed: false,
    ...overrides,
  };
}

export function buildPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  const quote = {
    currency: 'USD',
    lines: [{ label: 'Spring Open', amountMinor: 15_000, registrationId: null }],
    subtotalMinor: 15_000,
    discountMinor: 0,
    discountCode: null,
    discountError: null,
    taxMinor: 0,
    taxRate: null,
    totalMinor: 15_000,
    platformFeeMinor: 750,
  };
  return {
    id: PAYMENT_ID,
    purpose: 'registration',
    provider: 'stripe',
    offlineMethod: null,
    status: 'succeeded',
    payer: { userId: USER_ID, displayName: 'Cap Hook' },
    description: 'Spring Open entry',
    quote,
    amountMinor: 15_000,
    currency: 'USD',
    refundedMinor: 0,
    registrations: [],
    receipt: null,
    refunds: [],
    dispute: null,
    holdExpiresAt: null,
    failureReason: null,
    paidAt: '2030-04-01T10:00:00.000Z',
    createdAt: '2030-04-01T09:59:00.000Z',
    ...overrides,
  };
}
