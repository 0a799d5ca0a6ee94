import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CheckoutInputSchema,
  CheckoutSchema,
  DisputeEvidenceSchema,
  DisputeParamsSchema,
  OfflinePaymentInputSchema,
  PaymentConfigSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentParamsSchema,
  PaymentViewSchema,
  QuoteSchema,
  RefundInputSchema,
} from '@tightlines/domain/payments/contract';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { DirectorRegistrationParamsSchema } from '@tightlines/domain/tournaments/registration-contract';
import { hasRole, signedIn } from '#server/auth/guard';
import { requireEventDirector } from '#server/features/tournaments/access';
import { AppError, forbidden } from '#server/lib/errors';
import { cancelCheckout, openCheckout, paymentConfig, quoteCheckout } from './checkout';
import type { PaymentDeps } from './deps';
import { disputeWithEvent, submitDisputeEvidence } from './disputes';
import { actorOf, mayActOnEventMoney, noStore } from './guards';
import { recordOfflinePayment } from './offline';
import { refundPayment } from './refunds';
import { getPayment, myPayments } from './views';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  502: ApiErrorSchema,
};
const tags = ['payments'];

/**
 * Payments (issue 17, pay-core): the payer's checkout (config, quote, checkout, cancel), their payments, dispute
 * evidence, and the staff's refunds and offline payments. The Stripe webhook is in webhook-routes.ts (raw body).
 */
export function paymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: PaymentDeps = {
    db: app.db,
    config: app.config,
    log: app.log,
    jobs: app.jobs,
    realtime: app.realtime,
    mailer: app.mailer,
  };
  noStore(app);

  r.get('/payments/config', { schema: { tags, response: { 200: PaymentConfigSchema } } }, async () =>
    paymentConfig(deps),
  );

  r.post(
    '/payments/quote',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, body: CheckoutInputSchema, response: { 200: QuoteSchema, ...errors } },
    },
    async (request) => quoteCheckout(deps, (await actorOf(request)).id, request.body),
  );

  r.post(
    '/payments/checkout',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, body: CheckoutInputSchema, response: { 200: CheckoutSchema, ...errors } },
    },
    async (request) => openCheckout(deps, (await actorOf(request)).id, request.body),
  );

  r.get(
    '/payments/mine',
    {
      onRequest: signedIn,
      schema: { tags, querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema, ...errors } },
    },
    async (request) => myPayments(app.db, (await actorOf(request)).id, request.query),
  );

  r.get(
    '/payments/:paymentId',
    {
      onRequest: signedIn,
      schema: { tags, params: PaymentParamsSchema, response: { 200: PaymentViewSchema, ...errors } },
    },
    async (request) => getPayment(app.db, await actorOf(request), request.params.paymentId),
  );

  r.post(
    '/payments/:paymentId/cancel',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, params: PaymentParamsSchema, response: { 200: PaymentViewSchema, ...errors } },
    },
    async (request) => {
      const viewer = await actorOf(request);
      await cancelCheckout(deps, viewer.id, request.params.paymentId);
      return getPayment(app.db, viewer, request.params.paymentId);
    },
  );

  r.post(
    '/payments/disputes/:disputeId/evidence',
    {
      onRequest: signedIn,
      config: { limits: ['money_admin'] },
      schema: {
        tags,
        params: DisputeParamsSchema,
        body: DisputeEvidenceSchema,
        response: { 200: PaymentViewSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await actorOf(request);
      const found = await disputeWithEvent(app.db, request.params.disputeId);
      if (!found) throw AppError.of(404, 'disputeNotFound');
      if (!(await mayActOnEventMoney(app.db, found.eventId, viewer))) throw forbidden();
      const dispute = await submitDisputeEvidence(deps, request.params.disputeId, request.body.text);
      return getPayment(app.db, viewer, dispute.paymentId);
    },
  );

  const deskBase = '/tournament-director/events/:eventId/registrations/:registrationId';
  r.post(
    `${deskBase}/refund`,
    {
      onRequest: hasRole(rolesFor('/tournament-director')),
      config: { limits: ['money_admin'] },
      schema: {
        tags,
        params: DirectorRegistrationParamsSchema,
        body: RefundInputSchema,
        response: { 200: PaymentViewSchema, ...errors },
      },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      const { actorId } = await requireEventDirector(request, eventId);
      const paid = await paidShareOf(app, eventId, registrationId);
      const refund = await refundPayment(deps, {
        paymentId: paid.paymentId,
        amountMinor: request.body.amountMinor ?? Math.min(paid.shareMinor, paid.leftMinor),
        reason: 'director',
        note: request.body.note,
        requestedBy: actorId,
      });
      return getPayment(app.db, await actorOf(request), refund.paymentId);
    },
  );

  r.post(
    `${deskBase}/payment`,
    {
      onRequest: hasRole(rolesFor('/tournament-director')),
      config: { limits: ['money_admin'] },
      schema: {
        tags,
        params: DirectorRegistrationParamsSchema,
        body: OfflinePaymentInputSchema,
        response: { 201: PaymentViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { eventId, registrationId } = request.params;
      const { actorId } = await requireEventDirector(request, eventId);
      const paymentId = await recordOfflinePayment(deps, {
        eventId,
        registrationId,
        method: request.body.method,
        amountMinor: request.body.amountMinor,
        note: request.body.note,
        recordedBy: actorId,
      });
      return reply.status(201).send(await getPayment(app.db, await actorOf(request), paymentId));
    },
  );

  r.post(
    '/admin/payments/:paymentId/refund',
    {
      onRequest: hasRole(rolesFor('/admin')),
      config: { limits: ['money_admin'] },
      schema: {
        tags,
        params: PaymentParamsSchema,
        body: RefundInputSchema,
        response: { 200: PaymentViewSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await actorOf(request);
      await refundPayment(deps, {
        paymentId: request.params.paymentId,
        amountMinor: request.body.amountMinor,
        reason: 'admin',
        note: request.body.note,
        requestedBy: viewer.id,
      });
      return getPayment(app.db, viewer, request.params.paymentId);
    },
  );

  return Promise.resolve();
}

/** The succeeded payment that paid this registration of this event, with its share and what is left. */
async function paidShareOf(app: FastifyInstance, eventId: string, registrationId: string) {
  const result = await app.db.execute<{ payment_id: string; share: number; left_minor: number }>(sql`
    select p.id as payment_id, pr.amount_minor as share, p.amount_minor - p.refunded_minor as left_minor
    from payment_registrations pr
    join payments p on p.id = pr.payment_id
    join tournament_registrations r on r.id = pr.registration_id
    where pr.registration_id = ${registrationId}::uuid and r.event_id = ${eventId}::uuid
      and p.status = 'succeeded'
    order by p.paid_at desc nulls last limit 1`);
  const row = result.rows[0];
  if (!row) {
    const exists = await app.db.execute(
      sql`select 1 from tournament_registrations where id = ${registrationId}::uuid and event_id = ${eventId}::uuid`,
    );
    if (exists.rows.length === 0) throw AppError.of(404, 'registrationNotFound');
    throw AppError.of(409, 'notRefundable');
  }
  return { paymentId: row.payment_id, shareMinor: Number(row.share), leftMinor: Number(row.left_minor) };
}
