import type { PushMetadata, PushToken } from '@tightlines/domain/push/contract';
import {
  MAX_INTERESTS,
  RESERVED_INTEREST_PREFIX,
  personalInterest,
  uniqueInterests,
} from '@tightlines/domain/push/interests';
import { DEFAULT_PUSH } from '@tightlines/domain/notifications/push';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import { AppError, notFound } from '#server/lib/errors';
import { isPrivateEndpoint } from './endpoint';
import { PUSH_QUEUE, type PushJobPayload } from './send';
import {
  addInterest,
  bindDevice,
  deleteDevice,
  findDevice,
  interestsOf,
  ownInterestCount,
  pushAudiences,
  pushRecipient,
  removeInterest,
  replaceDevice,
  replaceInterests,
  touchDevice,
} from './repo';

type PushConfig = Pick<Config['push'], 'instanceId' | 'allowPrivateEndpoints'>;

// The spec's push errors (§8). Not in the shared catalogue: the web's push client reports them in its log
// ('Unexpected status code {status}: {code}, {message}'), people never read them.
const userIdChange = () => new AppError(409, 'userIdChange', 'Changing the userId is not allowed');
const reservedInterest = () =>
  new AppError(
    400,
    'invalidInterest',
    `Interests starting with ${RESERVED_INTEREST_PREFIX} are set by the server`,
  );
const tooManyInterests = () =>
  new AppError(400, 'tooManyInterests', `A device can hold at most ${MAX_INTERESTS} interests`);
const invalidEndpoint = () =>
  new AppError(400, 'invalidEndpoint', 'The push endpoint must be an https address of a push service');

/** Unknown instance: nothing here. */
function checkInstance(config: PushConfig, instanceId: string): void {
  if (instanceId !== config.instanceId) throw notFound();
}

async function deviceOf(db: Db, config: PushConfig, instanceId: string, deviceId: string) {
  checkInstance(config, instanceId);
  const device = await findDevice(db, instanceId, deviceId);
  if (!device) throw notFound();
  return device;
}

export function vapidPublicKey(config: Config['push'], instanceId: string): { vapidPublicKey: string } {
  checkInstance(config, instanceId);
  return { vapidPublicKey: config.vapidPublicKey };
}

/** Registers a browser's subscription; the answered id is the device's secret (ADR 023). */
export async function registerDevice(
  db: Db,
  config: PushConfig,
  instanceId: string,
  input: { token: PushToken; metadata: PushMetadata; userAgent: string | null },
): Promise<{ id: string }> {
  checkInstance(config, instanceId);
  const endpoint = new URL(input.token.endpoint);
  if (!config.allowPrivateEndpoints && (endpoint.protocol !== 'https:' || isPrivateEndpoint(endpoint)))
    throw invalidEndpoint();
  const id = await db.transaction((tx) =>
    replaceDevice(tx, {
      instanceId,
      endpoint: input.token.endpoint,
      p256dh: input.token.keys.p256dh,
      auth: input.token.keys.auth,
      sdkVersion: input.metadata.sdkVersion,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    }),
  );
  return { id };
}

export async function removeDevice(db: Db, config: PushConfig, instanceId: string, deviceId: string) {
  await deviceOf(db, config, instanceId, deviceId);
  await deleteDevice(db, deviceId);
}

export async function deviceInterests(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
): Promise<{ interests: string[] }> {
  await deviceOf(db, config, instanceId, deviceId);
  return { interests: await interestsOf(db, deviceId) };
}

/** The device's personal interest, when a person is bound to it; other `user-` names are the server's. */
function checkChosen(interests: string[], own: string | null): void {
  if (interests.some((interest) => interest.startsWith(RESERVED_INTEREST_PREFIX) && interest !== own))
    throw reservedInterest();
}

/** Replaces the device's interests (duplicates removed); its personal interest stays. */
export async function setDeviceInterests(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
  interests: string[],
): Promise<void> {
  const device = await deviceOf(db, config, instanceId, deviceId);
  const own = device.userId ? personalInterest(device.userId) : null;
  const unique = uniqueInterests(interests);
  checkChosen(unique, own);
  if (unique.filter((interest) => interest !== own).length > MAX_INTERESTS) throw tooManyInterests();
  await db.transaction((tx) => replaceInterests(tx, deviceId, unique, own));
}

export async function addDeviceInterest(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
  interest: string,
): Promise<void> {
  const device = await deviceOf(db, config, instanceId, deviceId);
  const own = device.userId ? personalInterest(device.userId) : null;
  checkChosen([interest], own);
  if (interest === own) return;
  await db.transaction(async (tx) => {
    // Locks the device row so two adds cannot both pass the count.
    await touchDevice(tx, deviceId, {});
    const held = await interestsOf(tx, deviceId);
    if (held.includes(interest)) return;
    if ((await ownInterestCount(tx, deviceId, RESERVED_INTEREST_PREFIX)) >= MAX_INTERESTS)
      throw tooManyInterests();
    await addInterest(tx, deviceId, interest);
  });
}

export async function removeDeviceInterest(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
  interest: string,
): Promise<void> {
  const device = await deviceOf(db, config, instanceId, deviceId);
  checkChosen([interest], null);
  await removeInterest(db, device.id, interest);
}

/**
 * Binds the signed-in person to the device (setUserId): from now on it holds `user-{userId}` and receives
 * their pushes, until that session ends. Once bound, another person is refused.
 */
export async function setDeviceUser(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
  signedIn: { userId: string; sessionId: string },
): Promise<void> {
  const device = await deviceOf(db, config, instanceId, deviceId);
  if (device.userId && device.userId !== signedIn.userId) throw userIdChange();
  await db.transaction((tx) =>
    bindDevice(tx, deviceId, signedIn.userId, signedIn.sessionId, personalInterest(signedIn.userId)),
  );
}

export async function updateDeviceMetadata(
  db: Db,
  config: PushConfig,
  instanceId: string,
  deviceId: string,
  metadata: PushMetadata & { userAgent: string | null },
): Promise<void> {
  await deviceOf(db, config, instanceId, deviceId);
  await touchDevice(db, deviceId, {
    sdkVersion: metadata.sdkVersion,
    userAgent: metadata.userAgent?.slice(0, 512) ?? null,
  });
}

export interface PushMessage {
  userId: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/**
 * Queues a push to every device holding `user-{userId}` (resolved when it is sent). Pass `tx` to queue it with
 * the caller's rows: it goes out only if they commit.
 */
export async function queuePush(deps: { jobs: JobRunner }, input: PushMessage, tx?: Db): Promise<void> {
  const payload: PushJobPayload = {
    userId: input.userId,
    title: input.title,
    body: input.body,
    url: input.url,
    ...(input.tag ? { tag: input.tag } : {}),
  };
  await deps.jobs.enqueue(PUSH_QUEUE, payload, tx ? { db: tx } : {});
}

/**
 * The language to write a person's push in, or undefined when no device of theirs takes pushes (then nothing
 * needs to be queued).
 */
export async function pushAudience(db: Db, userId: string): Promise<{ language: string | null } | undefined> {
  return pushRecipient(db, userId, personalInterest(userId));
}

/**
 * Who of these people takes pushes of a preference type (a device bound to them, push on for that type, on by
 * default), each with the language to write to them in. One query for a whole group.
 */
export async function pushAudiencesFor(
  db: Db,
  userIds: string[],
  preferenceType: string,
): Promise<{ userId: string; language: string | null }[]> {
  return pushAudiences(db, userIds, preferenceType, DEFAULT_PUSH);
}
