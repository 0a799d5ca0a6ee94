import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivitiesQuerySchema, ActivityPageSchema } from '@tightlines/domain/activities/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { requireUser, signedIn } from '#server/auth/guard';
import { activitiesOf } from './service';

/** GET /api/activities: your own activity feed (the page behind the activity room's live updates). */
export function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/activities',
    {
      onRequest: signedIn,
      schema: {
        tags: ['activities'],
        querystring: ActivitiesQuerySchema,
        response: { 200: ActivityPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return activitiesOf(app.db, (await requireUser(request)).user.id, request.query);
    },
  );
  return Promise.resolve();
}
