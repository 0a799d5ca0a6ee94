import { z } from 'zod';

/**
 * Payments and money (issue 17). Entry fees (and later bookings, campaigns and subscriptions) are paid through a
 * provider: Stripe through the official SDK when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, otherwise
 * 'offline' (paid at check-in, cash or transfer recorded by staff). Every movement of money is a balanced set of
 * ledger entries (ledger.ts) written in the transaction that changes the business state. Amounts are integer
 * minor units with an ISO 4217 currency. The server and the web are built against this file (ADR 027).
 */

export const PAYMENT_PROVIDERS = ['stripe', 'offline'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** What a payment pays for. Bookings and campaigns come with their issues. */
export const PAYMENT_PURPOSES = [
  'registration',
  'series_registration',
  'subscription',
  'invoice',
  'booking',
] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * pending: a checkout is open (its registrations hold their places until holdExpiresAt); succeeded: paid;
 * failed: the provider declined; expired: abandoned past the hold (places released); cancelled: replaced or
 * withdrawn before paying. Refunds and disputes do not change it (refundedMinor, dispute).
 */
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'expired', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How an offline payment was taken by staff. */
export const OFFLINE_METHODS = ['cash', 'transfer', 'card_terminal', 'check', 'other'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/**
 * Why money went back: asked by a director or an admin, the person cancelled within the policy, the place was gone,
 * the registration was paid twice (at the desk while its online payment went through), the event was cancelled.
 */
export const REFUND_REASONS = [
  'director',
  'admin',
  'cancelled_by_policy',
  'event_full',
  'duplicate',
  'event_cancelled',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Stripe's dispute statuses, folded: needs_response → under_review → won | lost. */
export const DISPUTE_STATES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** An event's refund policy: none; full or a percentage until the deadline (null deadline: until the start). */
export const REFUND_POLICIES = ['none', 'full', 'partial'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const INVOICE_KINDS = ['receipt', 'invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATES = ['open', 'paid', 'void'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const SUBSCRIPTION_STATES = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const PAYOUT_SCHEDULES = ['daily', 'weekly', 'monthly', 'manual'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** Revenue sources in the financial hub (bookings, campaigns, affiliates join with their issues). */
export const REVENUE_SOURCES = ['entry_fees', 'subscriptions', 'invoices', 'bookings'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];

/** Basis points: 10,000 = 100 %. */
export const BASIS_POINTS = 10_000;
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const CurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CURRENCY_PATTERN, 'Use a 3-letter currency code');
/** ISO 3166-1 alpha-2 country; regions are free text matched case-insensitively (e.g. 'FL', 'Ontario'). */
export const CountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Use a 2-letter country code');
export const MinorSchema = z.number().int().min(0).max(100_000_000);

/** Admin payment settings (app_settings 'payments'); defaults until an admin saves them. */
export const PaymentSettingsSchema = z.object({
  /** The platform's fee on entry fees, in basis points of the amount after discount and before tax. */
  platformFeeBp: z.number().int().min(0).max(5_000).default(500),
  /** Minutes a place is held while its payer is at the provider's checkout. */
  holdMinutes: z.number().int().min(5).max(120).default(15),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES).default('weekly'),
  /** The platform's own currency: the payout minimum is in it (and admins type it in it). */
  currency: CurrencySchema.default('USD'),
  /** Balances in the platform's currency below this (minor units of `currency`) wait for the next run. */
  payoutMinimumMinor: z.number().int().min(0).max(1_000_000).default(1_000),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = PaymentSettingsSchema.parse({});

// ── Quotes: what a payer is charged (pricing.ts computes them) ──

export const QuoteLineSchema = z.object({
  /** What the line is for (an event or series name, a plan). */
  label: z.string(),
  amountMinor: z.number().int(),
  registrationId: z.uuid().nullable().default(null),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteSchema = z.object({
  currency: z.string(),
  lines: z.array(QuoteLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** The code applied, or null; `discountError` says why a code given was not applied. */
  discountCode: z.string().nullable(),
  discountError: z.string().nullable(),
  /** Tax included in (inclusive rate) or added to (exclusive) the total; 0 without a rate. */
  taxMinor: z.number().int(),
  taxRate: z.object({ name: z.string(), rateBp: z.number().int(), inclusive: z.boolean() }).nullable(),
  totalMinor: z.number().int(),
  /** The platform's share of the total (kept from the payee's earnings). */
  platformFeeMinor: z.number().int(),
});
export type Quote = z.infer<typeof QuoteSchema>;

// ── Payer API ──

/** GET /api/payments/config: which provider takes payments, and the hold. */
export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  holdMinutes: z.number().int(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * POST /api/payments/quote and POST /api/payments/checkout: pay for registrations of mine that are
 * payment_pending or payment_failed (one event, or the events of one series submission).
 */
export const CheckoutInputSchema = z.object({
  registrationIds: z.array(z.uuid()).min(1).max(20),
  discountCode: z.string().trim().toUpperCase().max(40).optional(),
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

/** A checkout: on Stripe, the provider's page to send the person to; offline, null (pay at check-in). */
export const CheckoutSchema = z.object({
  paymentId: z.uuid(),
  checkoutUrl: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  quote: QuoteSchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const PaymentParamsSchema = z.object({ paymentId: z.uuid() });

const RefundViewSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  currency: z.string(),
  reason: z.enum(REFUND_REASONS),
  note: z.string(),
  status: z.enum(REFUND_STATES),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof RefundViewSchema>;

const DisputeViewSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amountMinor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATES),
  evidenceDueBy: z.string().nullable(),
  evidenceSubmittedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DisputeView = z.infer<typeof DisputeViewSchema>;

/** GET /api/payments/:paymentId (the payer, a director of its event, admins): outcome and receipt. */
export const PaymentViewSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(PAYMENT_PURPOSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** For offline payments recorded by staff. */
  offlineMethod: z.enum(OFFLINE_METHODS).nullable(),
  status: z.enum(PAYMENT_STATES),
  payer: z.object({ userId: z.uuid(), displayName: z.string() }),
  description: z.string(),
  quote: QuoteSchema,
  amountMinor: z.number().int(),
  currency: z.string(),
  refundedMinor: z.number().int(),
  registrations: z.array(
    z.object({ id: z.uuid(), eventId: z.uuid(), eventName: z.string(), entrantName: z.string() }),
  ),
  /** The receipt (invoice kind 'receipt') once paid. */
  receipt: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  refunds: z.array(RefundViewSchema),
  dispute: DisputeViewSchema.nullable(),
  holdExpiresAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

export const PaymentListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const PaymentListSchema = z.object({
  items: z.array(PaymentViewSchema),
  nextCursor: z.string().nullable(),
});
export type PaymentList = z.infer<typeof PaymentListSchema>;

// ── Refunds, offline payments and disputes ──

/** POST …/refund: a full refund without an amount; the amount left to refund at most. */
export const RefundInputSchema = z.object({
  amountMinor: z.number().int().min(1).max(100_000_000).optional(),
  note: z.string().trim().max(500).default(''),
});
export type RefundInput = z.input<typeof RefundInputSchema>;

/** POST /api/director/events/:eventId/registrations/:registrationId/payment: staff record money taken offline. */
export const OfflinePaymentInputSchema = z.object({
  method: z.enum(OFFLINE_METHODS),
  amountMinor: z.number().int().min(0).max(100_000_000),
  note: z.string().trim().max(500).default(''),
});
export type OfflinePaymentInput = z.input<typeof OfflinePaymentInputSchema>;

export const DisputeParamsSchema = z.object({ disputeId: z.uuid() });
/** POST /api/payments/disputes/:disputeId/evidence (admins, the event's directors): sent to the provider. */
export const DisputeEvidenceSchema = z.object({ text: z.string().trim().min(10).max(10_000) });

// ── The event's money settings (director event form) ──

export const EventMoneySchema = z.object({
  refundPolicy: z.enum(REFUND_POLICIES).default('none'),
  /** For 'partial': the share refunded, in basis points. */
  refundPercentBp: z.number().int().min(0).max(BASIS_POINTS).default(BASIS_POINTS),
  /** ISO instant; null: until the event starts. */
  refundDeadline: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Where the entry fee is taxed; null: no tax. */
  taxCountry: CountrySchema.nullable().default(null),
  taxRegion: z.string().trim().max(80).nullable().default(null),
});
export type EventMoney = z.infer<typeof EventMoneySchema>;

/** The refund policy an angler reads on the event page and beside a paid registration (no tax place). */
export const EventRefundPolicySchema = EventMoneySchema.pick({
  refundPolicy: true,
  refundPercentBp: true,
  refundDeadline: true,
});
export type EventRefundPolicy = z.infer<typeof EventRefundPolicySchema>;

// ── Discount codes (admins for any event or series; directors for their events) ──

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
export const DiscountCodeInputSchema = z
  .object({
    code: z.string().trim().toUpperCase().regex(DISCOUNT_CODE_PATTERN, 'Use 3–40 letters, digits, - or _'),
    kind: z.enum(DISCOUNT_KINDS),
    /** percent: basis points off (1–10,000). */
    percentBp: z.number().int().min(1).max(BASIS_POINTS).nullable().default(null),
    /** amount: minor units off, in the currency. */
    amountMinor: z.number().int().min(1).max(100_000_000).nullable().default(null),
    currency: CurrencySchema.nullable().default(null),
    /** At most one of the two; neither: any event (admins only). */
    eventId: z.uuid().nullable().default(null),
    seriesId: z.uuid().nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Total uses (succeeded or pending payments); null: unlimited. */
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    perPersonLimit: z.number().int().min(1).max(1_000).nullable().default(1),
    active: z.boolean().default(true),
  })
  .refine((value) => (value.kind === 'percent' ? value.percentBp !== null : value.amountMinor !== null), {
    message: 'Enter the discount',
    path: ['kind'],
  })
  .refine((value) => value.kind === 'percent' || value.currency !== null, {
    message: 'Choose the currency',
    path: ['currency'],
  })
  .refine((value) => !(value.eventId && value.seriesId), {
    message: 'Choose an event or a series',
    path: ['eventId'],
  })
  .refine((value) => !value.startsAt || !value.endsAt || value.startsAt < value.endsAt, {
    message: 'The end must be after the start',
    path: ['endsAt'],
  });
export type DiscountCodeInput = z.input<typeof DiscountCodeInputSchema>;

export const DiscountCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentBp: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  event: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  series: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  perPersonLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;
export const DiscountCodeListSchema = z.object({ items: z.array(DiscountCodeSchema) });
export const DiscountCodeParamsSchema = z.object({ codeId: z.uuid() });

// ── Tax rates (admins) ──

export const TaxRateInputSchema = z.object({
  country: CountrySchema,
  /** Null: the whole country; a region's rate wins over the country's. */
  region: z.string().trim().max(80).nullable().default(null),
  name: z.string().trim().min(1).max(80),
  rateBp: z.number().int().min(0).max(5_000),
  inclusive: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type TaxRateInput = z.input<typeof TaxRateInputSchema>;
export const TaxRateSchema = TaxRateInputSchema.extend({ id: z.uuid(), createdAt: z.string() });
export type TaxRate = z.infer<typeof TaxRateSchema>;
export const TaxRateListSchema = z.object({ items: z.array(TaxRateSchema) });
export const TaxRateParamsSchema = z.object({ taxRateId: z.uuid() });

// ── Invoices and receipts: numbered without gaps per year (TL-2026-000001), PDF at …/pdf ──

export const InvoiceLineSchema = z.object({
  label: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(10_000),
  unitMinor: z.number().int().min(0).max(100_000_000),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATES),
  customer: z.object({ userId: z.uuid().nullable(), name: z.string(), email: z.string() }),
  lines: z.array(InvoiceLineSchema),
  subtotalMinor: z.number().int(),
  discountMinor: z.number().int(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  paymentId: z.uuid().nullable(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.object({
  items: z.array(InvoiceSchema),
  nextCursor: z.string().nullable(),
});
export const InvoiceParamsSchema = z.object({ invoiceId: z.uuid() });
export const InvoiceListQuerySchema = z.object({
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(INVOICE_STATES).optional(),
  q: z.string().trim().max(80).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** POST /api/admin/invoices: a manual invoice (offline subscriptions, sponsorships), e-mailed to the customer. */
export const ManualInvoiceInputSchema = z.object({
  userId: z.uuid(),
  lines: z.array(InvoiceLineSchema).min(1).max(50),
  currency: CurrencySchema,
  taxRateId: z.uuid().nullable().default(null),
  dueDays: z.number().int().min(0).max(365).default(30),
});
export type ManualInvoiceInput = z.input<typeof ManualInvoiceInputSchema>;
/** POST /api/admin/invoices/:invoiceId/mark-paid: money received offline. */
export const MarkInvoicePaidSchema = z.object({
  method: z.enum(OFFLINE_METHODS),
  note: z.string().trim().max(500).default(''),
});

// ── Plans and subscriptions ──

export const PlanInputSchema = z.object({
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(1_000).default(''),
  /** Features listed on the pricing page, one per line. */
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  priceMinor: z.number().int().min(0).max(100_000_000),
  currency: CurrencySchema,
  interval: z.enum(PLAN_INTERVALS),
  /** The platform fee on the subscriber's events while subscribed (null: the platform default). */
  platformFeeBp: z.number().int().min(0).max(5_000).nullable().default(null),
  active: z.boolean().default(true),
});
export type PlanInput = z.input<typeof PlanInputSchema>;
export const PlanSchema = PlanInputSchema.extend({ id: z.uuid(), subscriberCount: z.number().int() });
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
export const PlanParamsSchema = z.object({ planId: z.uuid() });

export const SubscriptionSchema = z.object({
  id: z.uuid(),
  plan: PlanSchema,
  user: z.object({ userId: z.uuid(), displayName: z.string() }),
  provider: z.enum(PAYMENT_PROVIDERS),
  status: z.enum(SUBSCRIPTION_STATES),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionListSchema = z.object({ items: z.array(SubscriptionSchema) });
export const SubscriptionParamsSchema = z.object({ subscriptionId: z.uuid() });
/** POST /api/subscriptions: Stripe sends the person to checkout; offline, an invoice is issued to pay by transfer. */
export const SubscribeInputSchema = z.object({ planId: z.uuid() });
export const SubscribeResultSchema = z.object({
  subscription: SubscriptionSchema,
  checkoutUrl: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
});

// ── Payees: Connect accounts, earnings and payouts ──

export const PayeeAccountSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe Connect (Express) onboarding finished and payouts enabled. */
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type PayeeAccount = z.infer<typeof PayeeAccountSchema>;

export const PayoutSchema = z.object({
  id: z.uuid(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATES),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** GET /api/earnings: the signed-in payee's balance, earnings per event and payouts. */
export const EarningsSchema = z.object({
  account: PayeeAccountSchema.nullable(),
  balances: z.array(
    z.object({
      currency: z.string(),
      availableMinor: z.number().int(),
      pendingPayoutMinor: z.number().int(),
    }),
  ),
  /** Per event: gross paid, refunds, platform fee, net. */
  events: z.array(
    z.object({
      eventId: z.uuid(),
      eventName: z.string(),
      currency: z.string(),
      grossMinor: z.number().int(),
      refundedMinor: z.number().int(),
      platformFeeMinor: z.number().int(),
      netMinor: z.number().int(),
      paidCount: z.number().int(),
    }),
  ),
  payouts: z.array(PayoutSchema),
  platformFeeBp: z.number().int(),
  payoutSchedule: z.enum(PAYOUT_SCHEDULES),
});
export type Earnings = z.infer<typeof EarningsSchema>;
/** POST /api/earnings/connect: the provider's onboarding page (Stripe Connect Express). */
export const ConnectLinkSchema = z.object({ url: z.string() });

// ── Admin financial hub ──

export const AdminPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATES).optional(),
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  q: z.string().trim().max(80).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const AdminRefundsSchema = z.object({
  items: z.array(
    RefundViewSchema.extend({ paymentId: z.uuid(), payerName: z.string(), description: z.string() }),
  ),
  nextCursor: z.string().nullable(),
});
export const AdminDisputesSchema = z.object({
  items: z.array(DisputeViewSchema.extend({ payerName: z.string(), description: z.string() })),
  nextCursor: z.string().nullable(),
});
export const AdminPayoutsSchema = z.object({
  items: z.array(PayoutSchema.extend({ payee: z.object({ userId: z.uuid(), displayName: z.string() }) })),
  nextCursor: z.string().nullable(),
});
export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/admin/financial?from=2026-01&to=2026-12&currency=USD (and …/financial.csv): revenue by source and month. */
export const FinancialQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}$/),
  currency: CurrencySchema.default('USD'),
});
export const FinancialReportSchema = z.object({
  currency: z.string(),
  months: z.array(
    z.object({
      month: z.string(),
      /** Gross paid in by source. */
      gross: z.record(z.enum(REVENUE_SOURCES), z.number().int()),
      refundsMinor: z.number().int(),
      disputesMinor: z.number().int(),
      platformFeesMinor: z.number().int(),
      taxMinor: z.number().int(),
      payoutsMinor: z.number().int(),
    }),
  ),
  totals: z.object({
    grossMinor: z.number().int(),
    refundsMinor: z.number().int(),
    disputesMinor: z.number().int(),
    platformFeesMinor: z.number().int(),
    taxMinor: z.number().int(),
    payoutsMinor: z.number().int(),
  }),
});
export type FinancialReport = z.infer<typeof FinancialReportSchema>;

// ── subs-hub: additions (issue 17) ──

/** POST /api/admin/payouts/run: payouts booked by the run, and how their transfers ended. */
export const PayoutRunSchema = z.object({
  created: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});
export type PayoutRun = z.infer<typeof PayoutRunSchema>;
