import {
  INTEREST_MAX_LENGTH,
  MAX_INTERESTS,
  PUSH_SDK_VERSION,
  isValidInterest,
  uniqueInterests,
} from '@tightlines/domain/push/interests';

/**
 * The push client, in the spec's SDK shape (§5 Push service, §8 Push errors): start() subscribes this browser
 * and registers it as a device on our server, setUserId() binds the signed-in person, the interest methods
 * manage what it listens to, stop() deletes it. The device record is kept in localStorage.
 */

export const SERVICE_WORKER_URL = '/service-worker.js';
import { RECORD_KEY } from './record';

export { RECORD_KEY };

/** The spec's push registration states. */
export const RegistrationState = {
  PERMISSION_PROMPT_REQUIRED: 'PERMISSION_PROMPT_REQUIRED',
  PERMISSION_GRANTED_NOT_REGISTERED: 'PERMISSION_GRANTED_NOT_REGISTERED_WITH_BEAMS',
  PERMISSION_GRANTED_REGISTERED: 'PERMISSION_GRANTED_REGISTERED_WITH_BEAMS',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
} as const;
export type RegistrationState = (typeof RegistrationState)[keyof typeof RegistrationState];

/** The device record (spec §3): instance, device, token, person, and what the device last reported. */
export interface DeviceRecord {
  instanceId: string;
  deviceId: string;
  token: string;
  userId: string | null;
  lastSeenSdkVersion: string;
  lastSeenUserAgent: string;
}

export class PushError extends Error {
  constructor(
    readonly kind:
      | 'unsupportedBrowser'
      | 'insecureContext'
      | 'missingServiceWorker'
      | 'invalidInterest'
      | 'tooManyInterests'
      | 'userIdChange'
      | 'invalidUserId'
      | 'notStarted'
      | 'http',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** What the client uses of the browser; tests pass their own. */
export interface PushEnvironment {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  isSecureContext: boolean;
  hasIndexedDb: boolean;
  serviceWorker: ServiceWorkerContainer | undefined;
  hasPushManager: boolean;
  notification: { permission: NotificationPermission } | undefined;
  userAgent: string;
}

export function browserEnvironment(): PushEnvironment {
  const hasWindow = typeof window !== 'undefined';
  return {
    fetch: (...args) => fetch(...args),
    storage: window.localStorage,
    isSecureContext: hasWindow && window.isSecureContext,
    hasIndexedDb: hasWindow && 'indexedDB' in window && Boolean(window.indexedDB),
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hasPushManager: hasWindow && 'PushManager' in window,
    notification: hasWindow && 'Notification' in window ? window.Notification : undefined,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
  };
}

/** Why push cannot work here, or null when it can (secure context, IndexedDB, service workers, Web Push). */
export function unsupportedReason(env: PushEnvironment): PushError | null {
  if (!env.isSecureContext)
    return new PushError('insecureContext', 'Push notifications need a secure context (HTTPS or localhost)');
  if (!env.hasIndexedDb || !env.serviceWorker || !env.hasPushManager || !env.notification)
    return new PushError(
      'unsupportedBrowser',
      'This browser does not support push notifications (supported: Chrome, Firefox, Edge and Opera)',
    );
  return null;
}

/** Throws the spec's error for an invalid interest name. */
export function validateInterest(interest: unknown): asserts interest is string {
  if (!isValidInterest(interest))
    throw new PushError(
      'invalidInterest',
      `Invalid interest name ${JSON.stringify(interest)}: it must be 1 to ${INTEREST_MAX_LENGTH} characters, ASCII letters, digits and _-=@,. only`,
    );
}

/** Every interest valid, duplicates removed, at most 5,000. */
export function validateInterests(interests: readonly unknown[]): string[] {
  interests.forEach(validateInterest);
  const unique = uniqueInterests(interests as string[]);
  if (unique.length > MAX_INTERESTS)
    throw new PushError(
      'tooManyInterests',
      `Number of interests (${unique.length}) exceeds the maximum of ${MAX_INTERESTS}`,
    );
  return unique;
}

/** 'Unexpected status code {status}: {error}, {description}' from an error answer of the device API. */
export async function httpError(response: Response): Promise<PushError> {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  const error = body?.error?.code ?? response.statusText ?? 'error';
  const description = body?.error?.message ?? '';
  return new PushError(
    'http',
    `Unexpected status code ${response.status}: ${error}, ${description}`,
    response.status,
  );
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export class PushClient {
  constructor(
    readonly instanceId: string,
    private readonly env: PushEnvironment = browserEnvironment(),
  ) {}

  private get base() {
    return `/api/push/device_api/v1/instances/${this.instanceId}`;
  }

  private async request(method: string, path: string, json?: unknown): Promise<Response> {
    const response = await this.env.fetch(`${this.base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    if (!response.ok) throw await httpError(response);
    return response;
  }

  /** The stored record, when it belongs to this instance (another instance's is stale: keys were changed). */
  readRecord(): DeviceRecord | null {
    try {
      const record = JSON.parse(this.env.storage.getItem(RECORD_KEY) ?? 'null') as DeviceRecord | null;
      return record && record.instanceId === this.instanceId && record.deviceId ? record : null;
    } catch {
      return null;
    }
  }

  private writeRecord(record: DeviceRecord | null): void {
    if (record) this.env.storage.setItem(RECORD_KEY, JSON.stringify(record));
    else this.env.storage.removeItem(RECORD_KEY);
  }

  getDeviceId(): string | null {
    return this.readRecord()?.deviceId ?? null;
  }

  getUserId(): string | null {
    return this.readRecord()?.userId ?? null;
  }

  getRegistrationState(): RegistrationState {
    const permission = this.env.notification?.permission ?? 'default';
    if (permission === 'denied') return RegistrationState.PERMISSION_DENIED;
    if (permission === 'default') return RegistrationState.PERMISSION_PROMPT_REQUIRED;
    return this.readRecord()
      ? RegistrationState.PERMISSION_GRANTED_REGISTERED
      : RegistrationState.PERMISSION_GRANTED_NOT_REGISTERED;
  }

  private async registration(): Promise<ServiceWorkerRegistration> {
    const container = this.env.serviceWorker!;
    try {
      await container.register(SERVICE_WORKER_URL);
    } catch (error) {
      throw new PushError(
        'missingServiceWorker',
        `The service worker could not be loaded from ${SERVICE_WORKER_URL}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return container.ready;
  }

  /**
   * Subscribes this browser (asking for permission if it was never given) and registers it as a device, or
   * keeps the device already registered, reporting a new SDK version or user agent.
   */
  async start(): Promise<this> {
    const reason = unsupportedReason(this.env);
    if (reason) throw reason;
    const registration = await this.registration();
    const record = this.readRecord();
    const existing = await registration.pushManager.getSubscription();
    if (record && existing && existing.endpoint === record.token) {
      if (record.lastSeenSdkVersion !== PUSH_SDK_VERSION || record.lastSeenUserAgent !== this.env.userAgent) {
        await this.request('PUT', `/devices/web/${record.deviceId}/metadata`, {
          sdkVersion: PUSH_SDK_VERSION,
        });
        this.writeRecord({
          ...record,
          lastSeenSdkVersion: PUSH_SDK_VERSION,
          lastSeenUserAgent: this.env.userAgent,
        });
      }
      return this;
    }
    const { vapidPublicKey } = (await (await this.request('GET', '/web-vapid-public-key')).json()) as {
      vapidPublicKey: string;
    };
    // A subscription made for other keys (or by an earlier install) cannot be reused.
    if (existing) await existing.unsubscribe().catch(() => false);
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(vapidPublicKey),
    });
    const { id } = (await (
      await this.request('POST', '/devices/web', {
        token: subscription.toJSON(),
        metadata: { sdkVersion: PUSH_SDK_VERSION },
      })
    ).json()) as { id: string };
    this.writeRecord({
      instanceId: this.instanceId,
      deviceId: id,
      token: subscription.endpoint,
      userId: null,
      lastSeenSdkVersion: PUSH_SDK_VERSION,
      lastSeenUserAgent: this.env.userAgent,
    });
    return this;
  }

  private started(): DeviceRecord {
    const record = this.readRecord();
    if (!record) throw new PushError('notStarted', 'start must be called before setUserId');
    return record;
  }

  /** Binds the signed-in person (the server takes them from the session); once set it cannot change. */
  async setUserId(userId: string): Promise<void> {
    if (typeof userId !== 'string' || userId === '')
      throw new PushError('invalidUserId', 'User ID must be a non-empty string');
    const record = this.started();
    if (record.userId === userId) return;
    if (record.userId !== null) throw new PushError('userIdChange', 'Changing the userId is not allowed');
    await this.request('PUT', `/devices/web/${record.deviceId}/user`);
    this.writeRecord({ ...record, userId });
  }

  private device(): DeviceRecord {
    const record = this.readRecord();
    if (!record) throw new PushError('notStarted', 'start must be called before changing interests');
    return record;
  }

  async getDeviceInterests(): Promise<string[]> {
    const { deviceId } = this.device();
    const response = await this.request('GET', `/devices/web/${deviceId}/interests`);
    return ((await response.json()) as { interests: string[] }).interests;
  }

  async setDeviceInterests(interests: readonly string[]): Promise<void> {
    const unique = validateInterests(interests);
    const { deviceId } = this.device();
    await this.request('PUT', `/devices/web/${deviceId}/interests`, { interests: unique });
  }

  async addDeviceInterest(interest: string): Promise<void> {
    validateInterest(interest);
    const { deviceId } = this.device();
    await this.request('POST', `/devices/web/${deviceId}/interests/${encodeURIComponent(interest)}`);
  }

  async removeDeviceInterest(interest: string): Promise<void> {
    validateInterest(interest);
    const { deviceId } = this.device();
    await this.request('DELETE', `/devices/web/${deviceId}/interests/${encodeURIComponent(interest)}`);
  }

  async clearDeviceInterests(): Promise<void> {
    await this.setDeviceInterests([]);
  }

  /**
   * Deletes the device on the server (already gone is fine: signing out ends it there too), unsubscribes the
   * browser and forgets the record.
   */
  async stop(): Promise<void> {
    const record = this.readRecord();
    this.writeRecord(null);
    if (record) {
      try {
        await this.request('DELETE', `/devices/web/${record.deviceId}`);
      } catch (error) {
        if (!(error instanceof PushError && error.status === 404)) throw error;
      }
    }
    const registration = await this.env.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe().catch(() => false);
  }
}
