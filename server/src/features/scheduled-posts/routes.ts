import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CreateScheduledPostFieldsSchema,
  PublishedPostSchema,
  ScheduledPostListSchema,
  ScheduledPostParamsSchema,
  ScheduledPostSchema,
} from '@tightlines/domain/saved/scheduled';
import { requireUser, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import type { PostDeps } from '#server/features/posts/service';
import { createScheduled, deleteScheduled, listScheduled, publishNow } from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['scheduled-posts'];

/** /api/scheduled-posts (issue 19): the signed-in person's own posts to publish later. */
export function scheduledPostRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: PostDeps = {
    db: app.db,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    log: app.log,
    realtime: app.realtime,
    jobs: app.jobs,
    config: app.config,
  };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });
  const me = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;

  r.get(
    '/scheduled-posts',
    { onRequest: signedIn, schema: { tags, response: { 200: ScheduledPostListSchema, ...errors } } },
    async (request) => listScheduled(deps, await me(request)),
  );

  r.post(
    '/scheduled-posts',
    {
      onRequest: signedIn,
      config: { limits: ['schedule', { limit: 'upload', when: (request) => request.isMultipart() }] },
      schema: {
        tags,
        description:
          'multipart/form-data with fields `content`, `visibility`, `publishAt` and an optional file `image` (or JSON without an image).',
        consumes: ['multipart/form-data', 'application/json'],
        body: CreateScheduledPostFieldsSchema.nullish(),
        response: { 201: ScheduledPostSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await me(request);
      const form = request.isMultipart()
        ? await readImageForm(request, 'image')
        : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
      return reply
        .status(201)
        .send(await createScheduled(deps, userId, { fields: form.fields, image: form.file }));
    },
  );

  r.delete(
    '/scheduled-posts/:scheduledPostId',
    {
      onRequest: signedIn,
      config: { limits: ['schedule'] },
      schema: { tags, params: ScheduledPostParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteScheduled(deps, await me(request), request.params.scheduledPostId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/scheduled-posts/:scheduledPostId/publish',
    {
      onRequest: signedIn,
      config: { limits: ['schedule', 'post'] },
      schema: { tags, params: ScheduledPostParamsSchema, response: { 200: PublishedPostSchema, ...errors } },
    },
    async (request) => publishNow(deps, await me(request), request.params.scheduledPostId),
  );
  return Promise.resolve();
}
