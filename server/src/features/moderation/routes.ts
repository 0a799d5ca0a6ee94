import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  ActionResultSchema,
  AppealCreatedSchema,
  AppealParamsSchema,
  CreateAppealSchema,
  CreateReportSchema,
  ItemParamsSchema,
  MyStandingSchema,
  QueueItemDetailSchema,
  QueueItemSchema,
  QueuePageSchema,
  QueueQuerySchema,
  ReportCreatedSchema,
  TakeActionSchema,
} from '@tightlines/domain/moderation/contract';
import { apiAccessOf } from '@tightlines/domain/roles/api-access';
import type { Role } from '@tightlines/domain/roles/roles';
import { hasRole, requireUser, signedIn } from '#server/auth/guard';
import {
  appeal,
  claimItem,
  createReport,
  itemDetail,
  myStanding,
  queue,
  takeAction,
  type ModerationDeps,
} from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** The roles the access table gives a staff route (moderator and admin). */
function staffRoles(method: string, url: string): readonly Role[] {
  const access = apiAccessOf(method, url);
  if (!access || typeof access === 'string') throw new Error(`no staff access entry for ${method} ${url}`);
  return access;
}

/** The deps of the moderation services, from the app (routes, the demo seed and tests build it the same way). */
export function moderationDeps(app: FastifyInstance): ModerationDeps {
  return {
    db: app.db,
    jobs: app.jobs,
    config: app.config,
    realtime: app.realtime,
    uploadUrls: app.uploadUrls,
    storage: app.storage,
    mailer: app.mailer,
    log: app.log,
    endSessionsOf: async (userId) => {
      const context = await app.auth.$context;
      await context.internalAdapter.deleteUserSessions(userId);
      app.forgetSessions({ kind: 'user', userId });
      app.realtime.end({ kind: 'user', userId });
    },
  };
}

/**
 * POST /api/reports (anyone signed in), the person's standing and appeals, and the moderator's queue, claims and
 * actions under /api/moderation (moderator, admin).
 */
export function moderationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = moderationDeps(app);
  const me = async (request: FastifyRequest) => (await requireUser(request)).user.id;
  const staff = (method: string, path: string) => hasRole(staffRoles(method, `/api${path}`));
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  });

  r.post(
    '/reports',
    {
      onRequest: signedIn,
      config: { limits: ['report'] },
      schema: {
        tags: ['moderation'],
        description:
          'Reports a post, comment, message (by a participant), profile, event photo or comment, catch or team.',
        body: CreateReportSchema,
        response: { 201: ReportCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(deps, await me(request), request.body)),
  );

  r.get(
    '/moderation/standing',
    {
      onRequest: signedIn,
      schema: { tags: ['moderation'], response: { 200: MyStandingSchema, ...errors } },
    },
    async (request) => myStanding(deps, await me(request)),
  );

  r.post(
    '/moderation/actions/:actionId/appeal',
    {
      onRequest: signedIn,
      schema: {
        tags: ['moderation'],
        params: AppealParamsSchema,
        body: CreateAppealSchema,
        response: { 201: AppealCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await appeal(deps, await me(request), request.params.actionId, request.body.text)),
  );

  r.get(
    '/moderation/queue',
    {
      onRequest: staff('GET', '/moderation/queue'),
      schema: {
        tags: ['moderation'],
        querystring: QueueQuerySchema,
        response: { 200: QueuePageSchema, ...errors },
      },
    },
    async (request) => queue(deps, await me(request), request.query),
  );

  r.get(
    '/moderation/items/:itemId',
    {
      onRequest: staff('GET', '/moderation/items/:itemId'),
      schema: {
        tags: ['moderation'],
        params: ItemParamsSchema,
        response: { 200: QueueItemDetailSchema, ...errors },
      },
    },
    async (request) => itemDetail(deps, request.params.itemId, await me(request)),
  );

  r.post(
    '/moderation/items/:itemId/claim',
    {
      onRequest: staff('POST', '/moderation/items/:itemId/claim'),
      schema: {
        tags: ['moderation'],
        description: 'Claims the item for 30 minutes; another moderator’s live claim answers 409.',
        params: ItemParamsSchema,
        response: { 200: QueueItemSchema, ...errors },
      },
    },
    async (request) => claimItem(deps, await me(request), request.params.itemId),
  );

  r.delete(
    '/moderation/items/:itemId/claim',
    {
      onRequest: staff('DELETE', '/moderation/items/:itemId/claim'),
      schema: {
        tags: ['moderation'],
        params: ItemParamsSchema,
        response: { 200: QueueItemSchema, ...errors },
      },
    },
    async (request) => claimItem(deps, await me(request), request.params.itemId, true),
  );

  r.post(
    '/moderation/items/:itemId/actions',
    {
      onRequest: staff('POST', '/moderation/items/:itemId/actions'),
      schema: {
        tags: ['moderation'],
        params: ItemParamsSchema,
        body: TakeActionSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => takeAction(deps, await me(request), request.params.itemId, request.body),
  );
  return Promise.resolve();
}
