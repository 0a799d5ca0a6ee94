import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushDeviceCreatedSchema,
  PushDeviceParamsSchema,
  PushInstanceParamsSchema,
  PushInstanceSchema,
  PushInterestParamsSchema,
  PushInterestsSchema,
  PushMetadataSchema,
  RegisterPushDeviceSchema,
  VapidPublicKeySchema,
} from '@tightlines/domain/push/contract';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { requireUser, signedIn } from '#server/auth/guard';
import {
  addDeviceInterest,
  deviceInterests,
  registerDevice,
  removeDevice,
  removeDeviceInterest,
  setDeviceInterests,
  setDeviceUser,
  updateDeviceMetadata,
  vapidPublicKey,
} from './service';

const noContent = { 204: z.null().describe('No content') };
const missing = { 404: ApiErrorSchema };
const refused = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The push device API in the spec's shape, on our own server (ADR 023): /api/push/device_api/v1/instances/
 * :instanceId/…. A device's id is its secret, so the device routes are public; binding a person needs their session.
 */
export function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = app.config.push;
  const base = '/device_api/v1/instances/:instanceId';
  const device = `${base}/devices/web/:deviceId`;
  const tags = ['push'];
  const userAgentOf = (headers: Record<string, unknown>) =>
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : null;
  r.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  // Which instance this server is (the web client's instanceId; it changes only with the VAPID keys).
  r.get('/instance', { schema: { tags, response: { 200: PushInstanceSchema } } }, async () => ({
    instanceId: config.instanceId,
  }));

  r.get(
    `${base}/web-vapid-public-key`,
    {
      schema: { tags, params: PushInstanceParamsSchema, response: { 200: VapidPublicKeySchema, ...missing } },
    },
    async (request) => vapidPublicKey(config, request.params.instanceId),
  );

  r.post(
    `${base}/devices/web`,
    {
      schema: {
        tags,
        params: PushInstanceParamsSchema,
        body: RegisterPushDeviceSchema,
        response: { 200: PushDeviceCreatedSchema, ...refused },
      },
    },
    async (request) =>
      registerDevice(app.db, config, request.params.instanceId, {
        ...request.body,
        userAgent: userAgentOf(request.headers),
      }),
  );

  r.delete(
    device,
    { schema: { tags, params: PushDeviceParamsSchema, response: { ...noContent, ...missing } } },
    async (request, reply) => {
      await removeDevice(app.db, config, request.params.instanceId, request.params.deviceId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    `${device}/interests`,
    { schema: { tags, params: PushDeviceParamsSchema, response: { 200: PushInterestsSchema, ...missing } } },
    async (request) => deviceInterests(app.db, config, request.params.instanceId, request.params.deviceId),
  );

  r.put(
    `${device}/interests`,
    {
      schema: {
        tags,
        params: PushDeviceParamsSchema,
        body: PushInterestsSchema,
        response: { ...noContent, ...refused },
      },
      // 5,000 interests of 164 characters.
      bodyLimit: 1024 * 1024,
    },
    async (request, reply) => {
      const { instanceId, deviceId } = request.params;
      await setDeviceInterests(app.db, config, instanceId, deviceId, request.body.interests);
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${device}/interests/:interest`,
    { schema: { tags, params: PushInterestParamsSchema, response: { ...noContent, ...refused } } },
    async (request, reply) => {
      const { instanceId, deviceId, interest } = request.params;
      await addDeviceInterest(app.db, config, instanceId, deviceId, interest);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    `${device}/interests/:interest`,
    { schema: { tags, params: PushInterestParamsSchema, response: { ...noContent, ...refused } } },
    async (request, reply) => {
      const { instanceId, deviceId, interest } = request.params;
      await removeDeviceInterest(app.db, config, instanceId, deviceId, interest);
      return reply.status(204).send(null);
    },
  );

  r.put(
    `${device}/user`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: PushDeviceParamsSchema,
        response: { ...noContent, ...missing, 401: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = await requireUser(request);
      await setDeviceUser(app.db, config, request.params.instanceId, request.params.deviceId, {
        userId: user.id,
        sessionId: session.id,
      });
      return reply.status(204).send(null);
    },
  );

  r.put(
    `${device}/metadata`,
    {
      schema: {
        tags,
        params: PushDeviceParamsSchema,
        body: PushMetadataSchema,
        response: { ...noContent, ...refused },
      },
    },
    async (request, reply) => {
      const { instanceId, deviceId } = request.params;
      await updateDeviceMetadata(app.db, config, instanceId, deviceId, {
        ...request.body,
        userAgent: userAgentOf(request.headers),
      });
      return reply.status(204).send(null);
    },
  );
  return Promise.resolve();
}
