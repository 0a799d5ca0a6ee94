import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  LocationInputSchema,
  LocationMapQuerySchema,
  LocationMapSchema,
  PostLocationParamsSchema,
  PostLocationSchema,
  TrendingLocationsSchema,
} from '@tightlines/domain/fishing-reports/location-tags';
import { requireUser, signedIn } from '#server/auth/guard';
import { mapLocations, tagPost, trending, untagPost } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['locations'];

/** Location tags (issue 19): trending places, the map, and a post's place. */
export function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/locations/trending',
    { schema: { tags, response: { 200: TrendingLocationsSchema, ...errors } } },
    async () => trending(app.db),
  );

  r.get(
    '/locations/map',
    {
      schema: {
        tags,
        querystring: LocationMapQuerySchema,
        response: { 200: LocationMapSchema, ...errors },
      },
    },
    async (request) => mapLocations(app.db, request.query),
  );

  r.put(
    '/posts/:postId/location',
    {
      onRequest: signedIn,
      config: { limits: ['post'] },
      schema: {
        tags,
        params: PostLocationParamsSchema,
        body: LocationInputSchema,
        response: { 200: PostLocationSchema, ...errors },
      },
    },
    async (request) =>
      tagPost(app.db, (await requireUser(request)).user.id, request.params.postId, request.body),
  );

  r.delete(
    '/posts/:postId/location',
    {
      onRequest: signedIn,
      schema: { tags, params: PostLocationParamsSchema, response: { 200: PostLocationSchema, ...errors } },
    },
    async (request) => untagPost(app.db, (await requireUser(request)).user.id, request.params.postId),
  );
  return Promise.resolve();
}
