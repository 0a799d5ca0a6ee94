import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserParamsSchema } from '@tightlines/domain/admin/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import {
  AuditPageSchema,
  AuditQuerySchema,
  CreateStaffNoteSchema,
  ModerationHealthSchema,
  ModerationSettingsSchema,
  StaffNoteSchema,
  UserModerationSchema,
} from '@tightlines/domain/moderation/contract';
import { rolesFor } from '@tightlines/domain/roles/route-access';
import { hasRole, requireUser } from '#server/auth/guard';
import {
  addStaffNote,
  auditPage,
  moderationAdmin,
  moderationHealth,
  readSettings,
  updateSettings,
  userModeration,
} from './admin-service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/**
 * The admin side of moderation under /api/admin: the queue's health, the moderation settings (hold words, strike
 * threshold), the audit log, and a person's moderation record with staff notes. Admin only; every write leaves an
 * audit entry. (The moderators' queue and actions are the moderation routes proper, a separate plugin.)
 */
export function moderationAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    // People, notes and the log of staff actions must not sit in shared caches.
    void reply.header('cache-control', 'no-store');
  });
  // onRequest, so a visitor gets 401 and a non-admin 403 before any input validation runs.
  const guard = hasRole(rolesFor('/admin'));
  const adminOf = async (request: FastifyRequest) =>
    moderationAdmin(app.db, (await requireUser(request)).user.id);

  r.get(
    '/moderation/health',
    {
      onRequest: guard,
      schema: { tags: ['admin', 'moderation'], response: { 200: ModerationHealthSchema, ...errors } },
    },
    async () => moderationHealth(app.db),
  );

  r.get(
    '/moderation/settings',
    {
      onRequest: guard,
      schema: { tags: ['admin', 'moderation'], response: { 200: ModerationSettingsSchema, ...errors } },
    },
    async () => readSettings(app.db),
  );

  r.put(
    '/moderation/settings',
    {
      onRequest: guard,
      schema: {
        tags: ['admin', 'moderation'],
        body: ModerationSettingsSchema,
        response: { 200: ModerationSettingsSchema, ...errors },
      },
    },
    async (request) => updateSettings(app.db, await adminOf(request), request.body),
  );

  r.get(
    '/audit',
    {
      onRequest: guard,
      schema: {
        tags: ['admin', 'moderation'],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...errors },
      },
    },
    async (request) => auditPage(app.db, await adminOf(request), request.query),
  );

  r.get(
    '/users/:userId/moderation',
    {
      onRequest: guard,
      schema: {
        tags: ['admin', 'moderation'],
        params: AdminUserParamsSchema,
        response: { 200: UserModerationSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => userModeration(app.db, await adminOf(request), request.params.userId),
  );

  r.post(
    '/users/:userId/notes',
    {
      onRequest: guard,
      schema: {
        tags: ['admin', 'moderation'],
        params: AdminUserParamsSchema,
        body: CreateStaffNoteSchema,
        response: { 201: StaffNoteSchema, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addStaffNote(app.db, await adminOf(request), request.params.userId, request.body.text)),
  );
  return Promise.resolve();
}
