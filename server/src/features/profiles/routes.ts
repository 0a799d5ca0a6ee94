import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@tightlines/domain/common/api-error';
import { UserParamsSchema } from '@tightlines/domain/social/people';
import {
  HandleParamsSchema,
  ImageUploadResultSchema,
  MyProfileSchema,
  PublicProfileSchema,
  UpdateProfileResultSchema,
  UpdateProfileSchema,
} from '@tightlines/domain/social/profiles';
import { requireUser, sessionOf, signedIn } from '#server/auth/guard';
import { AppError } from '#server/lib/errors';
import { readImageForm } from '#server/lib/images';
import {
  myProfile,
  publicProfile,
  publicProfileByHandle,
  updateMyProfile,
  uploadProfileImage,
  type ProfileDeps,
  type ProfileImageKind,
} from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

const viewerOf = async (request: FastifyRequest) => (await sessionOf(request))?.user.id ?? null;

/** Public profiles (/api/profiles/*) and the signed-in person's own (/api/profile*). */
export function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: ProfileDeps = {
    db: app.db,
    realtime: app.realtime,
    jobs: app.jobs,
    storage: app.storage,
    log: app.log,
    forgetSessions: app.forgetSessions,
  };
  r.addHook('onSend', async (_request, reply) => {
    // isFollowing/isMe and the own profile depend on who asks: never from a shared cache.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-cache');
  });

  r.get(
    '/profiles/by-handle/:handle',
    {
      schema: {
        tags: ['profiles'],
        params: HandleParamsSchema,
        response: { 200: PublicProfileSchema, ...errors },
      },
    },
    async (request) => publicProfileByHandle(app.db, request.params.handle, await viewerOf(request)),
  );

  r.get(
    '/profiles/:userId',
    {
      schema: {
        tags: ['profiles'],
        params: UserParamsSchema,
        response: { 200: PublicProfileSchema, ...errors },
      },
    },
    async (request) => publicProfile(app.db, request.params.userId, await viewerOf(request)),
  );

  r.get(
    '/profile',
    { onRequest: signedIn, schema: { tags: ['profiles'], response: { 200: MyProfileSchema, ...errors } } },
    async (request) => myProfile(app.db, (await requireUser(request)).user.id),
  );

  r.patch(
    '/profile',
    {
      onRequest: signedIn,
      schema: {
        tags: ['profiles'],
        body: UpdateProfileSchema,
        response: { 200: UpdateProfileResultSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => updateMyProfile(deps, (await requireUser(request)).user.id, request.body),
  );

  for (const kind of ['avatar', 'header'] as const satisfies readonly ProfileImageKind[]) {
    r.post(
      `/profile/${kind}`,
      {
        onRequest: signedIn,
        config: { limits: ['upload'] },
        schema: {
          tags: ['profiles'],
          description:
            'multipart/form-data with one file `image` (JPEG, PNG, WebP, GIF, HEIF, AVIF or TIFF, at most 5 MB).',
          consumes: ['multipart/form-data'],
          response: { 200: ImageUploadResultSchema, 413: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = await requireUser(request);
        if (!request.isMultipart()) throw AppError.of(400, 'imageOnly');
        const form = await readImageForm(request, 'image');
        return uploadProfileImage(deps, user.id, kind, form.file);
      },
    );
  }
  return Promise.resolve();
}
