import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CatchLogEntrySchema,
  CatchLogPageSchema,
  CatchLogParamsSchema,
  CatchLogQuerySchema,
  CreateCatchLogEntrySchema,
  CreateTackleItemSchema,
  ShareCatchSchema,
  TackleItemSchema,
  TackleListSchema,
  TackleParamsSchema,
  UpdateCatchLogEntrySchema,
  UpdateTackleItemSchema,
} from '@tightlines/domain/angler-log/contract';
import { UserParamsSchema } from '@tightlines/domain/social/people';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import {
  createEntry,
  editEntry,
  getEntry,
  listMyLog,
  listPersonLog,
  removeEntry,
  shareEntry,
} from './catch-log-service';
import { addTackle, editTackle, listTackle, removeTackle } from './tackle-service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const viewerOf = async (request: Parameters<typeof sessionOf>[0]) =>
  (await sessionOf(request))?.user.id ?? null;
const userOf = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;

/** The catch log (issue 19): a person's own catches, private by default, with the place shown by precision. */
export function catchLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catch-log'];
  r.addHook('onSend', async (_request, reply) => {
    // What a person may see depends on who asks: never from a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/catch-log',
    {
      onRequest: signedIn,
      schema: { tags, querystring: CatchLogQuerySchema, response: { 200: CatchLogPageSchema, ...errors } },
    },
    async (request) => listMyLog(app, await userOf(request), request.query),
  );

  r.post(
    '/catch-log',
    {
      onRequest: signedIn,
      config: { limits: ['catch_log', 'upload'] },
      schema: {
        tags,
        description:
          'multipart/form-data with the entry fields and an optional file `photo` (or JSON without a photo).',
        consumes: ['multipart/form-data', 'application/json'],
        // Nullish: a multipart request has no JSON body here; the service checks the fields with the same schema.
        body: CreateCatchLogEntrySchema.nullish(),
        response: { 201: CatchLogEntrySchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await userOf(request);
      const form = request.isMultipart()
        ? await readImageForm(request, 'photo')
        : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
      return reply
        .status(201)
        .send(await createEntry(app, userId, { fields: form.fields, photo: form.file }));
    },
  );

  r.get(
    '/catch-log/:id',
    { schema: { tags, params: CatchLogParamsSchema, response: { 200: CatchLogEntrySchema, ...errors } } },
    async (request) => getEntry(app, request.params.id, await viewerOf(request)),
  );

  r.patch(
    '/catch-log/:id',
    {
      onRequest: signedIn,
      config: { limits: ['catch_log'] },
      schema: {
        tags,
        params: CatchLogParamsSchema,
        body: UpdateCatchLogEntrySchema,
        response: { 200: CatchLogEntrySchema, ...errors },
      },
    },
    async (request) => editEntry(app, await userOf(request), request.params.id, request.body),
  );

  r.delete(
    '/catch-log/:id',
    {
      onRequest: signedIn,
      config: { limits: ['catch_log'] },
      schema: { tags, params: CatchLogParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeEntry(app, await userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/catch-log/:id/share',
    {
      onRequest: signedIn,
      config: { limits: ['catch_log', 'post'] },
      schema: {
        tags,
        params: CatchLogParamsSchema,
        body: ShareCatchSchema,
        response: { 201: CatchLogEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shareEntry(app, await userOf(request), request.params.id, request.body)),
  );

  r.get(
    '/people/:userId/catch-log',
    {
      schema: {
        tags,
        params: UserParamsSchema,
        querystring: CatchLogQuerySchema,
        response: { 200: CatchLogPageSchema, ...errors },
      },
    },
    async (request) => listPersonLog(app, request.params.userId, await viewerOf(request), request.query),
  );
  return Promise.resolve();
}

/** The tackle box (issue 19, spec §3/§5): the owner's only. */
export function tackleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tackle'];

  r.get(
    '/tackle',
    { onRequest: signedIn, schema: { tags, response: { 200: TackleListSchema, ...errors } } },
    async (request) => listTackle(app.db, await userOf(request)),
  );

  r.post(
    '/tackle',
    {
      onRequest: signedIn,
      config: { limits: ['tackle'] },
      schema: { tags, body: CreateTackleItemSchema, response: { 201: TackleItemSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await addTackle(app.db, await userOf(request), request.body)),
  );

  r.patch(
    '/tackle/:id',
    {
      onRequest: signedIn,
      config: { limits: ['tackle'] },
      schema: {
        tags,
        params: TackleParamsSchema,
        body: UpdateTackleItemSchema,
        response: { 200: TackleItemSchema, ...errors },
      },
    },
    async (request) => editTackle(app.db, await userOf(request), request.params.id, request.body),
  );

  r.delete(
    '/tackle/:id',
    {
      onRequest: signedIn,
      config: { limits: ['tackle'] },
      schema: { tags, params: TackleParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeTackle(app.db, await userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
