import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createLocalStorage, serveLocalUploads } from './local';
import type { Storage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Decorates `app.storage` (the local driver under DATA_DIR/uploads) and serves it at /uploads/. */
export async function registerStorage(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('storage', createLocalStorage(config.dataDir));
  await serveLocalUploads(app, config.dataDir);
}
