import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  AcceptAnswerSchema,
  AdminForumListSchema,
  AdminIdParamsSchema,
  CreateForumPostSchema,
  CreateThreadSchema,
  CreateTopicSchema,
  ForumDashboardSchema,
  ForumDetailSchema,
  ForumImageSchema,
  ForumLikeStateSchema,
  ForumParamsSchema,
  ForumPostPageSchema,
  ForumPostParamsSchema,
  ForumPostSchema,
  ForumPostsQuerySchema,
  ForumRevisionListSchema,
  ForumSearchPageSchema,
  ForumSearchQuerySchema,
  MarkReadSchema,
  MoveThreadSchema,
  SplitResultSchema,
  SplitThreadSchema,
  SubscriptionStateSchema,
  ThreadDetailSchema,
  ThreadListQuerySchema,
  ThreadParamsSchema,
  TopicPageSchema,
  TopicParamsSchema,
  TopicSummarySchema,
  UpdateForumPostSchema,
  UpdateForumSchema,
  UpdateTopicSchema,
  UpsertForumSchema,
} from '@tightlines/domain/forums/contract';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { hasRole, requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import * as forums from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['forums'];

/** /api/forums, /api/topics, /api/threads, /api/forum-posts, /api/forum-images, /api/forum-search (issue 16). */
export function forumRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: forums.ForumDeps = {
    db: app.db,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    log: app.log,
    realtime: app.realtime,
    jobs: app.jobs,
    config: app.config,
  };
  const viewer = async (request: FastifyRequest) =>
    forums.viewerOf(app.db, (await sessionOf(request))?.user.id ?? null);
  const userId = async (request: FastifyRequest) => (await requireUser(request)).user.id;
  const moderator = hasRole(rolesFor('/moderator'));
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get('/forums', { schema: { tags, response: { 200: ForumDashboardSchema } } }, async () =>
    forums.getHome(deps),
  );
  r.get(
    '/forums/:forumSlug',
    { schema: { tags, params: ForumParamsSchema, response: { 200: ForumDetailSchema, ...errors } } },
    async (request) => forums.getForum(app.db, request.params.forumSlug),
  );
  r.get(
    '/topics/:topicSlug',
    {
      schema: {
        tags,
        params: TopicParamsSchema,
        querystring: ThreadListQuerySchema,
        response: { 200: TopicPageSchema, ...errors },
      },
    },
    async (request) =>
      forums.getTopicPage(app.db, await viewer(request), request.params.topicSlug, request.query),
  );
  r.post(
    '/topics/:topicSlug/threads',
    {
      onRequest: signedIn,
      config: { limits: ['thread'] },
      schema: {
        tags,
        params: TopicParamsSchema,
        body: CreateThreadSchema,
        response: { 201: ThreadDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await forums.createThread(deps, await userId(request), request.params.topicSlug, request.body)),
  );
  r.get(
    '/threads/:threadId',
    { schema: { tags, params: ThreadParamsSchema, response: { 200: ThreadDetailSchema, ...errors } } },
    async (request) => forums.getThread(app.db, await viewer(request), request.params.threadId),
  );
  r.get(
    '/threads/:threadId/posts',
    {
      schema: {
        tags,
        params: ThreadParamsSchema,
        querystring: ForumPostsQuerySchema,
        response: { 200: ForumPostPageSchema, ...errors },
      },
    },
    async (request) =>
      forums.listThreadPosts(app.db, await viewer(request), request.params.threadId, request.query),
  );
  r.post(
    '/threads/:threadId/posts',
    {
      onRequest: signedIn,
      config: { limits: ['forum_post'] },
      schema: {
        tags,
        params: ThreadParamsSchema,
        body: CreateForumPostSchema,
        response: { 201: ForumPostSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await forums.createReply(deps, await userId(request), request.params.threadId, request.body)),
  );
  r.patch(
    '/forum-posts/:postId',
    {
      onRequest: signedIn,
      config: { limits: ['forum_post'] },
      schema: {
        tags,
        params: ForumPostParamsSchema,
        body: UpdateForumPostSchema,
        response: { 200: ForumPostSchema, ...errors },
      },
    },
    async (request) => forums.editPost(deps, await userId(request), request.params.postId, request.body),
  );
  r.delete(
    '/forum-posts/:postId',
    {
      onRequest: signedIn,
      schema: { tags, params: ForumPostParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await forums.deletePost(deps, await userId(request), request.params.postId);
      return reply.status(204).send(null);
    },
  );
  r.get(
    '/forum-posts/:postId/revisions',
    {
      schema: { tags, params: ForumPostParamsSchema, response: { 200: ForumRevisionListSchema, ...errors } },
    },
    async (request) => forums.listRevisions(app.db, await viewer(request), request.params.postId),
  );
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/forum-posts/:postId/like',
      {
        onRequest: signedIn,
        config: { limits: ['like'] },
        schema: { tags, params: ForumPostParamsSchema, response: { 200: ForumLikeStateSchema, ...errors } },
      },
      async (request) =>
        forums.likePost(deps, await userId(request), request.params.postId, method === 'put'),
    );
  }
  r.post(
    '/forum-images',
    {
      onRequest: signedIn,
      config: { limits: ['upload'] },
      schema: {
        tags,
        description: 'multipart/form-data with the file `image`.',
        consumes: ['multipart/form-data'],
        response: { 201: ForumImageSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await userId(request);
      if (!request.isMultipart())
        return reply.status(400).send({ error: { code: 'imageOnly', message: 'Choose an image.' } });
      const form = await readImageForm(request, 'image');
      return reply.status(201).send(await forums.uploadForumImage(deps, id, form.file));
    },
  );
  r.put(
    '/threads/:threadId/read',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: ThreadParamsSchema,
        body: MarkReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await forums.markThreadRead(
        app.db,
        await userId(request),
        request.params.threadId,
        request.body.postNumber,
      );
      return reply.status(204).send(null);
    },
  );
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/threads/:threadId/subscription',
      {
        onRequest: signedIn,
        schema: { tags, params: ThreadParamsSchema, response: { 200: SubscriptionStateSchema, ...errors } },
      },
      async (request) =>
        forums.setSubscription(app.db, await userId(request), request.params.threadId, method === 'put'),
    );
  }
  r.put(
    '/threads/:threadId/accepted',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: ThreadParamsSchema,
        body: AcceptAnswerSchema,
        response: { 200: ThreadDetailSchema, ...errors },
      },
    },
    async (request) =>
      forums.setAccepted(deps, await userId(request), request.params.threadId, request.body.postId),
  );
  r.delete(
    '/threads/:threadId/accepted',
    {
      onRequest: signedIn,
      schema: { tags, params: ThreadParamsSchema, response: { 200: ThreadDetailSchema, ...errors } },
    },
    async (request) => forums.setAccepted(deps, await userId(request), request.params.threadId, null),
  );

  // Moderators
  for (const action of ['lock', 'unlock', 'pin', 'unpin'] as const) {
    r.post(
      `/threads/:threadId/${action}`,
      {
        onRequest: moderator,
        schema: { tags, params: ThreadParamsSchema, response: { 200: ThreadDetailSchema, ...errors } },
      },
      async (request) =>
        forums.moderateThread(app.db, await userId(request), request.params.threadId, action),
    );
  }
  r.post(
    '/threads/:threadId/move',
    {
      onRequest: moderator,
      schema: {
        tags,
        params: ThreadParamsSchema,
        body: MoveThreadSchema,
        response: { 200: ThreadDetailSchema, ...errors },
      },
    },
    async (request) =>
      forums.moveThread(app.db, await userId(request), request.params.threadId, request.body.topicSlug),
  );
  r.post(
    '/threads/:threadId/split',
    {
      onRequest: moderator,
      schema: {
        tags,
        params: ThreadParamsSchema,
        body: SplitThreadSchema,
        response: { 201: SplitResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await forums.splitThread(app.db, await userId(request), request.params.threadId, request.body)),
  );
  r.delete(
    '/threads/:threadId',
    {
      onRequest: moderator,
      schema: { tags, params: ThreadParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await forums.deleteThread(app.db, request.params.threadId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/forum-search',
    {
      schema: {
        tags,
        querystring: ForumSearchQuerySchema,
        response: { 200: ForumSearchPageSchema, ...errors },
      },
    },
    async (request) => forums.search(app.db, request.query),
  );
  return Promise.resolve();
}

/** /api/admin/forums and /api/admin/forum-topics (admins). */
export function forumAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = hasRole(rolesFor('/admin'));
  const adminErrors = { ...errors, 409: ApiErrorSchema };
  r.get(
    '/forums',
    { onRequest: guard, schema: { tags, response: { 200: AdminForumListSchema, ...errors } } },
    async () => forums.adminListForums(app.db),
  );
  r.post(
    '/forums',
    {
      onRequest: guard,
      schema: { tags, body: UpsertForumSchema, response: { 201: ForumDetailSchema, ...adminErrors } },
    },
    async (request, reply) => reply.status(201).send(await forums.adminCreateForum(app.db, request.body)),
  );
  r.patch(
    '/forums/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        params: AdminIdParamsSchema,
        body: UpdateForumSchema,
        response: { 200: ForumDetailSchema, ...adminErrors },
      },
    },
    async (request) => forums.adminUpdateForum(app.db, request.params.id, request.body),
  );
  r.delete(
    '/forums/:id',
    {
      onRequest: guard,
      schema: { tags, params: AdminIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await forums.adminDeleteForum(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/forum-topics',
    {
      onRequest: guard,
      schema: { tags, body: CreateTopicSchema, response: { 201: TopicSummarySchema, ...adminErrors } },
    },
    async (request, reply) => reply.status(201).send(await forums.adminCreateTopic(app.db, request.body)),
  );
  r.patch(
    '/forum-topics/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        params: AdminIdParamsSchema,
        body: UpdateTopicSchema,
        response: { 200: TopicSummarySchema, ...adminErrors },
      },
    },
    async (request) => forums.adminUpdateTopic(app.db, request.params.id, request.body),
  );
  r.delete(
    '/forum-topics/:id',
    {
      onRequest: guard,
      schema: { tags, params: AdminIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await forums.adminDeleteTopic(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
