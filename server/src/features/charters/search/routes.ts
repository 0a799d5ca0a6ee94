import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { BookingQuoteSchema, ListingSearchSchema } from '@tightlines/domain/charters/contract';
import {
  QuoteQuerySchema,
  UserChartersParamsSchema,
  UserChartersSchema,
} from '@tightlines/domain/charters/search';
import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  ListingDetailSchema,
  ListingPageSchema,
  ListingParamsSchema,
} from '@tightlines/domain/charters/views';
import { rolesOfRequest, sessionOf } from '#server/auth/guard';
import {
  getAvailability,
  getListing,
  getQuote,
  searchListings,
  userListings,
  type SearchDeps,
  type Viewer,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['charters'];

async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  const session = await sessionOf(request);
  return session ? { id: session.user.id, roles: await rolesOfRequest(request) } : null;
}

/** /api/charters (search), a listing's page, open slots and quote; /api/users/:userId/charters (issue 18). */
export function charterSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: SearchDeps = { db: app.db, uploadUrls: app.uploadUrls };
  r.addHook('onSend', async (_request, reply) => {
    // A listing's page depends on who looks (owner, admin); results change as slots are booked.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/charters',
    { schema: { tags, querystring: ListingSearchSchema, response: { 200: ListingPageSchema, ...errors } } },
    async (request) => searchListings(deps, request.query),
  );

  r.get(
    '/charters/:listingId',
    { schema: { tags, params: ListingParamsSchema, response: { 200: ListingDetailSchema, ...errors } } },
    async (request) => getListing(deps, request.params.listingId, await viewerOf(request)),
  );

  r.get(
    '/charters/:listingId/availability',
    {
      schema: {
        tags,
        params: ListingParamsSchema,
        querystring: AvailabilityQuerySchema,
        response: { 200: AvailabilitySchema, ...errors },
      },
    },
    async (request) =>
      getAvailability(deps, request.params.listingId, await viewerOf(request), request.query),
  );

  r.get(
    '/charters/:listingId/quote',
    {
      schema: {
        tags,
        params: ListingParamsSchema,
        querystring: QuoteQuerySchema,
        response: { 200: BookingQuoteSchema, ...errors },
      },
    },
    async (request) => getQuote(deps, request.params.listingId, await viewerOf(request), request.query),
  );

  r.get(
    '/users/:userId/charters',
    {
      schema: { tags, params: UserChartersParamsSchema, response: { 200: UserChartersSchema, ...errors } },
    },
    async (request) => userListings(deps, request.params.userId),
  );
  return Promise.resolve();
}
