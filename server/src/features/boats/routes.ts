import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  BoatInputSchema,
  BoatListSchema,
  BoatParamsSchema,
  BoatSchema,
  BoatUpdateSchema,
} from '@tightlines/domain/teams/contract';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { addBoat, getBoat, myBoats, updateBoat } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** /api/boats: my boats, a boat's page (/boats/{boatId}), create and edit (owner only). */
export function boatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/boats',
    { onRequest: signedIn, schema: { tags: ['boats'], response: { 200: BoatListSchema, ...errors } } },
    async (request) => myBoats(app.db, (await requireUser(request)).user.id),
  );

  r.post(
    '/boats',
    {
      onRequest: signedIn,
      schema: { tags: ['boats'], body: BoatInputSchema, response: { 201: BoatSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await addBoat(app.db, (await requireUser(request)).user.id, request.body)),
  );

  r.get(
    '/boats/:boatId',
    { schema: { tags: ['boats'], params: BoatParamsSchema, response: { 200: BoatSchema, ...errors } } },
    async (request) => getBoat(app.db, (await sessionOf(request))?.user.id ?? null, request.params.boatId),
  );

  r.patch(
    '/boats/:boatId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['boats'],
        params: BoatParamsSchema,
        body: BoatUpdateSchema,
        response: { 200: BoatSchema, ...errors },
      },
    },
    async (request) =>
      updateBoat(app.db, (await requireUser(request)).user.id, request.params.boatId, request.body),
  );
  return Promise.resolve();
}
