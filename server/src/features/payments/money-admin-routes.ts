import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import {
  CursorQuerySchema,
  DiscountCodeInputSchema,
  DiscountCodeListSchema,
  DiscountCodeParamsSchema,
  DiscountCodeSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceParamsSchema,
  InvoiceSchema,
  ManualInvoiceInputSchema,
  MarkInvoicePaidSchema,
  TaxRateInputSchema,
  TaxRateListSchema,
  TaxRateParamsSchema,
  TaxRateSchema,
} from '@tightlines/domain/payments/contract';
import { hasRole, requireUser, signedIn } from '#server/auth/guard';
import {
  createDiscountCode,
  deleteDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from './discount-codes-service';
import { actorOf, noStore } from './guards';
import { invoicePdfFor, listInvoices, listMyInvoices, type InvoiceMailDeps } from './invoices';
import { createManualInvoice, markInvoicePaid, voidInvoice } from './invoices-admin';
import { createTaxRate, deleteTaxRate, listTaxRates, updateTaxRate } from './tax-rates';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const limits = ['money_admin'] as const;

/**
 * Payments (issue 17), money-admin: discount codes (directors for their events and series, admins all), tax rates
 * and manual invoices (admins), and everyone's receipts, invoices and credit notes with their PDFs.
 */
export function moneyAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailDeps: InvoiceMailDeps = { db: app.db, mailer: app.mailer, config: app.config, log: app.log };
  noStore(app);

  // ── Receipts and invoices of the signed-in person ──
  r.get(
    '/invoices/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        querystring: CursorQuerySchema,
        response: { 200: InvoiceListSchema, ...errors },
      },
    },
    async (request) => listMyInvoices(app.db, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/invoices/:invoiceId/pdf',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        description: 'application/pdf for the customer and admins (404 for anyone else).',
        params: InvoiceParamsSchema,
        // The body is a Buffer, which Fastify sends as is (no serializer runs).
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await invoicePdfFor(app.db, await actorOf(request), request.params.invoiceId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  // ── Discount codes ──
  const director = hasRole(rolesFor('/tournament-director'));
  const tags = ['payments-admin'];

  r.get(
    '/discount-codes',
    { onRequest: director, schema: { tags, response: { 200: DiscountCodeListSchema, ...errors } } },
    async (request) => listDiscountCodes(app.db, await actorOf(request)),
  );

  r.post(
    '/discount-codes',
    {
      onRequest: director,
      config: { limits },
      schema: { tags, body: DiscountCodeInputSchema, response: { 201: DiscountCodeSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createDiscountCode(app.db, await actorOf(request), request.body)),
  );

  r.patch(
    '/discount-codes/:codeId',
    {
      onRequest: director,
      config: { limits },
      schema: {
        tags,
        description: 'Saves the whole code (the editor sends every field).',
        params: DiscountCodeParamsSchema,
        body: DiscountCodeInputSchema,
        response: { 200: DiscountCodeSchema, ...errors },
      },
    },
    async (request) =>
      updateDiscountCode(app.db, await actorOf(request), request.params.codeId, request.body),
  );

  r.delete(
    '/discount-codes/:codeId',
    {
      onRequest: director,
      config: { limits },
      schema: {
        tags,
        description:
          'Deletes an unused code; a code with uses is kept for the record and deactivated (204 both).',
        params: DiscountCodeParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDiscountCode(app.db, await actorOf(request), request.params.codeId);
      return reply.status(204).send(null);
    },
  );

  // ── Admin: tax rates and invoices ──
  const admin = hasRole(rolesFor('/admin'));

  r.get(
    '/admin/tax-rates',
    { onRequest: admin, schema: { tags, response: { 200: TaxRateListSchema, ...errors } } },
    async () => listTaxRates(app.db),
  );

  r.post(
    '/admin/tax-rates',
    {
      onRequest: admin,
      config: { limits },
      schema: { tags, body: TaxRateInputSchema, response: { 201: TaxRateSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createTaxRate(app.db, request.body)),
  );

  r.patch(
    '/admin/tax-rates/:taxRateId',
    {
      onRequest: admin,
      config: { limits },
      schema: {
        tags,
        params: TaxRateParamsSchema,
        body: TaxRateInputSchema,
        response: { 200: TaxRateSchema, ...errors },
      },
    },
    async (request) => updateTaxRate(app.db, request.params.taxRateId, request.body),
  );

  r.delete(
    '/admin/tax-rates/:taxRateId',
    {
      onRequest: admin,
      config: { limits },
      schema: { tags, params: TaxRateParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteTaxRate(app.db, request.params.taxRateId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/admin/invoices',
    {
      onRequest: admin,
      schema: { tags, querystring: InvoiceListQuerySchema, response: { 200: InvoiceListSchema, ...errors } },
    },
    async (request) => listInvoices(app.db, request.query),
  );

  r.post(
    '/admin/invoices',
    {
      onRequest: admin,
      config: { limits },
      schema: {
        tags,
        description: 'Issues an open invoice to a member and e-mails it with its PDF.',
        body: ManualInvoiceInputSchema,
        response: { 201: InvoiceSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createManualInvoice(mailDeps, request.body)),
  );

  r.post(
    '/admin/invoices/:invoiceId/mark-paid',
    {
      onRequest: admin,
      config: { limits },
      schema: {
        tags,
        params: InvoiceParamsSchema,
        body: MarkInvoicePaidSchema,
        response: { 200: InvoiceSchema, ...errors },
      },
    },
    async (request) =>
      markInvoicePaid(
        app.db,
        (await requireUser(request)).user.id,
        request.params.invoiceId,
        request.body,
        app,
      ),
  );

  r.post(
    '/admin/invoices/:invoiceId/void',
    {
      onRequest: admin,
      config: { limits },
      schema: { tags, params: InvoiceParamsSchema, response: { 200: InvoiceSchema, ...errors } },
    },
    async (request) => voidInvoice(app.db, request.params.invoiceId),
  );

  return Promise.resolve();
}
