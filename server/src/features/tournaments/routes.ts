import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { LANGUAGE_CODES } from '@tightlines/domain/i18n/languages';
import {
  AttendeePageSchema,
  AttendeesQuerySchema,
  CreateEventCommentSchema,
  EventCommentPageSchema,
  EventCommentSchema,
  EventDetailSchema,
  EventParamsSchema,
  EventPhotoPageSchema,
  EventPhotoSchema,
  EventRulesSchema,
  LangQuerySchema,
  OffsetQuerySchema,
  RsvpInputSchema,
  RsvpStateSchema,
  SeriesDetailSchema,
  SeriesParamsSchema,
  TournamentListQuerySchema,
  TournamentListSchema,
} from '@tightlines/domain/tournaments/events-contract';
import { requireUser, rolesOfRequest, sessionOf, signedIn } from '#server/auth/guard';
import { readImageForm } from '#server/lib/images';
import {
  addComment,
  addPhoto,
  getEvent,
  getRules,
  getSeries,
  listAttendees,
  listComments,
  listPhotos,
  listTournaments,
  removeRsvp,
  setRsvp,
  type Viewer,
  type TournamentDeps,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The reader's language for translated names: ?lang= from the app's i18n choice, when it is one we support. */
export function languageOf(lang: string | undefined): string | null {
  return lang && (LANGUAGE_CODES as string[]).includes(lang) && lang !== 'en' ? lang : null;
}

export async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
  const session = await sessionOf(request);
  if (!session) return null;
  return { id: session.user.id, roles: await rolesOfRequest(request) };
}

/** Public tournament pages: list, event detail, rules, RSVP, attendees, discussion, photos, series. */
export function tournamentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: TournamentDeps = { db: app.db, storage: app.storage };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        querystring: TournamentListQuerySchema,
        response: { 200: TournamentListSchema, ...errors },
      },
    },
    async (request) => listTournaments(deps, request.query, languageOf(request.query.lang)),
  );

  r.get(
    '/events/:eventId',
    {
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: EventDetailSchema, ...errors },
      },
    },
    async (request) =>
      getEvent(deps, request.params.eventId, await viewerOf(request), languageOf(request.query.lang)),
  );

  r.get(
    '/events/:eventId/rules',
    {
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        response: { 200: EventRulesSchema, ...errors },
      },
    },
    async (request) => getRules(deps, request.params.eventId, await viewerOf(request)),
  );

  r.put(
    '/events/:eventId/rsvp',
    {
      onRequest: signedIn,
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        body: RsvpInputSchema,
        response: { 200: RsvpStateSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) =>
      setRsvp(deps, (await requireUser(request)).user.id, request.params.eventId, request.body),
  );

  r.delete(
    '/events/:eventId/rsvp',
    {
      onRequest: signedIn,
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        response: { 200: RsvpStateSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => removeRsvp(deps, (await requireUser(request)).user.id, request.params.eventId),
  );

  r.get(
    '/events/:eventId/attendees',
    {
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        querystring: AttendeesQuerySchema,
        response: { 200: AttendeePageSchema, ...errors },
      },
    },
    async (request) => listAttendees(deps, request.params.eventId, await viewerOf(request), request.query),
  );

  r.get(
    '/events/:eventId/comments',
    {
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        querystring: OffsetQuerySchema,
        response: { 200: EventCommentPageSchema, ...errors },
      },
    },
    async (request) => listComments(deps, request.params.eventId, await viewerOf(request), request.query),
  );

  r.post(
    '/events/:eventId/comments',
    {
      onRequest: signedIn,
      config: { limits: ['comment'] },
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        body: CreateEventCommentSchema,
        response: { 201: EventCommentSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const comment = await addComment(
        deps,
        (await requireUser(request)).user.id,
        request.params.eventId,
        request.body.content,
      );
      return reply.status(201).send(comment);
    },
  );

  r.get(
    '/events/:eventId/photos',
    {
      schema: {
        tags: ['tournaments'],
        params: EventParamsSchema,
        querystring: OffsetQuerySchema,
        response: { 200: EventPhotoPageSchema, ...errors },
      },
    },
    async (request) => listPhotos(deps, request.params.eventId, await viewerOf(request), request.query),
  );

  r.post(
    '/events/:eventId/photos',
    {
      onRequest: signedIn,
      config: { limits: ['upload'] },
      schema: {
        tags: ['tournaments'],
        description: 'multipart/form-data with a file `image` and an optional `caption`.',
        consumes: ['multipart/form-data'],
        params: EventParamsSchema,
        response: { 201: EventPhotoSchema, 409: ApiErrorSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const form = request.isMultipart()
        ? await readImageForm(request, 'image')
        : { fields: {} as Record<string, string>, file: undefined };
      const viewer = { id: user.id, roles: await rolesOfRequest(request) };
      const photo = await addPhoto(deps, viewer, request.params.eventId, {
        image: form.file,
        caption: form.fields.caption ?? '',
      });
      return reply.status(201).send(photo);
    },
  );

  r.get(
    '/series/:seriesId',
    {
      schema: {
        tags: ['tournaments'],
        params: SeriesParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: SeriesDetailSchema, ...errors },
      },
    },
    async (request) => getSeries(deps, request.params.seriesId, languageOf(request.query.lang)),
  );

  return Promise.resolve();
}
