import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CommentPageSchema,
  CommentParamsSchema,
  CommentSchema,
  CreateCommentSchema,
  CreatePostFieldsSchema,
  CursorQuerySchema,
  LikeStateSchema,
  PostParamsSchema,
  PostSchema,
  ShareSchema,
  ShareStateSchema,
  UpdatePostSchema,
} from '@tightlines/domain/social/posts';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import { addComment, deleteComment, listComments } from './comment-service';
import {
  createPost,
  deletePost,
  getPost,
  likePost,
  sharePost,
  unlikePost,
  updatePost,
  viewPost,
  type PostDeps,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const viewerOf = async (request: Parameters<typeof sessionOf>[0]) =>
  (await sessionOf(request))?.user.id ?? null;

/** /api/posts/* and /api/comments/*: posts, likes, comments, shares and views (composer). */
export function postRoutes(app: FastifyInstance): Promise<void> {
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
    // What a person may see depends on who asks: never from a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.post(
    '/posts',
    {
      onRequest: signedIn,
      config: {
        limits: [
          'post',
          'upload',
          // Groups (issue 16): a post in a group counts in the group class too.
          {
            limit: 'group',
            when: (request) => Boolean((request.body as { groupId?: unknown } | null)?.groupId),
          },
        ],
      },
      schema: {
        tags: ['posts'],
        description:
          'multipart/form-data with fields `content`, `visibility` and an optional file `image` (or JSON without an image).',
        consumes: ['multipart/form-data', 'application/json'],
        // Nullish: a multipart request has no JSON body here (null); createPost checks its fields with the same schema.
        body: CreatePostFieldsSchema.nullish(),
        response: { 201: PostSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const form = request.isMultipart()
        ? await readImageForm(request, 'image')
        : { fields: (request.body ?? {}) as Record<string, unknown>, file: undefined };
      const post = await createPost(deps, user.id, { fields: form.fields, image: form.file });
      return reply.status(201).send(post);
    },
  );

  r.get(
    '/posts/:postId',
    { schema: { tags: ['posts'], params: PostParamsSchema, response: { 200: PostSchema, ...errors } } },
    async (request) => getPost(deps, request.params.postId, await viewerOf(request)),
  );

  r.patch(
    '/posts/:postId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posts'],
        params: PostParamsSchema,
        body: UpdatePostSchema,
        response: { 200: PostSchema, ...errors },
      },
    },
    async (request) =>
      updatePost(deps, (await requireUser(request)).user.id, request.params.postId, request.body),
  );

  r.delete(
    '/posts/:postId',
    {
      onRequest: signedIn,
      schema: { tags: ['posts'], params: PostParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deletePost(deps, (await requireUser(request)).user.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/posts/:postId/like',
    {
      onRequest: signedIn,
      config: { limits: ['like'] },
      schema: { tags: ['posts'], params: PostParamsSchema, response: { 200: LikeStateSchema, ...errors } },
    },
    async (request) => likePost(deps, (await requireUser(request)).user.id, request.params.postId),
  );

  r.delete(
    '/posts/:postId/like',
    {
      onRequest: signedIn,
      config: { limits: ['like'] },
      schema: { tags: ['posts'], params: PostParamsSchema, response: { 200: LikeStateSchema, ...errors } },
    },
    async (request) => unlikePost(deps, (await requireUser(request)).user.id, request.params.postId),
  );

  r.get(
    '/posts/:postId/comments',
    {
      schema: {
        tags: ['posts'],
        params: PostParamsSchema,
        querystring: CursorQuerySchema,
        response: { 200: CommentPageSchema, ...errors },
      },
    },
    async (request) => listComments(app.db, await viewerOf(request), request.params.postId, request.query),
  );

  r.post(
    '/posts/:postId/comments',
    {
      onRequest: signedIn,
      config: { limits: ['comment'] },
      schema: {
        tags: ['posts'],
        params: PostParamsSchema,
        body: CreateCommentSchema,
        response: { 201: CommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        (await requireUser(request)).user.id,
        request.params.postId,
        request.body,
      );
      return reply.status(201).send(comment);
    },
  );

  r.delete(
    '/comments/:commentId',
    {
      onRequest: signedIn,
      schema: { tags: ['posts'], params: CommentParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteComment(app.db, (await requireUser(request)).user.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/posts/:postId/shares',
    {
      onRequest: signedIn,
      config: { limits: ['like'] },
      schema: {
        tags: ['posts'],
        params: PostParamsSchema,
        body: ShareSchema.optional(),
        response: { 200: ShareStateSchema, ...errors },
      },
    },
    async (request) =>
      sharePost(
        deps,
        (await requireUser(request)).user.id,
        request.params.postId,
        request.body?.channel ?? 'link',
      ),
  );

  r.post(
    '/posts/:postId/views',
    {
      onRequest: signedIn,
      schema: { tags: ['posts'], params: PostParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await viewPost(deps, (await requireUser(request)).user.id, request.params.postId);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
