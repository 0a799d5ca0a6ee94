import { z } from 'zod';
import { INTEREST_MAX_LENGTH, MAX_INTERESTS, isValidInterest } from './interests';

/**
 * The push device API in the spec's shape (§7 "Push service"), served by our own server under
 * /api/push/device_api/v1/instances/:instanceId (ADR 023). A device is a browser's PushSubscription.
 */

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** PushSubscription.toJSON(): where to send, and the keys the payload is encrypted for (RFC 8291). */
export const PushTokenSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 bytes (22).
    p256dh: base64Url.min(80).max(100),
    auth: base64Url.min(16).max(32),
  }),
});
export type PushToken = z.infer<typeof PushTokenSchema>;

export const PushMetadataSchema = z.object({ sdkVersion: z.string().min(1).max(32) });
export type PushMetadata = z.infer<typeof PushMetadataSchema>;

export const RegisterPushDeviceSchema = z.object({ token: PushTokenSchema, metadata: PushMetadataSchema });
export type RegisterPushDevice = z.infer<typeof RegisterPushDeviceSchema>;

export const PushDeviceCreatedSchema = z.object({ id: z.uuid() });
export type PushDeviceCreated = z.infer<typeof PushDeviceCreatedSchema>;

/** GET /api/push/instance: this installation's instance id. */
export const PushInstanceSchema = z.object({ instanceId: z.uuid() });
export type PushInstance = z.infer<typeof PushInstanceSchema>;

export const VapidPublicKeySchema = z.object({ vapidPublicKey: z.string() });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

export const PushInterestSchema = z
  .string()
  .max(INTEREST_MAX_LENGTH)
  .refine(isValidInterest, { message: 'Interest names use ASCII letters, digits and _-=@,. only' });

/** Duplicates are allowed in and removed by the server. */
export const PushInterestsSchema = z.object({ interests: z.array(PushInterestSchema).max(MAX_INTERESTS) });
export type PushInterests = z.infer<typeof PushInterestsSchema>;

export const PushInstanceParamsSchema = z.object({ instanceId: z.uuid() });
export const PushDeviceParamsSchema = PushInstanceParamsSchema.extend({ deviceId: z.uuid() });
export const PushInterestParamsSchema = PushDeviceParamsSchema.extend({ interest: PushInterestSchema });

/** What a push carries to the service worker (public/service-worker.js shows it). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
  icon: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
