import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import {
  DirectorEventListSchema,
  DirectorEventSchema,
  EventImageParamsSchema,
  EventInputSchema,
  EventParamsSchema,
  ParentTournamentInputSchema,
  ParentTournamentSchema,
  RuleSetInputSchema,
  RuleSetListSchema,
  RuleSetParamsSchema,
  RuleSetSchema,
  SeriesInputSchema,
  SeriesListSchema,
  SeriesParamsSchema,
  SeriesSchema,
} from '@tightlines/domain/tournaments/events-contract';
import { hasRole, requireUser, rolesOfRequest } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import { requireEventDirector } from './access';
import {
  cancelEvent,
  createEvent,
  createParentTournament,
  createSeries,
  deleteSeries,
  directorEventOf,
  listDirectorEvents,
  listSeries,
  publishLoadedEvent,
  setEventImage,
  updateEvent,
  updateSeries,
} from './director-service';
import { createRuleSet, deleteRuleSet, getRuleSet, listRuleSets, updateRuleSet } from './rule-sets';
import { type TournamentDeps } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

const directsEvent = async (request: FastifyRequest) => {
  await requireEventDirector(request, (request.params as { eventId: string }).eventId);
};

/** /api/tournament-director/*: the event editor (tournament_director, admin; each event only for its directors). */
export function directorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: TournamentDeps = { db: app.db, storage: app.storage };
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  // onRequest: a visitor gets 401 and a plain member 403 before any input validation runs.
  const guard = hasRole(rolesFor('/tournament-director'));

  r.get(
    '/events',
    {
      onRequest: guard,
      schema: { tags: ['director'], response: { 200: DirectorEventListSchema, ...errors } },
    },
    async (request) =>
      listDirectorEvents(deps, {
        id: (await requireUser(request)).user.id,
        roles: await rolesOfRequest(request),
      }),
  );

  r.post(
    '/events',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        body: EventInputSchema,
        response: { 201: DirectorEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const event = await createEvent(deps, (await requireUser(request)).user.id, request.body);
      return reply.status(201).send(event);
    },
  );

  // These two check in the handler rather than in directsEvent: they answer from the event row the check loaded.
  r.get(
    '/events/:eventId',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        params: EventParamsSchema,
        response: { 200: DirectorEventSchema, ...errors },
      },
    },
    async (request) =>
      directorEventOf(deps, (await requireEventDirector(request, request.params.eventId)).event),
  );

  r.patch(
    '/events/:eventId',
    {
      onRequest: guard,
      preHandler: directsEvent,
      schema: {
        tags: ['director'],
        params: EventParamsSchema,
        body: EventInputSchema,
        response: { 200: DirectorEventSchema, ...errors },
      },
    },
    async (request) =>
      updateEvent(deps, request.params.eventId, request.body, (await requireUser(request)).user.id),
  );

  r.post(
    '/events/:eventId/publish',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        params: EventParamsSchema,
        response: { 200: DirectorEventSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      publishLoadedEvent(deps, (await requireEventDirector(request, request.params.eventId)).event),
  );

  r.post(
    '/events/:eventId/cancel',
    {
      onRequest: guard,
      preHandler: directsEvent,
      schema: {
        tags: ['director'],
        params: EventParamsSchema,
        response: { 200: DirectorEventSchema, ...errors },
      },
    },
    async (request) => cancelEvent(deps, request.params.eventId),
  );

  r.post(
    '/events/:eventId/images/:kind',
    {
      onRequest: guard,
      preHandler: directsEvent,
      config: { limits: ['upload'] },
      schema: {
        tags: ['director'],
        description: 'multipart/form-data with a file `image`: the event logo or cover.',
        consumes: ['multipart/form-data'],
        params: EventImageParamsSchema,
        response: { 200: DirectorEventSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const form = request.isMultipart() ? await readImageForm(request, 'image') : { file: undefined };
      return setEventImage(
        deps,
        (await requireUser(request)).user.id,
        request.params.eventId,
        request.params.kind,
        form.file,
      );
    },
  );

  r.get(
    '/series',
    { onRequest: guard, schema: { tags: ['director'], response: { 200: SeriesListSchema, ...errors } } },
    async (request) =>
      listSeries(deps, { id: (await requireUser(request)).user.id, roles: await rolesOfRequest(request) }),
  );

  r.post(
    '/series',
    {
      onRequest: guard,
      schema: { tags: ['director'], body: SeriesInputSchema, response: { 201: SeriesSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSeries(deps, (await requireUser(request)).user.id, request.body)),
  );

  r.patch(
    '/series/:seriesId',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        params: SeriesParamsSchema,
        body: SeriesInputSchema,
        response: { 200: SeriesSchema, ...errors },
      },
    },
    async (request) =>
      updateSeries(
        deps,
        { id: (await requireUser(request)).user.id, roles: await rolesOfRequest(request) },
        request.params.seriesId,
        request.body,
      ),
  );

  r.delete(
    '/series/:seriesId',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        description:
          'Deletes a series its creator (or an admin) owns; 409 seriesHasEvents while it has events.',
        params: SeriesParamsSchema,
        response: { 204: z.null(), 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteSeries(
        deps,
        { id: (await requireUser(request)).user.id, roles: await rolesOfRequest(request) },
        request.params.seriesId,
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/tournaments',
    {
      onRequest: guard,
      schema: {
        tags: ['director'],
        body: ParentTournamentInputSchema,
        response: { 201: ParentTournamentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createParentTournament(deps, (await requireUser(request)).user.id, request.body)),
  );

  r.get(
    '/rule-sets',
    { onRequest: guard, schema: { tags: ['director'], response: { 200: RuleSetListSchema, ...errors } } },
    async (request) => listRuleSets(app.db, !(await rolesOfRequest(request)).includes('admin')),
  );

  return Promise.resolve();
}

/** /api/admin/rule-sets: the rules library and its templates (spec /admin/rules-library; admin only). */
export function ruleSetAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  const guard = hasRole(rolesFor('/admin'));

  r.get(
    '/rule-sets',
    { onRequest: guard, schema: { tags: ['admin'], response: { 200: RuleSetListSchema, ...errors } } },
    async () => listRuleSets(app.db),
  );
  r.get(
    '/rule-sets/:ruleSetId',
    {
      onRequest: guard,
      schema: { tags: ['admin'], params: RuleSetParamsSchema, response: { 200: RuleSetSchema, ...errors } },
    },
    async (request) => getRuleSet(app.db, request.params.ruleSetId),
  );
  r.post(
    '/rule-sets',
    {
      onRequest: guard,
      schema: { tags: ['admin'], body: RuleSetInputSchema, response: { 201: RuleSetSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRuleSet(app.db, (await requireUser(request)).user.id, request.body)),
  );
  r.patch(
    '/rule-sets/:ruleSetId',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        params: RuleSetParamsSchema,
        body: RuleSetInputSchema,
        response: { 200: RuleSetSchema, ...errors },
      },
    },
    async (request) =>
      updateRuleSet(app.db, (await requireUser(request)).user.id, request.params.ruleSetId, request.body),
  );
  r.delete(
    '/rule-sets/:ruleSetId',
    {
      onRequest: guard,
      schema: { tags: ['admin'], params: RuleSetParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteRuleSet(app.db, (await requireUser(request)).user.id, request.params.ruleSetId);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
