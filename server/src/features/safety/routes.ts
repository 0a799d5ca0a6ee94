import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  RelationListSchema,
  RelationParamsSchema,
  RelationStateSchema,
} from '@tightlines/domain/moderation/contract';
import { requireUser, signedIn } from '#server/auth/guard';
import { block, getRelation, listRelation, mute, unrelate } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * /api/blocks, /api/mutes and /api/relations/:userId: the signed-in person's own blocks and mutes (each person
 * sees and changes only their own). Writes count against the 'follow' rate limit (they change who reaches whom).
 */
export function safetyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/relations/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['safety'],
        params: RelationParamsSchema,
        response: { 200: RelationStateSchema, ...errors },
      },
    },
    async (request) => getRelation(app.db, await me(request), request.params.userId),
  );

  for (const [path, kind] of [
    ['blocks', 'block'],
    ['mutes', 'mute'],
  ] as const) {
    r.get(
      `/${path}`,
      {
        onRequest: signedIn,
        schema: { tags: ['safety'], response: { 200: RelationListSchema, ...errors } },
      },
      async (request) => listRelation(app.db, kind, await me(request)),
    );

    r.put(
      `/${path}/:userId`,
      {
        onRequest: signedIn,
        config: { limits: ['follow'] },
        schema: {
          tags: ['safety'],
          description:
            kind === 'block'
              ? 'Block a person (idempotent): follows either way are removed; neither reaches nor sees the other.'
              : 'Mute a person (idempotent): their posts and comments are hidden from you only.',
          params: RelationParamsSchema,
          response: { 200: RelationStateSchema, ...errors },
        },
      },
      async (request) =>
        kind === 'block'
          ? block(app.db, await me(request), request.params.userId)
          : mute(app.db, await me(request), request.params.userId),
    );

    r.delete(
      `/${path}/:userId`,
      {
        onRequest: signedIn,
        config: { limits: ['follow'] },
        schema: {
          tags: ['safety'],
          params: RelationParamsSchema,
          response: { 200: RelationStateSchema, ...errors },
        },
      },
      async (request) => unrelate(app.db, kind, await me(request), request.params.userId),
    );
  }
  return Promise.resolve();
}
