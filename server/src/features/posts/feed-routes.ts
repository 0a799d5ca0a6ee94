import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { UserParamsSchema } from '@tightlines/domain/social/people';
import { GroupParamsSchema } from '@tightlines/domain/groups/contract';
import {
  CursorQuerySchema,
  PostListSchema,
  PostPageSchema,
  TrendingPostsQuerySchema,
} from '@tightlines/domain/social/posts';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { feed, groupPosts, mentions, trendingPosts, userPosts, type FeedDeps } from './feed-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** Lists of posts: the personal feed, a person's posts, mentions and trending (remote procedures). */
export function feedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: FeedDeps = { db: app.db, listDb: app.listDb, uploadUrls: app.uploadUrls, log: app.log };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/feed',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posts'],
        querystring: CursorQuerySchema,
        response: { 200: PostPageSchema, ...errors },
      },
    },
    async (request) => feed(deps, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/users/:userId/posts',
    {
      schema: {
        tags: ['posts'],
        params: UserParamsSchema,
        querystring: CursorQuerySchema,
        response: { 200: PostPageSchema, ...errors },
      },
    },
    async (request) =>
      userPosts(deps, (await sessionOf(request))?.user.id ?? null, request.params.userId, request.query),
  );

  r.get(
    '/mentions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['posts'],
        querystring: CursorQuerySchema,
        response: { 200: PostPageSchema, ...errors },
      },
    },
    async (request) => mentions(deps, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/posts/trending',
    {
      schema: {
        tags: ['posts'],
        querystring: TrendingPostsQuerySchema,
        response: { 200: PostListSchema, ...errors },
      },
    },
    async (request) => trendingPosts(deps, (await sessionOf(request))?.user.id ?? null, request.query),
  );

  // Groups (issue 16): a group's feed, members only (the groups feature owns the rules: access-repo).
  r.get(
    '/groups/:groupId/posts',
    {
      schema: {
        tags: ['groups'],
        params: GroupParamsSchema,
        querystring: CursorQuerySchema,
        response: { 200: PostPageSchema, 403: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      groupPosts(deps, (await sessionOf(request))?.user.id ?? null, request.params.groupId, request.query),
  );
  return Promise.resolve();
}
