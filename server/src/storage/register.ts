import type { FastifyInstance } from 'fastify';
import type { Config } from '#server/config';
import type { Storage } from '#server/lib/storage-driver';
import { createLocalStorage, serveLocalUploads } from './local';
import { createUploadUrls, type UploadUrls } from './signed-urls';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Hands out (signed) upload URLs to viewers allowed to see them. */
    uploadUrls: UploadUrls;
  }
}

/** Decorates `app.storage` (the local driver under DATA_DIR/uploads) and serves it at /uploads/. */
export async function registerStorage(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('storage', createLocalStorage(config.dataDir));
  app.decorate('uploadUrls', createUploadUrls(config.authSecret));
  await serveLocalUploads(app, config.dataDir, app.uploadUrls);
}
