import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { HomeQuerySchema, HomeSchema } from '@tightlines/domain/home/contract';
import { requireUser, signedIn } from '#server/auth/guard';
import { languageOf } from '#server/features/tournaments/routes';
import { memberHome, type HomeDeps } from './service';

/** /api/home: the signed-in person's home (visitors get the marketing page, which needs no API). */
export function homeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: HomeDeps = {
    db: app.db,
    storage: app.storage,
    config: app.config,
    mailer: app.mailer,
    uploadUrls: app.uploadUrls,
  };

  r.get(
    '/home',
    {
      onRequest: signedIn,
      schema: {
        tags: ['home'],
        querystring: HomeQuerySchema,
        response: { 200: HomeSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Whose registrations these are depends on the session: never from a shared cache.
      void reply.header('cache-control', 'private, no-cache');
      return memberHome(deps, (await requireUser(request)).user.id, languageOf(request.query.lang));
    },
  );
  return Promise.resolve();
}
