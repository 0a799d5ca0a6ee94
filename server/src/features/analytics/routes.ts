import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { AnalyticsQuerySchema, AnalyticsSchema } from '@tightlines/domain/analytics/contract';
import { GalleryPageSchema, GalleryQuerySchema } from '@tightlines/domain/gallery/contract';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { hasRole, requireUser } from '#server/auth/guard';
import { myAnalytics } from './service';
import { myGallery } from './gallery';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * The signed-in person's own analytics (issue 19, part 8) and photo gallery (/profile/gallery). Analytics are for
 * the roles the analytics page allows (domain route-access '/analytics'); the gallery is /profile's.
 */
export function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/analytics/me',
    {
      onRequest: hasRole(rolesFor('/analytics')),
      schema: {
        tags: ['analytics'],
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema, ...errors },
      },
    },
    async (request) => myAnalytics(app.db, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/gallery/mine',
    {
      onRequest: hasRole(rolesFor('/profile')),
      schema: {
        tags: ['gallery'],
        querystring: GalleryQuerySchema,
        response: { 200: GalleryPageSchema, ...errors },
      },
    },
    async (request) => myGallery(app.db, (await requireUser(request)).user.id, request.query),
  );
  return Promise.resolve();
}
