import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  AdminDisputesSchema,
  AdminPaymentsQuerySchema,
  AdminPayoutsSchema,
  AdminRefundsSchema,
  ConnectLinkSchema,
  CursorQuerySchema,
  EarningsSchema,
  FinancialQuerySchema,
  FinancialReportSchema,
  PaymentListSchema,
  PaymentSettingsSchema,
  PayoutRunSchema,
  PlanInputSchema,
  PlanListSchema,
  PlanParamsSchema,
  PlanSchema,
  SubscribeInputSchema,
  SubscribeResultSchema,
  SubscriptionListSchema,
  SubscriptionParamsSchema,
  SubscriptionSchema,
} from '@tightlines/domain/payments/contract';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { hasRole, signedIn } from '#server/auth/guard';
import type { NotifyDeps } from '#server/features/notifications/service';
import { registerWebhookHandler, type WebhookDeps, type WebhookHandler } from './webhook-registry';
import { actorOf, noStore } from './guards';
import { readPaymentSettings, writePaymentSettings } from './settings';
import { createPlan, listPlans, updatePlan } from './plans';
import {
  allSubscriptions,
  applyInvoiceFailed,
  applyInvoicePaid,
  applyStripeSubscription,
  applySubscriptionCheckout,
  cancelSubscription,
  changePlan,
  mySubscriptions,
  subscribe,
  type SubscriptionDeps,
} from './subscriptions';
import { applyAccountUpdated, connectLink, getEarnings } from './earnings';
import { adminPayouts, applyTransferReversed, payoutDepsOf, runPayouts, schedulePayouts } from './payouts';
import { adminDisputes, adminPayments, adminRefunds } from './admin-hub';
import { financialCsv, financialReport } from './financial';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  502: ApiErrorSchema,
};
const tags = ['payments'];
const CsvSchema = z.string();

// ── Webhooks: the handlers run in the webhook route's transaction (its deps carry what notify needs) ──

const notifyDepsOf = (deps: WebhookDeps): NotifyDeps => deps;

const onCheckoutCompleted: WebhookHandler = async (tx, event) => {
  await applySubscriptionCheckout(tx, event.data.object as Stripe.Checkout.Session);
};
const onSubscriptionChanged: WebhookHandler = async (tx, event, deps) =>
  applyStripeSubscription(
    tx,
    event.data.object as Stripe.Subscription,
    notifyDepsOf(deps),
    event.type === 'customer.subscription.deleted',
  );
const onInvoicePaid: WebhookHandler = async (tx, event, deps) =>
  applyInvoicePaid(tx, event.data.object as Stripe.Invoice, notifyDepsOf(deps));
const onInvoiceFailed: WebhookHandler = async (tx, event, deps) =>
  applyInvoiceFailed(tx, event.data.object as Stripe.Invoice, notifyDepsOf(deps));
const onAccountUpdated: WebhookHandler = async (tx, event) => {
  await applyAccountUpdated(tx, event.data.object as Stripe.Account);
};
const onTransferReversed: WebhookHandler = async (tx, event) => {
  await applyTransferReversed(tx, event.data.object as Stripe.Transfer);
};

/** The subscription and payee webhooks (ADR 027); registering twice is harmless. */
export function registerHubWebhooks(): void {
  registerWebhookHandler('checkout.session.completed', onCheckoutCompleted);
  registerWebhookHandler('customer.subscription.created', onSubscriptionChanged);
  registerWebhookHandler('customer.subscription.updated', onSubscriptionChanged);
  registerWebhookHandler('customer.subscription.deleted', onSubscriptionChanged);
  registerWebhookHandler('invoice.paid', onInvoicePaid);
  registerWebhookHandler('invoice.payment_failed', onInvoiceFailed);
  registerWebhookHandler('account.updated', onAccountUpdated);
  registerWebhookHandler('transfer.reversed', onTransferReversed);
}

const userOf = async (request: FastifyRequest) => (await actorOf(request)).id;

/**
 * Payments (issue 17), subs-hub: plans and subscriptions, payees' earnings and Connect onboarding, and the admin
 * financial hub (payments, refunds, disputes, plans, subscriptions, payouts, the report and payment settings).
 */
export function hubRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = hasRole(rolesFor('/admin'));
  const deps: SubscriptionDeps = { db: app.db, config: app.config, log: app.log, notifyDeps: app };
  registerHubWebhooks();
  app.addHook('onReady', async () => {
    await schedulePayouts(app);
  });
  noStore(app);

  // ── Plans and subscriptions ──

  r.get('/plans', { schema: { tags, response: { 200: PlanListSchema, ...errors } } }, async () => ({
    items: await listPlans(app.db, { activeOnly: true }),
  }));

  r.get(
    '/subscriptions/mine',
    { onRequest: signedIn, schema: { tags, response: { 200: SubscriptionListSchema, ...errors } } },
    async (request) => ({ items: await mySubscriptions(app.db, await userOf(request)) }),
  );

  r.post(
    '/subscriptions',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, body: SubscribeInputSchema, response: { 201: SubscribeResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await subscribe(deps, await userOf(request), request.body.planId)),
  );

  r.post(
    '/subscriptions/:subscriptionId/change',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: {
        tags,
        params: SubscriptionParamsSchema,
        body: SubscribeInputSchema,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) =>
      changePlan(deps, await userOf(request), request.params.subscriptionId, request.body.planId),
  );

  r.post(
    '/subscriptions/:subscriptionId/cancel',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, params: SubscriptionParamsSchema, response: { 200: SubscriptionSchema, ...errors } },
    },
    async (request) => cancelSubscription(deps, await userOf(request), request.params.subscriptionId),
  );

  // ── Payees ──

  r.get(
    '/earnings',
    { onRequest: signedIn, schema: { tags, response: { 200: EarningsSchema, ...errors } } },
    async (request) => getEarnings(app.db, await userOf(request)),
  );

  r.post(
    '/earnings/connect',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, response: { 200: ConnectLinkSchema, ...errors } },
    },
    async (request) => connectLink(deps, await userOf(request)),
  );

  // ── The admin financial hub ──

  r.get(
    '/admin/payments',
    {
      onRequest: admin,
      schema: {
        tags,
        querystring: AdminPaymentsQuerySchema,
        response: { 200: PaymentListSchema, ...errors },
      },
    },
    async (request) => adminPayments(app.db, request.query),
  );

  r.get(
    '/admin/refunds',
    {
      onRequest: admin,
      schema: { tags, querystring: CursorQuerySchema, response: { 200: AdminRefundsSchema, ...errors } },
    },
    async (request) => adminRefunds(app.db, request.query.cursor, request.query.limit),
  );

  r.get(
    '/admin/disputes',
    {
      onRequest: admin,
      schema: { tags, querystring: CursorQuerySchema, response: { 200: AdminDisputesSchema, ...errors } },
    },
    async (request) => adminDisputes(app.db, request.query.cursor, request.query.limit),
  );

  r.get(
    '/admin/plans',
    { onRequest: admin, schema: { tags, response: { 200: PlanListSchema, ...errors } } },
    async () => ({ items: await listPlans(app.db, { activeOnly: false }) }),
  );

  r.post(
    '/admin/plans',
    {
      onRequest: admin,
      config: { limits: ['money_admin'] },
      schema: { tags, body: PlanInputSchema, response: { 201: PlanSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createPlan(app.db, request.body)),
  );

  r.patch(
    '/admin/plans/:planId',
    {
      onRequest: admin,
      config: { limits: ['money_admin'] },
      schema: {
        tags,
        description:
          'Replaces the plan (the whole PlanInput). A new price makes a new Stripe Price on next use.',
        params: PlanParamsSchema,
        body: PlanInputSchema,
        response: { 200: PlanSchema, ...errors },
      },
    },
    async (request) => updatePlan(app.db, request.params.planId, request.body),
  );

  r.get(
    '/admin/subscriptions',
    { onRequest: admin, schema: { tags, response: { 200: SubscriptionListSchema, ...errors } } },
    async () => ({ items: await allSubscriptions(app.db) }),
  );

  r.get(
    '/admin/payouts',
    {
      onRequest: admin,
      schema: { tags, querystring: CursorQuerySchema, response: { 200: AdminPayoutsSchema, ...errors } },
    },
    async (request) => adminPayouts(app.db, request.query.cursor, request.query.limit),
  );

  r.post(
    '/admin/payouts/run',
    {
      onRequest: admin,
      config: { limits: ['money_admin'] },
      schema: { tags, response: { 200: PayoutRunSchema, ...errors } },
    },
    async () => runPayouts(payoutDepsOf(app)),
  );

  r.get(
    '/admin/financial',
    {
      onRequest: admin,
      schema: {
        tags,
        querystring: FinancialQuerySchema,
        response: { 200: FinancialReportSchema, ...errors },
      },
    },
    async (request) => financialReport(app.db, request.query),
  );

  r.get(
    '/admin/financial.csv',
    {
      onRequest: admin,
      schema: {
        tags,
        description:
          'text/csv: the financial report, a row per month and a TOTAL row, amounts in major units.',
        querystring: FinancialQuerySchema,
        response: { 200: CsvSchema, ...errors },
      },
    },
    async (request, reply) => {
      const report = await financialReport(app.db, request.query);
      const { from, to, currency } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tightlines-${currency}-${from}-${to}.csv"`)
        .send(financialCsv(report));
    },
  );

  r.get(
    '/admin/payment-settings',
    { onRequest: admin, schema: { tags, response: { 200: PaymentSettingsSchema, ...errors } } },
    async () => readPaymentSettings(app.db),
  );

  r.put(
    '/admin/payment-settings',
    {
      onRequest: admin,
      config: { limits: ['money_admin'] },
      schema: { tags, body: PaymentSettingsSchema, response: { 200: PaymentSettingsSchema, ...errors } },
    },
    async (request) => {
      const saved = await writePaymentSettings(app.db, request.body);
      // A new schedule moves the pending payout job to its next time.
      await schedulePayouts(app);
      return saved;
    },
  );

  return Promise.resolve();
}
