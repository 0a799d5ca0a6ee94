import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CursorQuerySchema,
  HashtagParamsSchema,
  HashtagSchema,
  PostPageSchema,
  TrendingHashtagListSchema,
  TrendingHashtagsQuerySchema,
} from '@tightlines/domain/social/posts';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { followHashtag, getHashtag, hashtagPosts, trendingHashtags, unfollowHashtag } from './service';
import type { FeedDeps } from '#server/features/posts/feed-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** /api/hashtags/*: trending topics, a tag's page and following tags ('hashtag not found'). */
export function hashtagRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: FeedDeps = { db: app.db, listDb: app.listDb, uploadUrls: app.uploadUrls, log: app.log };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/hashtags/trending',
    {
      schema: {
        tags: ['hashtags'],
        querystring: TrendingHashtagsQuerySchema,
        response: { 200: TrendingHashtagListSchema, ...errors },
      },
    },
    async (request) => trendingHashtags(deps, request.query),
  );

  r.get(
    '/hashtags/:tag',
    {
      schema: {
        tags: ['hashtags'],
        params: HashtagParamsSchema,
        response: { 200: HashtagSchema, ...errors },
      },
    },
    async (request) => getHashtag(app.db, (await sessionOf(request))?.user.id ?? null, request.params.tag),
  );

  r.get(
    '/hashtags/:tag/posts',
    {
      schema: {
        tags: ['hashtags'],
        params: HashtagParamsSchema,
        querystring: CursorQuerySchema,
        response: { 200: PostPageSchema, ...errors },
      },
    },
    async (request) =>
      hashtagPosts(deps, (await sessionOf(request))?.user.id ?? null, request.params.tag, request.query),
  );

  r.put(
    '/hashtags/:tag/follow',
    {
      onRequest: signedIn,
      config: { limits: ['follow'] },
      schema: {
        tags: ['hashtags'],
        params: HashtagParamsSchema,
        response: { 200: HashtagSchema, ...errors },
      },
    },
    async (request) => followHashtag(app.db, (await requireUser(request)).user.id, request.params.tag),
  );

  r.delete(
    '/hashtags/:tag/follow',
    {
      onRequest: signedIn,
      schema: {
        tags: ['hashtags'],
        params: HashtagParamsSchema,
        response: { 200: HashtagSchema, ...errors },
      },
    },
    async (request) => unfollowHashtag(app.db, (await requireUser(request)).user.id, request.params.tag),
  );
  return Promise.resolve();
}
