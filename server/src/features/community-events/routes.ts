import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GroupParamsSchema } from '@tightlines/domain/groups/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CalendarFeedParamsSchema,
  CalendarFeedUrlSchema,
  CalendarPageSchema,
  CalendarQuerySchema,
  CancelCommunityEventSchema,
  CommunityEventDetailSchema,
  CreateCommunityEventSchema,
  MyCalendarQuerySchema,
  UpdateCommunityEventSchema,
} from '@tightlines/domain/community-events/contract';
import { EventParamsSchema } from '@tightlines/domain/tournaments/events-contract';
import { requireUser, rolesOfRequest, sessionOf, signedIn } from '#server/auth/guard';
import { viewerOf } from '#server/features/tournaments/routes';
import {
  calendar,
  cancelCommunityEvent,
  createCommunityEvent,
  eventIcs,
  feedIcs,
  feedUrl,
  getCommunityEvent,
  groupEvents,
  myCalendar,
  updateCommunityEvent,
  type CommunityDeps,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const IcsSchema = z.string();

/** Community events, the calendar and its feeds (issue 16). */
export function communityEventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: CommunityDeps = {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    config: app.config,
    realtime: app.realtime,
  };
  const appUrl = app.config.appUrl;
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  const signedInViewer = async (request: Parameters<typeof requireUser>[0]) => ({
    id: (await requireUser(request)).user.id,
    roles: await rolesOfRequest(request),
  });

  r.post(
    '/community-events',
    {
      onRequest: signedIn,
      config: { limits: ['event'] },
      schema: {
        tags: ['community-events'],
        body: CreateCommunityEventSchema,
        response: { 201: CommunityEventDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await createCommunityEvent(deps, await signedInViewer(request), request.body);
      return reply.status(201).send(detail);
    },
  );

  r.get(
    '/community-events/:eventId',
    {
      schema: {
        tags: ['community-events'],
        params: EventParamsSchema,
        response: { 200: CommunityEventDetailSchema, ...errors },
      },
    },
    async (request) => getCommunityEvent(app.db, request.params.eventId, await viewerOf(request)),
  );

  r.patch(
    '/community-events/:eventId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['community-events'],
        params: EventParamsSchema,
        body: UpdateCommunityEventSchema,
        response: { 200: CommunityEventDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      updateCommunityEvent(deps, await signedInViewer(request), request.params.eventId, request.body),
  );

  r.post(
    '/community-events/:eventId/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags: ['community-events'],
        params: EventParamsSchema,
        body: CancelCommunityEventSchema,
        response: { 200: CommunityEventDetailSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      cancelCommunityEvent(deps, await signedInViewer(request), request.params.eventId, request.body.reason),
  );

  r.get(
    '/calendar',
    {
      schema: {
        tags: ['community-events'],
        querystring: CalendarQuerySchema,
        response: { 200: CalendarPageSchema, ...errors },
      },
    },
    async (request) => calendar(app.db, (await sessionOf(request))?.user.id ?? null, request.query),
  );

  r.get(
    '/calendar/mine',
    {
      onRequest: signedIn,
      schema: {
        tags: ['community-events'],
        querystring: MyCalendarQuerySchema,
        response: { 200: CalendarPageSchema, ...errors },
      },
    },
    async (request) => myCalendar(app.db, (await requireUser(request)).user.id, request.query),
  );

  r.get(
    '/calendar/feed-url',
    {
      onRequest: signedIn,
      schema: { tags: ['community-events'], response: { 200: CalendarFeedUrlSchema, ...errors } },
    },
    async (request) => feedUrl(app.db, (await requireUser(request)).user.id, appUrl, false),
  );

  r.post(
    '/calendar/feed-url',
    {
      onRequest: signedIn,
      schema: { tags: ['community-events'], response: { 200: CalendarFeedUrlSchema, ...errors } },
    },
    async (request) => feedUrl(app.db, (await requireUser(request)).user.id, appUrl, true),
  );

  r.get(
    '/calendar/feed/:token',
    {
      config: { limits: ['calendar_feed'] },
      schema: {
        tags: ['community-events'],
        description: 'text/calendar: the owner’s events (the token may end in .ics).',
        params: CalendarFeedParamsSchema,
        response: { 200: IcsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await feedIcs(app.db, request.params.token, appUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .send(body);
    },
  );

  r.get(
    '/events/:eventId/ics',
    {
      schema: {
        tags: ['community-events'],
        description: 'text/calendar download of one event of either kind.',
        params: EventParamsSchema,
        response: { 200: IcsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await eventIcs(app.db, request.params.eventId, await viewerOf(request), appUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.eventId}.ics"`)
        .send(body);
    },
  );

  r.get(
    '/groups/:groupId/events',
    {
      schema: {
        tags: ['community-events'],
        params: GroupParamsSchema,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarPageSchema, ...errors },
      },
    },
    async (request) =>
      groupEvents(app.db, (await sessionOf(request))?.user.id ?? null, request.params.groupId, request.query),
  );

  return Promise.resolve();
}
