import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import {
  AuditEntrySchema,
  CatchParamsSchema,
  CreatePenaltySchema,
  DecisionReasonSchema,
  EventParamsSchema,
  JudgeCatchDetailSchema,
  JudgeCatchSchema,
  JudgeQueueQuerySchema,
  JudgeQueueSchema,
  JudgingOverviewSchema,
  PenaltyParamsSchema,
  PenaltySchema,
} from '@tightlines/domain/tournaments/catch-contract';
import { hasRole } from '#server/auth/guard';
import { requireEventDirector } from '#server/features/tournaments/access';
import {
  addPenalty,
  decideCatch,
  eventAudit,
  judgeCatchDetail,
  judgeQueue,
  judgingOverview,
  publishResults,
  removePenalty,
  judgingDepsOf,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * /api/tournament-director/events/:eventId/… judging: the catch queue, decisions, penalties, the audit trail and
 * publishing results. The role guard answers 401/403 first; requireEventDirector then checks this very event.
 */
export function judgingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = judgingDepsOf(app);
  const guard = hasRole(rolesFor('/tournament-director'));
  r.addHook('onSend', async (_request, reply) => {
    // Catch locations are in these answers: never in a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/events/:eventId/judging',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: EventParamsSchema,
        response: { 200: JudgingOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const { event } = await requireEventDirector(request, request.params.eventId);
      return judgingOverview(deps, event);
    },
  );

  r.get(
    '/events/:eventId/catches',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: EventParamsSchema,
        querystring: JudgeQueueQuerySchema,
        response: { 200: JudgeQueueSchema, ...errors },
      },
    },
    async (request) => {
      await requireEventDirector(request, request.params.eventId);
      return judgeQueue(deps, request.params.eventId, request.query.status);
    },
  );

  r.get(
    '/events/:eventId/catches/:catchId',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: CatchParamsSchema,
        response: { 200: JudgeCatchDetailSchema, ...errors },
      },
    },
    async (request) => {
      await requireEventDirector(request, request.params.eventId);
      return judgeCatchDetail(deps, request.params.eventId, request.params.catchId);
    },
  );

  r.post(
    '/events/:eventId/catches/:catchId/approve',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: CatchParamsSchema,
        response: { 200: JudgeCatchSchema, ...errors },
      },
    },
    async (request) => {
      const { actorId, event } = await requireEventDirector(request, request.params.eventId);
      return decideCatch(deps, actorId, event, request.params.catchId, 'approve');
    },
  );

  for (const [path, decision] of [
    ['reject', 'reject'],
    ['request-resubmission', 'resubmit'],
  ] as const) {
    r.post(
      `/events/:eventId/catches/:catchId/${path}`,
      {
        onRequest: guard,
        schema: {
          tags: ['judging'],
          params: CatchParamsSchema,
          body: DecisionReasonSchema,
          response: { 200: JudgeCatchSchema, ...errors },
        },
      },
      async (request) => {
        const { actorId, event } = await requireEventDirector(request, request.params.eventId);
        return decideCatch(deps, actorId, event, request.params.catchId, decision, request.body.reason);
      },
    );
  }

  r.post(
    '/events/:eventId/penalties',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: EventParamsSchema,
        body: CreatePenaltySchema,
        response: { 201: PenaltySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { actorId, event } = await requireEventDirector(request, request.params.eventId);
      return reply.status(201).send(await addPenalty(deps, actorId, event, request.body));
    },
  );

  r.delete(
    '/events/:eventId/penalties/:penaltyId',
    {
      onRequest: guard,
      schema: { tags: ['judging'], params: PenaltyParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { actorId } = await requireEventDirector(request, request.params.eventId);
      await removePenalty(deps, actorId, request.params.eventId, request.params.penaltyId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/events/:eventId/audit',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: EventParamsSchema,
        response: { 200: z.array(AuditEntrySchema), ...errors },
      },
    },
    async (request) => {
      await requireEventDirector(request, request.params.eventId);
      return eventAudit(deps, request.params.eventId);
    },
  );

  r.post(
    '/events/:eventId/publish-results',
    {
      onRequest: guard,
      schema: {
        tags: ['judging'],
        params: EventParamsSchema,
        response: { 200: JudgingOverviewSchema, ...errors },
      },
    },
    async (request) => {
      const { actorId, event } = await requireEventDirector(request, request.params.eventId);
      return publishResults(deps, actorId, event);
    },
  );
  return Promise.resolve();
}
