import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  DraftSavedSchema,
  QrCodeSchema,
  RegistrationListSchema,
  RegistrationOptionsSchema,
  RegistrationParamsSchema,
  RegistrationSchema,
  ResumeParamsSchema,
  SaveDraftSchema,
  SeriesOptionsSchema,
  SeriesParamsSchema,
  SeriesRegistrationResultSchema,
  SeriesRegistrationSchema,
  SubmitRegistrationSchema,
} from '@tightlines/domain/tournaments/registration-contract';
import { requireUser, signedIn } from '#server/auth/guard';
import type { RateLimitRule } from '#server/lib/rate-limits';
import { registerForSeries, seriesOptions } from './series-service';
import { resumeDraft, saveDraft } from './drafts';
import { submitRegistration } from './entry';
import type { RegistrationNoticeDeps } from './notices';
import { registrationOptions } from './options';
import {
  cancelRegistration,
  getRegistration,
  myRegistrationQr,
  myRegistrations,
  type RegistrationDeps,
} from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['registrations'];

/** A saved draft is e-mailed (its resume link) unless the body says not to. */
const mailsLink: RateLimitRule = {
  limit: 'mail',
  when: (request) => (request.body as { sendLink?: boolean } | undefined)?.sendLink !== false,
};

const userId = async (request: Parameters<typeof requireUser>[0]) => (await requireUser(request)).user.id;

/**
 * /api/registrations/*: the wizard's options, drafts with an e-mailed resume link, submit (capacity-safe),
 * mine, cancel; /api/series/:seriesId/registrations. Every route needs a session.
 */
export function registrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: RegistrationDeps & RegistrationNoticeDeps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    jobs: app.jobs,
    realtime: app.realtime,
  };
  r.addHook('onRequest', signedIn);
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });

  r.get(
    '/registrations/options',
    { schema: { tags, response: { 200: RegistrationOptionsSchema, ...errors } } },
    async (request) => registrationOptions(deps, await userId(request)),
  );

  r.get(
    '/registrations',
    { schema: { tags, response: { 200: RegistrationListSchema, ...errors } } },
    async (request) => myRegistrations(deps, await userId(request)),
  );

  r.post(
    '/registrations',
    { schema: { tags, body: SubmitRegistrationSchema, response: { 201: RegistrationSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await submitRegistration(deps, await userId(request), request.body)),
  );

  r.post(
    '/registrations/drafts',
    {
      config: { limits: [mailsLink] },
      schema: { tags, body: SaveDraftSchema, response: { 201: DraftSavedSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await saveDraft(deps, await userId(request), request.body)),
  );

  r.put(
    '/registrations/drafts/:registrationId',
    {
      config: { limits: [mailsLink] },
      schema: {
        tags,
        params: RegistrationParamsSchema,
        body: SaveDraftSchema,
        response: { 200: DraftSavedSchema, ...errors },
      },
    },
    async (request) => saveDraft(deps, await userId(request), request.body, request.params.registrationId),
  );

  r.get(
    '/registrations/resume/:token',
    { schema: { tags, params: ResumeParamsSchema, response: { 200: RegistrationSchema, ...errors } } },
    async (request) => resumeDraft(deps, await userId(request), request.params.token),
  );

  r.get(
    '/registrations/:registrationId',
    { schema: { tags, params: RegistrationParamsSchema, response: { 200: RegistrationSchema, ...errors } } },
    async (request) => getRegistration(deps, await userId(request), request.params.registrationId),
  );

  r.get(
    '/registrations/:registrationId/qr',
    { schema: { tags, params: RegistrationParamsSchema, response: { 200: QrCodeSchema, ...errors } } },
    async (request) => myRegistrationQr(deps, await userId(request), request.params.registrationId),
  );

  r.post(
    '/registrations/:registrationId/cancel',
    { schema: { tags, params: RegistrationParamsSchema, response: { 200: RegistrationSchema, ...errors } } },
    async (request) =>
      cancelRegistration({ ...deps, log: request.log }, await userId(request), request.params.registrationId),
  );

  r.get(
    '/registrations/series/:seriesId',
    { schema: { tags, params: SeriesParamsSchema, response: { 200: SeriesOptionsSchema, ...errors } } },
    async (request) => seriesOptions(app.db, request.params.seriesId),
  );

  r.post(
    '/series/:seriesId/registrations',
    {
      schema: {
        tags,
        params: SeriesParamsSchema,
        body: SeriesRegistrationSchema,
        response: { 201: SeriesRegistrationResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await registerForSeries(deps, await userId(request), request.params.seriesId, request.body)),
  );
  return Promise.resolve();
}
