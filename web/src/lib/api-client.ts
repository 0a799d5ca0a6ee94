import type { ApiError } from '@tightlines/domain/common/api-error';
import { MESSAGES } from '@tightlines/domain/common/messages';

/** A failed API call: `code` is stable (and an `errors:` i18n key when it is one of the spec's messages). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait before trying again (the Retry-After of a 429), when the server said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

type Listener = (error: ApiRequestError) => void;
const unauthorizedListeners = new Set<Listener>();

/** Lets the auth provider react once to any 401 (session expired or revoked). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const errorListeners = new Set<Listener>();

/** Lets a screen react to a kind of failure wherever the call came from (staff-mfa-gate.tsx: `mfaRequired`). */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(`/api${path}`, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const retryAfter = retryAfterOf(response);
    const error = isApiError(data)
      ? new ApiRequestError(
          response.status,
          data.error.code,
          data.error.message,
          data.error.fields,
          retryAfter,
        )
      : new ApiRequestError(response.status, 'unexpected', MESSAGES.unexpected, undefined, retryAfter);
    if (response.status === 401) unauthorizedListeners.forEach((listener) => listener(error));
    errorListeners.forEach((listener) => listener(error));
    throw error;
  }
  return data as T;
}

/** Retry-After in seconds (the server sends seconds; an HTTP date is honoured too). */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/** The server's error body (ApiErrorSchema), checked without zod so the first script stays small. */
function isApiError(data: unknown): data is ApiError {
  if (typeof data !== 'object' || data === null || !('error' in data)) return false;
  const { error } = data;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
