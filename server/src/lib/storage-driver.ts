/** Where a stored file lives: its key and the public URL (path) it is served from. */
export interface StoredFile {
  key: string;
  url: string;
}

/**
 * Object storage behind one interface (ARCHITECTURE: "uploads go to a storage driver"), so copies of the
 * server behind a load balancer can share an S3-like bucket later without touching features. The drivers live in
 * storage/; the interface is here so lib/images.ts stores through it without importing them.
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
