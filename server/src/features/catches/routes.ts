import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CodeOfTheDaySchema,
  EventParamsSchema,
  MyCatchSchema,
  MyTournamentSchema,
} from '@tightlines/domain/tournaments/catch-contract';
import { rolesOfRequest, requireUser, signedIn } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { readImageForm } from '#server/lib/images';
import { codeOfTheDay, myCatches, myTournaments, submitCatch, type CatchDeps } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** Catch capture for anglers: submit (multipart, idempotent by clientId), my catches, the code of the day. */
export function catchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: CatchDeps = {
    db: app.db,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    realtime: app.realtime,
  };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.post(
    '/events/:eventId/catches',
    {
      onRequest: signedIn,
      config: { limits: ['catch', 'upload'] },
      schema: {
        tags: ['catches'],
        description:
          'multipart/form-data: file `photo` and fields clientId, species, weightGrams and/or lengthMm, caughtAt, latitude, longitude, identifierCode. 201 new, 200 when this clientId was already uploaded.',
        consumes: ['multipart/form-data'],
        params: EventParamsSchema,
        response: { 200: MyCatchSchema, 201: MyCatchSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      if (!request.isMultipart()) throw AppError.of(400, 'catchPhotoRequired');
      const form = await readImageForm(request, 'photo');
      const result = await submitCatch(deps, user.id, request.params.eventId, {
        fields: form.fields,
        photo: form.file,
      });
      return reply.status(result.created ? 201 : 200).send(result.catch);
    },
  );

  r.get(
    '/events/:eventId/catches/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['catches'],
        params: EventParamsSchema,
        response: { 200: z.array(MyCatchSchema), ...errors },
      },
    },
    async (request) => myCatches(deps, (await requireUser(request)).user.id, request.params.eventId),
  );

  r.get(
    '/events/:eventId/code-of-the-day',
    {
      onRequest: signedIn,
      schema: {
        tags: ['catches'],
        params: EventParamsSchema,
        response: { 200: CodeOfTheDaySchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return codeOfTheDay(
        deps,
        { id: user.id, roles: await rolesOfRequest(request) },
        request.params.eventId,
      );
    },
  );

  r.get(
    '/me/tournaments',
    {
      onRequest: signedIn,
      schema: { tags: ['catches'], response: { 200: z.array(MyTournamentSchema), 401: ApiErrorSchema } },
    },
    async (request) => myTournaments(deps, (await requireUser(request)).user.id),
  );
  return Promise.resolve();
}
