import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  BookingCheckoutSchema,
  BalanceAtDockSchema,
  BookingListQuerySchema,
  RequestListQuerySchema,
  BookingParamsSchema,
  CharterBookingListSchema,
  CharterBookingSchema,
  CharterRequestListSchema,
  CharterRequestSchema,
  ContactResultSchema,
  RequestParamsSchema,
} from '@tightlines/domain/charters/bookings';
import {
  AvailabilityRequestInputSchema,
  BookingInputSchema,
  CancelBookingInputSchema,
  RemedyInputSchema,
  RequestAnswerSchema,
} from '@tightlines/domain/charters/contract';
import { ListingParamsSchema } from '@tightlines/domain/charters/views';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { hasRole, requireUser, rolesOfRequest, signedIn } from '#server/auth/guard';
import {
  cancelBooking,
  chooseRemedy,
  completeBooking,
  createBooking,
  declineBooking,
  getBooking,
  incomingBookings,
  myBookings,
} from './bookings';
import { openBookingCheckout, recordBalanceAtDock } from './money';
import {
  answerRequest,
  contactOwner,
  createRequest,
  incomingRequests,
  myRequests,
  withdrawRequest,
  type BookingDeps,
} from './requests';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  502: ApiErrorSchema,
};
const tags = ['charters'];

/**
 * Charters (issue 18): requests, conversations and bookings and their money. Who may call each is
 * domain/src/roles/api-access.ts ('Charters … requests, conversations and bookings'); the services check the side
 * (the angler, or the listing's owner).
 */
export function charterBookingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: BookingDeps = {
    db: app.db,
    listDb: app.listDb,
    config: app.config,
    log: app.log,
    jobs: app.jobs,
    realtime: app.realtime,
    mailer: app.mailer,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
  };
  const captain = hasRole(rolesFor('/captain/bookings'));
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.post(
    '/charters/listings/:listingId/requests',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        body: AvailabilityRequestInputSchema,
        response: { 201: CharterRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRequest(deps, await me(request), request.params.listingId, request.body)),
  );

  r.post(
    '/charters/listings/:listingId/contact',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: ListingParamsSchema,
        response: { 200: ContactResultSchema, 201: ContactResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { conversationId, created } = await contactOwner(
        deps,
        await me(request),
        request.params.listingId,
      );
      return reply.status(created ? 201 : 200).send({ conversationId });
    },
  );

  r.get(
    '/charters/requests/mine',
    {
      onRequest: signedIn,
      schema: {
        tags,
        querystring: RequestListQuerySchema,
        response: { 200: CharterRequestListSchema, ...errors },
      },
    },
    async (request) => myRequests(deps, await me(request), request.query),
  );

  r.get(
    '/charters/requests/incoming',
    {
      onRequest: captain,
      schema: {
        tags,
        querystring: RequestListQuerySchema,
        response: { 200: CharterRequestListSchema, ...errors },
      },
    },
    async (request) => incomingRequests(deps, await me(request), request.query),
  );

  r.post(
    '/charters/requests/:requestId/answer',
    {
      onRequest: captain,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: RequestParamsSchema,
        body: RequestAnswerSchema,
        response: { 200: CharterRequestSchema, ...errors },
      },
    },
    async (request) => answerRequest(deps, await me(request), request.params.requestId, request.body),
  );

  r.post(
    '/charters/requests/:requestId/withdraw',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: { tags, params: RequestParamsSchema, response: { 200: CharterRequestSchema, ...errors } },
    },
    async (request) => withdrawRequest(deps, await me(request), request.params.requestId),
  );

  r.post(
    '/charters/bookings',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: { tags, body: BookingInputSchema, response: { 201: CharterBookingSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createBooking(deps, await me(request), request.body)),
  );

  r.get(
    '/charters/bookings/mine',
    {
      onRequest: signedIn,
      schema: {
        tags,
        querystring: BookingListQuerySchema,
        response: { 200: CharterBookingListSchema, ...errors },
      },
    },
    async (request) => myBookings(deps, await me(request), request.query),
  );

  r.get(
    '/charters/bookings/incoming',
    {
      onRequest: captain,
      schema: {
        tags,
        querystring: BookingListQuerySchema,
        response: { 200: CharterBookingListSchema, ...errors },
      },
    },
    async (request) => incomingBookings(deps, await me(request), request.query),
  );

  r.get(
    '/charters/bookings/:bookingId',
    {
      onRequest: signedIn,
      schema: { tags, params: BookingParamsSchema, response: { 200: CharterBookingSchema, ...errors } },
    },
    async (request) => {
      const isAdmin = (await rolesOfRequest(request)).includes('admin');
      return getBooking(deps, { id: await me(request), isAdmin }, request.params.bookingId);
    },
  );

  r.post(
    '/charters/bookings/:bookingId/checkout',
    {
      onRequest: signedIn,
      config: { limits: ['checkout'] },
      schema: { tags, params: BookingParamsSchema, response: { 200: BookingCheckoutSchema, ...errors } },
    },
    async (request) => openBookingCheckout(deps, await me(request), request.params.bookingId),
  );

  r.post(
    '/charters/bookings/:bookingId/cancel',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: BookingParamsSchema,
        body: CancelBookingInputSchema,
        response: { 200: CharterBookingSchema, ...errors },
      },
    },
    async (request) => cancelBooking(deps, await me(request), request.params.bookingId, request.body),
  );

  r.post(
    '/charters/bookings/:bookingId/remedy',
    {
      onRequest: signedIn,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: BookingParamsSchema,
        body: RemedyInputSchema,
        response: { 200: CharterBookingSchema, ...errors },
      },
    },
    async (request) => chooseRemedy(deps, await me(request), request.params.bookingId, request.body),
  );

  r.post(
    '/charters/bookings/:bookingId/decline',
    {
      onRequest: captain,
      config: { limits: ['booking'] },
      schema: { tags, params: BookingParamsSchema, response: { 200: CharterBookingSchema, ...errors } },
    },
    async (request) => declineBooking(deps, await me(request), request.params.bookingId),
  );

  r.post(
    '/charters/bookings/:bookingId/complete',
    {
      onRequest: captain,
      config: { limits: ['booking'] },
      schema: { tags, params: BookingParamsSchema, response: { 200: CharterBookingSchema, ...errors } },
    },
    async (request) => completeBooking(deps, await me(request), request.params.bookingId),
  );

  r.post(
    '/charters/bookings/:bookingId/balance-at-dock',
    {
      onRequest: captain,
      config: { limits: ['booking'] },
      schema: {
        tags,
        params: BookingParamsSchema,
        body: BalanceAtDockSchema,
        response: { 200: CharterBookingSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await me(request);
      await recordBalanceAtDock(deps, userId, request.params.bookingId, request.body.method);
      return getBooking(deps, { id: userId, isAdmin: false }, request.params.bookingId);
    },
  );
  return Promise.resolve();
}
