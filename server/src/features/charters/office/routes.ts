import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CaptainDashboardQuerySchema,
  CaptainDashboardSchema,
  CaptainEarningsQuerySchema,
  CaptainEarningsSchema,
  CaptainReviewPageSchema,
  ReviewListQuerySchema,
} from '@tightlines/domain/charters/office';
import { requireUser, signedIn } from '#server/auth/guard';
import { ownerReviews } from '#server/features/charters/reviews/service';
import { captainDashboard, captainEarnings } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
const tags = ['charters'];

/** /api/captain/*: the signed-in person's own office (a person without listings gets empty answers). */
export function captainOfficeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/captain/dashboard',
    {
      onRequest: signedIn,
      schema: {
        tags,
        querystring: CaptainDashboardQuerySchema,
        response: { 200: CaptainDashboardSchema, ...errors },
      },
    },
    async (request) => captainDashboard(app.db, (await requireUser(request)).user.id, request.query.tz),
  );

  r.get(
    '/captain/earnings',
    {
      onRequest: signedIn,
      schema: {
        tags,
        querystring: CaptainEarningsQuerySchema,
        response: { 200: CaptainEarningsSchema, ...errors },
      },
    },
    async (request) => captainEarnings(app.db, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/captain/reviews',
    {
      onRequest: signedIn,
      schema: {
        tags,
        querystring: ReviewListQuerySchema,
        response: { 200: CaptainReviewPageSchema, ...errors },
      },
    },
    async (request) => ownerReviews(app.db, (await requireUser(request)).user.id, request.query.cursor),
  );
  return Promise.resolve();
}
