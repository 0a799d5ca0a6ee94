/** Where a stored file lives: its key and the public URL (path) it is served from. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * Object storage behind one interface (ARCHITECTURE: "uploads go to a storage driver"), so copies of the
 * server behind a load balancer can share an S3-like bucket later without touching features.
 */
export interface Storage {
  /** Writes a new object; never overwrites (Storage: "no overwrite") — throws `StorageConflictError`. */
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  /** Removes an object; a missing key is not an error (deletes are retried after failed transactions). */
  delete(key: string): Promise<void>;
  /** The public URL of a key. */
  urlOf(key: string): string;
}

export class StorageConflictError extends Error {
  constructor(readonly key: string) {
    super(`storage key already exists: ${key}`);
  }
}

/** Keys are relative paths of plain segments: no '..', no leading '/', no backslashes or control characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidKey(key: string): boolean {
  return (
    KEY_PATTERN.test(key) &&
    !key.split('/').some((part) => part === '.' || part === '..') &&
    key.length <= 400
  );
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

/** Public URLs of uploads ("storage cache 3600 s"). */
export const UPLOADS_PREFIX = '/uploads/';
export const UPLOADS_MAX_AGE_SECONDS = 3600;
