import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { forbidden, notFound } from '#server/lib/errors';
import { StorageConflictError, type Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from './signed-urls';
import { assertValidKey, isValidKey, UPLOADS_MAX_AGE_SECONDS, UPLOADS_PREFIX } from './storage';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Files under `${dataDir}/uploads/<key>`, the default driver on one machine. */
export function createLocalStorage(dataDir: string): Storage {
  const root = uploadsDir(dataDir);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const urlOf = (key: string) => `${UPLOADS_PREFIX}${key}`;
  return {
    urlOf,
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        // 'wx' fails when the file exists: no overwrite, even when two requests race for one key.
        await writeFile(file, data, { flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageConflictError(key);
        throw error;
      }
      return { key, url: urlOf(key) };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Serves the uploads directory at /uploads/ with `cache-control: public, max-age=3600`. Files in the signed
 * folders (signed-urls.ts) need a valid signature: none answers 404, a wrong or expired one 403, and a private
 * one is cached by the browser only, no longer than the URL works.
 */
export async function serveLocalUploads(
  app: FastifyInstance,
  dataDir: string,
  urls: UploadUrls,
): Promise<void> {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  const privateUntil = new WeakMap<object, number>();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const url = request.raw.url ?? '';
      const end = url.indexOf('?');
      const path = end === -1 ? url : url.slice(0, end);
      if (!path.startsWith(UPLOADS_PREFIX)) throw notFound();
      // Decoded as the file server will decode it (and %2F too), so what is checked is the file that is sent.
      let key: string;
      try {
        key = decodeURIComponent(path.slice(UPLOADS_PREFIX.length));
      } catch {
        throw notFound();
      }
      if (!isValidKey(key)) throw notFound();
      const access = urls.check(key, request.query as Record<string, unknown>);
      if (!access.ok) throw access.reason === 'unsigned' ? notFound() : forbidden();
      if (access.audience === 'private') privateUntil.set(request, access.expiresAt);
    });
    scope.addHook('onSend', async (request, reply) => {
      const until = privateUntil.get(request);
      if (until === undefined || reply.statusCode >= 400) return;
      const left = Math.max(0, Math.min(UPLOADS_MAX_AGE_SECONDS, until - Math.floor(Date.now() / 1000)));
      void reply.header('cache-control', `private, max-age=${left}`);
    });
    await scope.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      // The SPA's static plugin owns reply.sendFile; this one only answers its own routes.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: UPLOADS_MAX_AGE_SECONDS * 1000,
      immutable: false,
      // Stored objects are never overwritten, so an ETag is as good as a fingerprint.
      etag: true,
      schemaHide: true,
      setHeaders: (reply) => {
        // Uploaded images are only ever shown, never run: a strict policy defuses any content-type confusion.
        void reply.header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      },
    });
  });
}
