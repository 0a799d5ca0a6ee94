import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  FollowListQuerySchema,
  FollowListSchema,
  FollowStateSchema,
  UserParamsSchema,
} from '@tightlines/domain/social/people';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import type { NotifyDeps } from '#server/features/notifications/service';
import { followList, followUser, unfollowUser } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** /api/users/:userId/follow|followers|following (the follow toggle and its rules; lists of 50). */
export function followRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: NotifyDeps = { db: app.db, jobs: app.jobs, config: app.config, realtime: app.realtime };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.put(
    '/users/:userId/follow',
    {
      onRequest: signedIn,
      config: { limits: ['follow'] },
      schema: {
        tags: ['follows'],
        params: UserParamsSchema,
        response: { 200: FollowStateSchema, ...errors },
      },
    },
    async (request) => followUser(deps, (await requireUser(request)).user.id, request.params.userId),
  );

  r.delete(
    '/users/:userId/follow',
    {
      onRequest: signedIn,
      schema: {
        tags: ['follows'],
        params: UserParamsSchema,
        response: { 200: FollowStateSchema, ...errors },
      },
    },
    async (request) => unfollowUser(app.db, (await requireUser(request)).user.id, request.params.userId),
  );

  for (const direction of ['followers', 'following'] as const) {
    r.get(
      `/users/:userId/${direction}`,
      {
        schema: {
          tags: ['follows'],
          params: UserParamsSchema,
          querystring: FollowListQuerySchema,
          response: { 200: FollowListSchema, ...errors },
        },
      },
      async (request) =>
        followList(
          app.db,
          (await sessionOf(request))?.user.id ?? null,
          request.params.userId,
          direction,
          request.query,
        ),
    );
  }
  return Promise.resolve();
}
