import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminContactMessageListSchema,
  AdminPageQuerySchema,
  AdminStatsSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserParamsSchema,
  AdminUserRoleParamsSchema,
  AdminUsersQuerySchema,
} from '@tightlines/domain/admin/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { hasRole, requireUser } from '#server/auth/guard';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import {
  adminActor,
  adminStats,
  contactInbox,
  grantUserRole,
  revokeUserRole,
  searchUsers,
  userDetail,
} from './service';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * The person's kept sessions (auth/session-cache.ts) are dropped, so their next request sees the new roles; open
 * sockets were let into rooms for the roles held then: they reconnect and are checked again.
 */
function reauthoriseSockets(app: FastifyInstance, userId: string): void {
  app.forgetSessions({ kind: 'user', userId });
  app.realtime.end({ kind: 'user', userId });
}

/** /api/admin/*: the admin dashboard (admin only), every route behind the same role guard. */
export function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    // Lists of people and their e-mails must not sit in shared caches.
    void reply.header('cache-control', 'no-store');
  });
  // onRequest, so a visitor gets 401 before any input validation runs.
  const guard = hasRole(rolesFor('/admin'));
  const actorOf = async (request: FastifyRequest) => adminActor(app.db, (await requireUser(request)).user.id);

  r.get(
    '/users',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserListSchema, ...errors },
      },
    },
    async (request) => searchUsers(app.db, await actorOf(request), request.query),
  );

  r.get(
    '/users/:userId',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        params: AdminUserParamsSchema,
        response: { 200: AdminUserDetailSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => userDetail(app.db, await actorOf(request), request.params.userId),
  );

  r.put(
    '/users/:userId/roles/:role',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        params: AdminUserRoleParamsSchema,
        response: { 200: AdminUserDetailSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const granted = await grantUserRole(
        app.db,
        await actorOf(request),
        request.params.userId,
        request.params.role,
      );
      reauthoriseSockets(app, request.params.userId);
      return granted;
    },
  );

  r.delete(
    '/users/:userId/roles/:role',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        params: AdminUserRoleParamsSchema,
        response: { 200: AdminUserDetailSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokeUserRole(
        app.db,
        await actorOf(request),
        request.params.userId,
        request.params.role,
      );
      reauthoriseSockets(app, request.params.userId);
      return revoked;
    },
  );

  r.get(
    '/contact-messages',
    {
      onRequest: guard,
      schema: {
        tags: ['admin'],
        querystring: AdminPageQuerySchema,
        response: { 200: AdminContactMessageListSchema, ...errors },
      },
    },
    async (request) => contactInbox(app.db, await actorOf(request), request.query),
  );

  r.get(
    '/stats',
    { onRequest: guard, schema: { tags: ['admin'], response: { 200: AdminStatsSchema, ...errors } } },
    async () => adminStats(app.db),
  );
  return Promise.resolve();
}
