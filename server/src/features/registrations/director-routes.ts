import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CheckInByCodeSchema,
  CheckInSchema,
  CodeCheckResultSchema,
  DirectorRegistrationListSchema,
  DirectorRegistrationParamsSchema,
  DirectorRegistrationSchema,
  DirectorRegistrationsQuerySchema,
  EventParamsSchema,
  QrCodeSchema,
} from '@tightlines/domain/tournaments/registration-contract';
import { hasRole } from '#server/auth/guard';
import { requireEventDirector } from '#server/features/tournaments/access';
import {
  checkIn,
  checkInByCode,
  checkOut,
  eventRegistrations,
  markPaidAndPresent,
  registrationQr,
} from './director-service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['tournament-director'];
const base = '/tournament-director/events/:eventId/registrations';

/** The director's registration desk and dock: list, check in/out, mark paid, per-boat QR, check-in by code. */
export function directorRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.addHook('onRequest', hasRole(rolesFor('/tournament-director')));
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    base,
    {
      schema: {
        tags,
        params: EventParamsSchema,
        querystring: DirectorRegistrationsQuerySchema,
        response: { 200: DirectorRegistrationListSchema, ...errors },
      },
    },
    async (request) => {
      const { actorId, event } = await requireEventDirector(request, request.params.eventId);
      return eventRegistrations(app.db, event, request.query, actorId);
    },
  );

  r.post(
    `${base}/:registrationId/check-in`,
    {
      schema: {
        tags,
        params: DirectorRegistrationParamsSchema,
        body: CheckInSchema,
        response: { 200: DirectorRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      const { actorId: actor } = await requireEventDirector(request, eventId);
      return checkIn(app.db, actor, eventId, registrationId, request.body.markPaid);
    },
  );

  r.post(
    `${base}/:registrationId/check-out`,
    {
      schema: {
        tags,
        params: DirectorRegistrationParamsSchema,
        response: { 200: DirectorRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      const { actorId: actor } = await requireEventDirector(request, eventId);
      return checkOut(app.db, actor, eventId, registrationId);
    },
  );

  r.post(
    `${base}/:registrationId/mark-paid`,
    {
      schema: {
        tags,
        params: DirectorRegistrationParamsSchema,
        response: { 200: DirectorRegistrationSchema, ...errors },
      },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      const { actorId: actor } = await requireEventDirector(request, eventId);
      return markPaidAndPresent(app.db, actor, eventId, registrationId);
    },
  );

  r.get(
    `${base}/:registrationId/qr`,
    {
      schema: { tags, params: DirectorRegistrationParamsSchema, response: { 200: QrCodeSchema, ...errors } },
    },
    async (request) => {
      const { eventId, registrationId } = request.params;
      await requireEventDirector(request, eventId);
      return registrationQr(app.db, eventId, registrationId);
    },
  );

  r.post(
    '/tournament-director/events/:eventId/check-in',
    {
      schema: {
        tags,
        params: EventParamsSchema,
        body: CheckInByCodeSchema,
        response: { 200: CodeCheckResultSchema, ...errors },
      },
    },
    async (request) => {
      const { actorId: actor } = await requireEventDirector(request, request.params.eventId);
      return checkInByCode(app.db, actor, request.params.eventId, request.body.code);
    },
  );
  return Promise.resolve();
}
