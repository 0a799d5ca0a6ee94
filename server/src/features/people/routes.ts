import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { PEOPLE_SEARCH_LIMIT } from '@tightlines/domain/social/limits';
import {
  PeopleListSchema,
  SuggestionListSchema,
  SuggestionsQuerySchema,
} from '@tightlines/domain/social/people';
import { requireUser, sessionOf, signedIn } from '../../auth/guard';
import { followSuggestions, searchPeople } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

// The 2-character minimum is the service's, so a short query answers the spec's 'searchTooShort', not a field error.
const SearchQuerySchema = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(PEOPLE_SEARCH_LIMIT).default(PEOPLE_SEARCH_LIMIT),
});

/** /api/people/*: people search (public) and follow suggestions (signed in), spec §5, §6, §7. */
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
        querystring: SearchQuerySchema,
        response: { 200: PeopleListSchema, ...errors },
      },
    },
    async (request) => searchPeople(app, (await sessionOf(request))?.user.id ?? null, request.query),
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
    async (request) => followSuggestions(app, (await requireUser(request)).user.id, request.query.limit),
  );
  return Promise.resolve();
}
