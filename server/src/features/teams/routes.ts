import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CreateTeamSchema,
  InvitationSchema,
  InviteCodeParamsSchema,
  InviteCodeSchema,
  MyTeamsSchema,
  PageQuerySchema,
  TeamAnalyticsSchema,
  TeamFollowersSchema,
  TeamFollowStateSchema,
  TeamSchema,
  TeamMemberParamsSchema,
  TeamSlugParamsSchema,
  TeamTournamentsSchema,
  UpdateTeamSchema,
} from '@tightlines/domain/teams/contract';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { readImageForm } from '#server/lib/images';
import { setTeamFollow, teamFollowers } from './follows';
import { removeTeamLogo, uploadTeamLogo } from './logo';
import { announceTeamChat } from '#server/features/messages/team-chat';
import { getInvitation, joinTeam, removeMember } from './members';
import { teamAnalytics, teamTournaments } from './record';
import {
  assertTeamCaptain,
  createTeam,
  getTeam,
  getTeamSettings,
  myTeams,
  regenerateInviteCode,
  updateTeam,
  type TeamDeps,
} from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['teams'];

const viewerOf = async (request: Parameters<typeof sessionOf>[0]) =>
  (await sessionOf(request))?.user.id ?? null;

/**
 * /api/teams/* and /api/join-team/:inviteCode: teams with a captain, invite links, members, follows, the
 * team's tournaments and analytics. Settings and the invite code: captain only.
 */
export function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: TeamDeps = { db: app.db, storage: app.storage, log: app.log };
  r.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/teams/mine',
    { onRequest: signedIn, schema: { tags, response: { 200: MyTeamsSchema, ...errors } } },
    async (request) => myTeams(deps, (await requireUser(request)).user.id),
  );

  r.post(
    '/teams',
    {
      onRequest: signedIn,
      schema: { tags, body: CreateTeamSchema, response: { 201: TeamSchema, ...errors } },
    },
    async (request, reply) => {
      const userId = (await requireUser(request)).user.id;
      const { slug } = await createTeam(app.db, userId, request.body);
      return reply.status(201).send(await getTeam(deps, userId, slug));
    },
  );

  r.get(
    '/teams/:teamSlug',
    { schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamSchema, ...errors } } },
    async (request) => getTeam(deps, await viewerOf(request), request.params.teamSlug),
  );

  r.get(
    '/teams/:teamSlug/settings',
    {
      onRequest: signedIn,
      schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamSchema, ...errors } },
    },
    async (request) => getTeamSettings(deps, (await requireUser(request)).user.id, request.params.teamSlug),
  );

  r.patch(
    '/teams/:teamSlug',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: TeamSlugParamsSchema,
        body: UpdateTeamSchema,
        response: { 200: TeamSchema, ...errors },
      },
    },
    async (request) =>
      updateTeam(deps, (await requireUser(request)).user.id, request.params.teamSlug, request.body),
  );

  r.post(
    '/teams/:teamSlug/logo',
    {
      onRequest: signedIn,
      config: { limits: ['upload'] },
      schema: {
        tags,
        description:
          'Captain only. multipart/form-data with one file `image` (JPEG, PNG, WebP, GIF, HEIF, AVIF or TIFF, at most 5 MB); stored as a WebP without EXIF.',
        consumes: ['multipart/form-data'],
        params: TeamSlugParamsSchema,
        response: { 200: TeamSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = (await requireUser(request)).user.id;
      const slug = request.params.teamSlug;
      // The captain check runs before the body is read: anyone else's file is never processed.
      await assertTeamCaptain(deps, userId, slug);
      if (!request.isMultipart()) throw AppError.of(400, 'imageOnly');
      const form = await readImageForm(request, 'image');
      return uploadTeamLogo(deps, userId, slug, form.file);
    },
  );

  r.delete(
    '/teams/:teamSlug/logo',
    {
      onRequest: signedIn,
      schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamSchema, ...errors } },
    },
    async (request) => removeTeamLogo(deps, (await requireUser(request)).user.id, request.params.teamSlug),
  );

  r.post(
    '/teams/:teamSlug/invite-code',
    {
      onRequest: signedIn,
      schema: { tags, params: TeamSlugParamsSchema, response: { 200: InviteCodeSchema, ...errors } },
    },
    async (request) =>
      regenerateInviteCode(deps, (await requireUser(request)).user.id, request.params.teamSlug),
  );

  r.get(
    '/join-team/:inviteCode',
    {
      onRequest: signedIn,
      schema: { tags, params: InviteCodeParamsSchema, response: { 200: InvitationSchema, ...errors } },
    },
    async (request) => getInvitation(deps, (await requireUser(request)).user.id, request.params.inviteCode),
  );

  r.post(
    '/join-team/:inviteCode',
    {
      onRequest: signedIn,
      schema: { tags, params: InviteCodeParamsSchema, response: { 200: TeamSchema, ...errors } },
    },
    async (request) => {
      const userId = (await requireUser(request)).user.id;
      const { slug } = await joinTeam(app, userId, request.params.inviteCode);
      await announceTeamChat(app, slug);
      return getTeam(deps, userId, slug);
    },
  );

  r.delete(
    '/teams/:teamSlug/members/:userId',
    {
      onRequest: signedIn,
      schema: { tags, params: TeamMemberParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeMember(
        deps,
        (await requireUser(request)).user.id,
        request.params.teamSlug,
        request.params.userId,
      );
      await announceTeamChat(app, request.params.teamSlug, [request.params.userId]);
      return reply.status(204).send(null);
    },
  );

  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/teams/:teamSlug/follow',
      {
        onRequest: signedIn,
        config: { limits: method === 'put' ? ['follow'] : [] },
        schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamFollowStateSchema, ...errors } },
      },
      async (request) =>
        setTeamFollow(deps, (await requireUser(request)).user.id, request.params.teamSlug, method === 'put'),
    );
  }

  r.get(
    '/teams/:teamSlug/followers',
    {
      schema: {
        tags,
        params: TeamSlugParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: TeamFollowersSchema, ...errors },
      },
    },
    async (request) => teamFollowers(deps, request.params.teamSlug, request.query),
  );

  r.get(
    '/teams/:teamSlug/tournaments',
    { schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamTournamentsSchema, ...errors } } },
    async (request) => teamTournaments(deps, request.params.teamSlug),
  );

  r.get(
    '/teams/:teamSlug/analytics',
    { schema: { tags, params: TeamSlugParamsSchema, response: { 200: TeamAnalyticsSchema, ...errors } } },
    async (request) => teamAnalytics(deps, request.params.teamSlug),
  );
  return Promise.resolve();
}
