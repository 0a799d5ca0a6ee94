import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { tournamentEvents, tournamentSeries } from './tournaments';
import { tournamentRegistrations } from './registrations';

/**
 * Payments and money (issue 17, ADR 027). Amounts are integer minor units with their currency. Ledger entries are
 * append-only (a trigger in the migration refuses UPDATE and DELETE on ledger_entries and ledger_transactions).
 */

/** One charge: a checkout at the provider (or an offline payment recorded by staff) for what `purpose` names. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** domain PAYMENT_PURPOSES. */
    purpose: text('purpose').notNull(),
    /** stripe | offline. */
    provider: text('provider').notNull(),
    /** domain OFFLINE_METHODS, for offline payments recorded by staff. */
    offlineMethod: text('offline_method'),
    /** domain PAYMENT_STATES. */
    status: text('status').notNull().default('pending'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** Who is paid (an event's director); null: the platform alone (subscriptions, invoices). */
    payeeUserId: uuid('payee_user_id').references(() => user.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => tournamentEvents.id, { onDelete: 'set null' }),
    seriesId: uuid('series_id').references(() => tournamentSeries.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id'),
    invoiceId: uuid('invoice_id'),
    description: text('description').notNull().default(''),
    /** The domain Quote priced at checkout (lines, discount, tax, fee). */
    quote: jsonb('quote').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    taxMinor: integer('tax_minor').notNull().default(0),
    platformFeeMinor: integer('platform_fee_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    discountCodeId: uuid('discount_code_id'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The Checkout Session (cs_…) and the PaymentIntent (pi_…) at Stripe. */
    providerSessionId: text('provider_session_id'),
    providerPaymentId: text('provider_payment_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    recordedBy: uuid('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('payments_user_idx').on(table.userId, table.createdAt.desc()),
    index('payments_status_created_idx').on(table.status, table.createdAt.desc()),
    index('payments_event_idx').on(table.eventId),
    index('payments_payee_idx').on(table.payeeUserId),
    uniqueIndex('payments_provider_session_uq').on(table.providerSessionId),
    index('payments_provider_payment_idx').on(table.providerPaymentId),
    index('payments_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The registrations a payment pays for (one event's, or a series submission's), with each one's share. */
export const paymentRegistrations = pgTable(
  'payment_registrations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => tournamentRegistrations.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.registrationId] }),
    index('payment_registrations_registration_idx').on(table.registrationId),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** domain REFUND_REASONS. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** domain REFUND_STATES. */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    requestedBy: uuid('requested_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_created_idx').on(table.createdAt.desc()),
    uniqueIndex('refunds_provider_uq').on(table.providerRefundId),
  ],
);

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    providerDisputeId: text('provider_dispute_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull().default(''),
    /** domain DISPUTE_STATES. */
    status: text('status').notNull().default('needs_response'),
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    evidence: text('evidence'),
    evidenceSubmittedAt: timestamp('evidence_submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('disputes_provider_uq').on(table.providerDisputeId),
    index('disputes_payment_idx').on(table.paymentId),
    index('disputes_created_idx').on(table.createdAt.desc()),
  ],
);

/** Provider webhook events, each applied once (the event id is the key); kept for audit and replay checks. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The provider's object created time (events may arrive out of order). */
    createdAtProvider: timestamp('created_at_provider', { withTimezone: true }),
    payload: jsonb('payload').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_events_received_idx').on(table.receivedAt.desc())],
);

/** A movement of money: its entries sum to zero (domain payments/ledger). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** domain LEDGER_TRANSACTION_KINDS. */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** domain REVENUE_SOURCES (the financial hub groups by it). */
    source: text('source'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id'),
    payerUserId: uuid('payer_user_id').references(() => user.id, { onDelete: 'set null' }),
    payeeUserId: uuid('payee_user_id').references(() => user.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => tournamentEvents.id, { onDelete: 'set null' }),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_created_idx').on(table.createdAt),
    index('ledger_transactions_payment_idx').on(table.paymentId),
    index('ledger_transactions_payee_idx').on(table.payeeUserId, table.createdAt),
    index('ledger_transactions_event_idx').on(table.eventId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** domain ledger account names: cash:stripe, payer:{id}, payee:{id}, platform:fees, … */
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Positive: debit; negative: credit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.account, table.currency),
    index('ledger_entries_created_idx').on(table.createdAt),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; unique. */
    code: text('code').notNull(),
    /** percent | amount. */
    kind: text('kind').notNull(),
    percentBp: integer('percent_bp'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    eventId: uuid('event_id').references(() => tournamentEvents.id, { onDelete: 'cascade' }),
    seriesId: uuid('series_id').references(() => tournamentSeries.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    perPersonLimit: integer('per_person_limit'),
    /** Pending and succeeded payments using it (kept in the row, changed with the redemption). */
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('discount_codes_code_uq').on(table.code),
    index('discount_codes_event_idx').on(table.eventId),
  ],
);

/** A code used by a payment; released (deleted) when the payment fails or expires. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discount_redemptions_code_user_idx').on(table.discountCodeId, table.userId),
    uniqueIndex('discount_redemptions_payment_uq').on(table.paymentId),
  ],
);

export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    /** Lower-cased for matching; null: the whole country. */
    region: text('region'),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(),
    inclusive: boolean('inclusive').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('tax_rates_country_idx').on(table.country, table.region)],
);

/** The last number issued per year: invoices are numbered without gaps (row lock in the issuing transaction). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** TL-2026-000001. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** receipt | invoice | credit_note. */
    kind: text('kind').notNull(),
    /** open | paid | void. */
    status: text('status').notNull().default('open'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** domain InvoiceLine[]. */
    lines: jsonb('lines').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('invoices_number_uq').on(table.number),
    uniqueIndex('invoices_year_sequence_uq').on(table.year, table.sequence),
    index('invoices_user_idx').on(table.userId, table.issuedAt.desc()),
    index('invoices_payment_idx').on(table.paymentId),
  ],
);

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull(),
  /** month | year. */
  interval: text('interval').notNull(),
  platformFeeBp: integer('platform_fee_bp'),
  active: boolean('active').notNull().default(true),
  /** The Stripe Price (price_…) made for it on first use. */
  providerPriceId: text('provider_price_id'),
  ...timestamps,
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** domain SUBSCRIPTION_STATES. */
    status: text('status').notNull().default('incomplete'),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('subscriptions_user_idx').on(table.userId),
    uniqueIndex('subscriptions_provider_uq').on(table.providerSubscriptionId),
    // One live subscription per person.
    uniqueIndex('subscriptions_live_uq')
      .on(table.userId)
      .where(sql`${table.status} in ('incomplete', 'active', 'past_due')`),
  ],
);

/** A payee's account at the provider (Stripe Connect Express). */
export const payeeAccounts = pgTable('payee_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerAccountId: text('provider_account_id'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  ...timestamps,
});

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** domain PAYOUT_STATES. */
    status: text('status').notNull().default('pending'),
    /** The Stripe Transfer (tr_…) to the connected account. */
    providerTransferId: text('provider_transfer_id'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('payouts_user_idx').on(table.userId, table.createdAt.desc()),
    index('payouts_created_idx').on(table.createdAt.desc()),
  ],
);
