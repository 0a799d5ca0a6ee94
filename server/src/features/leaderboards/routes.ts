import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@tightlines/domain/i18n/languages';
import {
  ActiveCountSchema,
  EventLeaderboardSchema,
  type EventLeaderboard,
  EventParamsSchema,
  LeaderboardListQuerySchema,
  LeaderboardListSchema,
  RecentCatchesQuerySchema,
  RecentCatchListSchema,
  SeriesLeaderboardSchema,
  SeriesParamsSchema,
  SocialLeaderboardQuerySchema,
  SocialLeaderboardSchema,
  UpcomingQuerySchema,
  UpcomingTournamentListSchema,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { eventLeaderboardJson } from './event-board';
import { activeCount, listLeaderboards, recentCatches, upcomingTournaments } from './lists';
import { seriesLeaderboard } from './series';
import { socialLeaderboard } from './social';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** The reader's language when names may differ from the originals (not English, and one we support). */
const translatedLanguage = (lang: string | undefined) =>
  lang && lang !== DEFAULT_LANGUAGE && isLanguageCode(lang) ? lang : null;

/**
 * Leaderboards and live: public reads of published events only, so anyone may watch the
 * weigh-in. Nothing here depends on who asks; changes arrive over the `tournament:{id}` room.
 */
export function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.addHook('onSend', async (_request, reply) => {
    // Boards change with every approval: a shared cache may keep them, but must ask again each time.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-cache');
  });
  const tags = ['leaderboards'];

  r.get(
    '/leaderboards',
    {
      schema: {
        tags,
        querystring: LeaderboardListQuerySchema,
        response: { 200: LeaderboardListSchema, ...errors },
      },
    },
    (request) => listLeaderboards(app.db, request.query, translatedLanguage(request.query.lang)),
  );
  r.get('/leaderboards/active-count', { schema: { tags, response: { 200: ActiveCountSchema } } }, () =>
    activeCount(app.db),
  );
  r.get(
    '/leaderboards/recent-catches',
    {
      schema: {
        tags,
        querystring: RecentCatchesQuerySchema,
        response: { 200: RecentCatchListSchema, ...errors },
      },
    },
    (request) => recentCatches(app.db, request.query, translatedLanguage(request.query.lang)),
  );
  r.get(
    '/leaderboards/social',
    {
      schema: {
        tags,
        querystring: SocialLeaderboardQuerySchema,
        response: { 200: SocialLeaderboardSchema, ...errors },
      },
    },
    (request) => socialLeaderboard(app.db, request.query),
  );
  r.get(
    '/leaderboards/:eventId',
    { schema: { tags, params: EventParamsSchema, response: { 200: EventLeaderboardSchema, ...errors } } },
    // The board's JSON is cached with it (service); a JSON string is sent as it is, not serialised again.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        // Already EventLeaderboardSchema, as text: the type provider only knows the object form.
        .send((await eventLeaderboardJson(app.db, request.params.eventId)) as unknown as EventLeaderboard),
  );
  r.get(
    '/series/:seriesId/leaderboard',
    { schema: { tags, params: SeriesParamsSchema, response: { 200: SeriesLeaderboardSchema, ...errors } } },
    (request) => seriesLeaderboard(app.db, request.params.seriesId),
  );
  r.get(
    '/tournaments/upcoming',
    {
      schema: {
        tags,
        querystring: UpcomingQuerySchema,
        response: { 200: UpcomingTournamentListSchema, ...errors },
      },
    },
    (request) => upcomingTournaments(app.db, request.query.limit, translatedLanguage(request.query.lang)),
  );
  return Promise.resolve();
}
