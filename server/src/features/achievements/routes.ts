import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  FollowingBoardSchema,
  MyAchievementsSchema,
  PersonAchievementsQuerySchema,
  PersonAchievementsSchema,
  PointsBoardQuerySchema,
  PointsBoardSchema,
  TopPeopleQuerySchema,
  TopPeopleSchema,
} from '@tightlines/domain/achievements/contract';
import { StatsParamsSchema, StatsSummarySchema } from '@tightlines/domain/achievements/stats';
import { UserParamsSchema } from '@tightlines/domain/social/people';
import { requireUser, signedIn } from '#server/auth/guard';
import { followingBoard, pointsBoard, topPeople } from './boards';
import { myAchievements, personAchievements } from './service';
import { statsSummary } from './stats';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ['achievements'];

/** Achievements, XP, the stats summary and the social leaderboards (issue 19). */
export function achievementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/stats/:userId',
    {
      onRequest: signedIn,
      schema: { tags, params: StatsParamsSchema, response: { 200: StatsSummarySchema, ...errors } },
    },
    (request) => statsSummary(app.db, request.params.userId),
  );

  r.get(
    '/achievements',
    { onRequest: signedIn, schema: { tags, response: { 200: MyAchievementsSchema, ...errors } } },
    async (request) => myAchievements(app.db, (await requireUser(request)).user.id),
  );

  r.get(
    '/people/:userId/achievements',
    {
      schema: {
        tags,
        params: UserParamsSchema,
        querystring: PersonAchievementsQuerySchema,
        response: { 200: PersonAchievementsSchema, ...errors },
      },
    },
    (request) => personAchievements(app.db, request.params.userId, request.query.limit),
  );

  r.get(
    '/leaderboards/points',
    {
      schema: {
        tags,
        querystring: PointsBoardQuerySchema,
        response: { 200: PointsBoardSchema, ...errors },
      },
    },
    (request) => pointsBoard(app.db, request.query),
  );

  r.get(
    '/leaderboards/following',
    { onRequest: signedIn, schema: { tags, response: { 200: FollowingBoardSchema, ...errors } } },
    async (request) => followingBoard(app.db, (await requireUser(request)).user.id),
  );

  for (const kind of ['fans', 'anglers'] as const) {
    r.get(
      `/people/top-${kind}`,
      {
        schema: { tags, querystring: TopPeopleQuerySchema, response: { 200: TopPeopleSchema, ...errors } },
      },
      (request) => topPeople(app.db, kind, request.query.limit),
    );
  }
  return Promise.resolve();
}
