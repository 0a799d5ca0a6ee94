import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CreateFishingReportSchema,
  FishingReportPageSchema,
  FishingReportParamsSchema,
  FishingReportQuerySchema,
  FishingReportSchema,
  UpdateFishingReportSchema,
} from '@tightlines/domain/fishing-reports/contract';
import { sessionOf } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { createReport, editReport, getReport, listFishingReports, removeReport } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['fishing-reports'];

/** Spec §8: a visitor writing a report is told 'Authentication required'. */
async function author(request: FastifyRequest): Promise<string> {
  const current = await sessionOf(request);
  if (!current) throw AppError.of(401, 'authenticationRequired');
  return current.user.id;
}
const signedInAuthor = async (request: FastifyRequest, _reply: FastifyReply) => {
  await author(request);
};

/** Fishing reports (issue 19): the public list with filters, a report, and the author's writes. */
export function fishingReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewer = async (request: FastifyRequest) => (await sessionOf(request))?.user.id ?? null;

  r.get(
    '/fishing-reports',
    {
      schema: {
        tags,
        querystring: FishingReportQuerySchema,
        response: { 200: FishingReportPageSchema, ...errors },
      },
    },
    async (request) => listFishingReports(app.db, await viewer(request), request.query),
  );

  r.post(
    '/fishing-reports',
    {
      onRequest: signedInAuthor,
      config: { limits: ['fishing_report'] },
      schema: {
        tags,
        body: CreateFishingReportSchema,
        response: { 201: FishingReportSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(app.db, await author(request), request.body)),
  );

  r.get(
    '/fishing-reports/:reportId',
    {
      schema: { tags, params: FishingReportParamsSchema, response: { 200: FishingReportSchema, ...errors } },
    },
    async (request) => getReport(app.db, await viewer(request), request.params.reportId),
  );

  r.patch(
    '/fishing-reports/:reportId',
    {
      onRequest: signedInAuthor,
      config: { limits: ['fishing_report'] },
      schema: {
        tags,
        params: FishingReportParamsSchema,
        body: UpdateFishingReportSchema,
        response: { 200: FishingReportSchema, ...errors },
      },
    },
    async (request) => editReport(app.db, await author(request), request.params.reportId, request.body),
  );

  r.delete(
    '/fishing-reports/:reportId',
    {
      onRequest: signedInAuthor,
      schema: { tags, params: FishingReportParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeReport(app.db, await author(request), request.params.reportId);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
