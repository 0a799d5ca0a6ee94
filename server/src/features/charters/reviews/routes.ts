import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  BookingParamsSchema,
  CharterReviewPageSchema,
  CharterReviewSchema,
  ReviewParamsSchema,
} from '@tightlines/domain/charters/bookings';
import { ReviewInputSchema, ReviewReplyInputSchema } from '@tightlines/domain/charters/contract';
import { ReviewListQuerySchema } from '@tightlines/domain/charters/office';
import { ListingParamsSchema } from '@tightlines/domain/charters/views';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { createReview, listingReviews, replyToReview } from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['charters'];

/** Charter reviews (issue 18): write one after a completed trip, read a listing's, the owner's reply. */
export function charterReviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/charters/bookings/:bookingId/review',
    {
      onRequest: signedIn,
      config: { limits: ['review'] },
      schema: {
        tags,
        params: BookingParamsSchema,
        body: ReviewInputSchema,
        response: { 201: CharterReviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReview(
            app,
            (await requireUser(request)).user.id,
            request.params.bookingId,
            request.body,
          ),
        ),
  );

  r.get(
    '/charters/:listingId/reviews',
    {
      schema: {
        tags,
        params: ListingParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: CharterReviewPageSchema, ...errors },
      },
    },
    async (request) =>
      listingReviews(
        app.db,
        (await sessionOf(request))?.user.id ?? null,
        request.params.listingId,
        request.query.cursor,
      ),
  );

  r.put(
    '/charters/reviews/:reviewId/reply',
    {
      onRequest: signedIn,
      config: { limits: ['review'] },
      schema: {
        tags,
        params: ReviewParamsSchema,
        body: ReviewReplyInputSchema,
        response: { 200: CharterReviewSchema, ...errors },
      },
    },
    async (request) =>
      replyToReview(app, (await requireUser(request)).user.id, request.params.reviewId, request.body),
  );
  return Promise.resolve();
}
