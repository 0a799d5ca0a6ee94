import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { allowedUrlSchema } from '@tightlines/domain/common/url';

/**
 * better-auth takes a person's `image` (the avatar) on sign-up and /update-user as any string; it is shown in an
 * `src` to everyone. Only an https: URL or one of our own uploads is taken: anything else is a 400 before
 * better-auth stores it.
 */
export function urlPolicy(appUrl: string): BetterAuthPlugin {
  const imageSchema = allowedUrlSchema(appUrl).nullable().optional();
  return {
    id: 'tightlines-url-policy',
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            typeof ctx.body === 'object' && ctx.body !== null && 'image' in (ctx.body as object),
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = imageSchema.safeParse((ctx.body as { image?: unknown }).image);
            if (!parsed.success)
              throw new APIError('BAD_REQUEST', {
                code: 'urlNotAllowed',
                message: parsed.error.issues[0]?.message ?? 'Invalid URL',
              });
            return Promise.resolve();
          }),
        },
      ],
    },
  };
}
