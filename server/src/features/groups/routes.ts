import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  CreateGroupSchema,
  GroupDetailSchema,
  GroupInvitePreviewSchema,
  GroupListQuerySchema,
  GroupListSchema,
  GroupMemberPageSchema,
  GroupMemberParamsSchema,
  GroupMemberSchema,
  GroupMembersQuerySchema,
  GroupPageSchema,
  GroupParamsSchema,
  GroupPhotoPageSchema,
  InviteCodeParamsSchema,
  InviteLinkSchema,
  JoinGroupSchema,
  MembershipStateSchema,
  SetGroupNotifySchema,
  SetGroupRoleSchema,
  UpdateGroupSchema,
} from '@tightlines/domain/groups/contract';
import { CursorQuerySchema } from '@tightlines/domain/social/posts';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { readImageForm } from '#server/lib/images';
import {
  approveMember,
  assertCanManage,
  banMember,
  createGroup,
  declineMember,
  deleteGroup,
  getGroup,
  getInviteLink,
  groupPhotos,
  invitePreview,
  joinGroup,
  leaveGroup,
  listGroups,
  listMembers,
  myGroups,
  regenerateInviteLink,
  removeMember,
  setNotify,
  setRole,
  suggestedGroups,
  unbanMember,
  updateGroup,
  uploadCover,
  type GroupDeps,
} from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const tags = ['groups'];

const viewerOf = async (request: FastifyRequest) => (await sessionOf(request))?.user.id ?? null;
const userOf = async (request: FastifyRequest) => (await requireUser(request)).user.id;

/** /api/groups/*: the directory, a group's page, membership and roles, its posts and photos (issue 16). */
export function groupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: GroupDeps = {
    db: app.db,
    listDb: app.listDb,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    log: app.log,
    realtime: app.realtime,
    jobs: app.jobs,
    config: app.config,
  };
  r.addHook('onSend', async (_request, reply) => {
    // What a person sees of a group depends on their membership: never from a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/groups',
    { schema: { tags, querystring: GroupListQuerySchema, response: { 200: GroupPageSchema, ...errors } } },
    async (request) => listGroups(deps, await viewerOf(request), request.query),
  );

  r.post(
    '/groups',
    {
      onRequest: signedIn,
      config: { limits: ['group'] },
      schema: { tags, body: CreateGroupSchema, response: { 201: GroupDetailSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createGroup(deps, await userOf(request), request.body)),
  );

  r.get(
    '/groups/mine',
    { onRequest: signedIn, schema: { tags, response: { 200: GroupListSchema, ...errors } } },
    async (request) => myGroups(deps, await userOf(request)),
  );

  r.get(
    '/groups/suggestions',
    { onRequest: signedIn, schema: { tags, response: { 200: GroupListSchema, ...errors } } },
    async (request) => suggestedGroups(deps, await userOf(request)),
  );

  r.get(
    '/groups/invites/:code',
    {
      schema: {
        tags,
        params: InviteCodeParamsSchema,
        response: { 200: GroupInvitePreviewSchema, ...errors },
      },
    },
    async (request) => invitePreview(deps, request.params.code, await viewerOf(request)),
  );

  r.get(
    '/groups/:groupId',
    { schema: { tags, params: GroupParamsSchema, response: { 200: GroupDetailSchema, ...errors } } },
    async (request) => getGroup(deps, request.params.groupId, await viewerOf(request)),
  );

  r.patch(
    '/groups/:groupId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: GroupParamsSchema,
        body: UpdateGroupSchema,
        response: { 200: GroupDetailSchema, ...errors },
      },
    },
    async (request) => updateGroup(deps, await userOf(request), request.params.groupId, request.body),
  );

  r.delete(
    '/groups/:groupId',
    {
      onRequest: signedIn,
      schema: { tags, params: GroupParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteGroup(deps, await userOf(request), request.params.groupId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/groups/:groupId/cover',
    {
      onRequest: signedIn,
      config: { limits: ['upload'] },
      schema: {
        tags,
        description:
          'Group admins. multipart/form-data with one file `image`; stored as a WebP without EXIF.',
        consumes: ['multipart/form-data'],
        params: GroupParamsSchema,
        response: { 200: GroupDetailSchema, 413: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await userOf(request);
      // The role check runs before the body is read: anyone else's file is never processed.
      await assertCanManage(deps, userId, request.params.groupId);
      if (!request.isMultipart()) throw AppError.of(400, 'imageOnly');
      const form = await readImageForm(request, 'image');
      return uploadCover(deps, userId, request.params.groupId, form.file);
    },
  );

  r.post(
    '/groups/:groupId/join',
    {
      onRequest: signedIn,
      config: { limits: ['group'] },
      schema: {
        tags,
        params: GroupParamsSchema,
        body: JoinGroupSchema.nullish(),
        response: { 200: MembershipStateSchema, ...errors },
      },
    },
    async (request) =>
      joinGroup(deps, await userOf(request), request.params.groupId, request.body?.inviteCode),
  );

  r.delete(
    '/groups/:groupId/membership',
    {
      onRequest: signedIn,
      schema: { tags, params: GroupParamsSchema, response: { 200: MembershipStateSchema, ...errors } },
    },
    async (request) => leaveGroup(deps, await userOf(request), request.params.groupId),
  );

  r.put(
    '/groups/:groupId/notify',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: GroupParamsSchema,
        body: SetGroupNotifySchema,
        response: { 200: MembershipStateSchema, ...errors },
      },
    },
    async (request) => setNotify(deps, await userOf(request), request.params.groupId, request.body.notify),
  );

  r.get(
    '/groups/:groupId/members',
    {
      schema: {
        tags,
        params: GroupParamsSchema,
        querystring: GroupMembersQuerySchema,
        response: { 200: GroupMemberPageSchema, ...errors },
      },
    },
    async (request) => listMembers(deps, await viewerOf(request), request.params.groupId, request.query),
  );

  const memberAction = (method: 'post' | 'delete', path: string, run: typeof approveMember) =>
    r[method](
      path,
      {
        onRequest: signedIn,
        schema: {
          tags,
          params: GroupMemberParamsSchema,
          response: { 200: MembershipStateSchema, ...errors },
        },
      },
      async (request) => run(deps, await userOf(request), request.params.groupId, request.params.userId),
    );
  memberAction('post', '/groups/:groupId/members/:userId/approve', approveMember);
  memberAction('post', '/groups/:groupId/members/:userId/decline', declineMember);
  memberAction('delete', '/groups/:groupId/members/:userId', removeMember);
  memberAction('post', '/groups/:groupId/members/:userId/ban', banMember);
  memberAction('delete', '/groups/:groupId/members/:userId/ban', unbanMember);

  r.put(
    '/groups/:groupId/members/:userId/role',
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: GroupMemberParamsSchema,
        body: SetGroupRoleSchema,
        response: { 200: GroupMemberSchema, ...errors },
      },
    },
    async (request) =>
      setRole(deps, await userOf(request), request.params.groupId, request.params.userId, request.body.role),
  );

  r.get(
    '/groups/:groupId/invite-link',
    {
      onRequest: signedIn,
      schema: { tags, params: GroupParamsSchema, response: { 200: InviteLinkSchema, ...errors } },
    },
    async (request) => getInviteLink(deps, await userOf(request), request.params.groupId),
  );

  r.post(
    '/groups/:groupId/invite-link',
    {
      onRequest: signedIn,
      schema: { tags, params: GroupParamsSchema, response: { 200: InviteLinkSchema, ...errors } },
    },
    async (request) => regenerateInviteLink(deps, await userOf(request), request.params.groupId),
  );

  r.get(
    '/groups/:groupId/photos',
    {
      schema: {
        tags,
        params: GroupParamsSchema,
        querystring: CursorQuerySchema,
        response: { 200: GroupPhotoPageSchema, ...errors },
      },
    },
    async (request) => groupPhotos(deps, await viewerOf(request), request.params.groupId, request.query),
  );

  return Promise.resolve();
}
