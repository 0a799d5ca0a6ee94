import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationLanguageSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationPreferencesSchema,
  UpdateNotificationPreferencesSchema,
} from '@tightlines/domain/notifications/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { requireUser, signedIn } from '#server/auth/guard';
import {
  notificationList,
  preferencesOf,
  readAllNotifications,
  readNotification,
  removeNotification,
  saveNotificationLanguage,
  savePreferences,
} from './service';

const errors = { 401: ApiErrorSchema };
const noContent = { 204: z.null().describe('No content') };

/** /api/notifications and /api/notification-preferences: the signed-in person's own only. */
export function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  r.get(
    '/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => notificationList(app.db, (await requireUser(request)).user.id, request.query.group),
  );

  r.patch(
    '/notifications/:notificationId/read',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        params: NotificationParamsSchema,
        response: { ...noContent, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await readNotification(app.db, (await requireUser(request)).user.id, request.params.notificationId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/notifications/read-all',
    { onRequest: signedIn, schema: { tags: ['notifications'], response: { ...noContent, ...errors } } },
    async (request, reply) => {
      await readAllNotifications(app.db, (await requireUser(request)).user.id);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/notifications/:notificationId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        params: NotificationParamsSchema,
        response: { ...noContent, 404: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeNotification(app.db, (await requireUser(request)).user.id, request.params.notificationId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/notification-preferences',
    {
      onRequest: signedIn,
      schema: { tags: ['notifications'], response: { 200: NotificationPreferencesSchema, ...errors } },
    },
    async (request) => preferencesOf(app.db, (await requireUser(request)).user.id),
  );

  r.put(
    '/notification-preferences',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        body: UpdateNotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => savePreferences(app.db, (await requireUser(request)).user.id, request.body.items),
  );

  r.put(
    '/notification-preferences/language',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        body: NotificationLanguageSchema,
        response: { ...noContent, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      await saveNotificationLanguage(app.db, (await requireUser(request)).user.id, request.body.language);
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
