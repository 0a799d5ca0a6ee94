import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  PeopleListSchema,
  PeopleSearchQuerySchema,
  SuggestionListSchema,
  SuggestionsQuerySchema,
} from '@tightlines/domain/social/people';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { followSuggestions, searchPeople } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

/** /api/people/*: people search (public) and follow suggestions (signed in). */
export function peopleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    // isFollowing depends on who asks: never from a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/people/search',
    {
      schema: {
        tags: ['people'],
        querystring: PeopleSearchQuerySchema,
        response: { 200: PeopleListSchema, ...errors },
      },
    },
    async (request) => searchPeople(app.db, (await sessionOf(request))?.user.id ?? null, request.query),
  );

  r.get(
    '/people/suggestions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['people'],
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionListSchema, ...errors },
      },
    },
    async (request) => followSuggestions(app.db, (await requireUser(request)).user.id, request.query.limit),
  );
  return Promise.resolve();
}
