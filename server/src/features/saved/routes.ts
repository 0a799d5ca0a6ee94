import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { PostParamsSchema } from '@tightlines/domain/social/posts';
import {
  CollectionListSchema,
  CollectionParamsSchema,
  CollectionSchema,
  CreateCollectionSchema,
  SavedPageSchema,
  SavedQuerySchema,
  SavePostSchema,
  SaveStateSchema,
  UpdateCollectionSchema,
} from '@tightlines/domain/saved/contract';
import { requireUser, signedIn } from '#server/auth/guard';
import {
  createCollection,
  deleteCollection,
  listCollections,
  listSaved,
  renameCollection,
  savePost,
  unsavePost,
  type SavedDeps,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['saved'];

/** Saved posts and collections (issue 19): every route is the signed-in person's own. */
export function savedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: SavedDeps = { db: app.db, listDb: app.listDb, uploadUrls: app.uploadUrls };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;

  r.put(
    '/posts/:postId/save',
    {
      onRequest: signedIn,
      config: { limits: ['save'] },
      schema: {
        tags,
        params: PostParamsSchema,
        body: SavePostSchema.nullish(),
        response: { 200: SaveStateSchema, ...errors },
      },
    },
    async (request) => savePost(deps, await me(request), request.params.postId, request.body?.collectionId),
  );

  r.delete(
    '/posts/:postId/save',
    {
      onRequest: signedIn,
      config: { limits: ['save'] },
      schema: { tags, params: PostParamsSchema, response: { 200: SaveStateSchema, ...errors } },
    },
    async (request) => unsavePost(deps, await me(request), request.params.postId),
  );

  r.get(
    '/saved',
    {
      onRequest: signedIn,
      schema: { tags, querystring: SavedQuerySchema, response: { 200: SavedPageSchema, ...errors } },
    },
    async (request) => listSaved(deps, await me(request), request.query),
  );

  r.get(
    '/collections',
    { onRequest: signedIn, schema: { tags, response: { 200: CollectionListSchema, ...errors } } },
    async (request) => listCollections(deps, await me(request)),
  );

  r.post(
    '/collections',
    {
      onRequest: signedIn,
      config: { limits: ['save'] },
      schema: {
        tags,
        body: CreateCollectionSchema,
        response: { 201: CollectionSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCollection(deps, await me(request), request.body.name)),
  );

  r.patch(
    '/collections/:collectionId',
    {
      onRequest: signedIn,
      config: { limits: ['save'] },
      schema: {
        tags,
        params: CollectionParamsSchema,
        body: UpdateCollectionSchema,
        response: { 200: CollectionSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      renameCollection(deps, await me(request), request.params.collectionId, request.body.name),
  );

  r.delete(
    '/collections/:collectionId',
    {
      onRequest: signedIn,
      config: { limits: ['save'] },
      schema: { tags, params: CollectionParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteCollection(deps, await me(request), request.params.collectionId);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
