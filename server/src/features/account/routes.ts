import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { MeSchema, OAuthProvidersSchema, SignUpFormSchema } from '@tightlines/domain/auth/contract';
import { sessionOf } from '#server/auth/guard';
import { authLimits } from '#server/auth/limits';
import { describeMe, signUp, type AccountDeps } from './service';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: AccountDeps = { db: app.db, auth: app.auth, config: app.config };

  r.get('/me', { schema: { tags: ['account'], response: { 200: MeSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return describeMe(deps, await sessionOf(request));
  });

  r.post(
    '/account/signup',
    {
      schema: {
        tags: ['account'],
        body: SignUpFormSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: {
        rateLimit: {
          max: app.config.signUpRateLimit.perAddress,
          timeWindow: app.config.signUpRateLimit.windowMs,
        },
      },
      // A sign-up mails a confirmation link: it counts against the address's code and link e-mails.
      preHandler: async (request, reply) => {
        await authLimits(app).mailPerAccount.hit(reply, [`mail:${request.body.email.trim().toLowerCase()}`]);
      },
    },
    async (request, reply) => {
      await signUp(deps, request.body, fromNodeHeaders(request.headers));
      return reply.status(201).send({ ok: true as const });
    },
  );

  r.get(
    '/account/providers',
    { schema: { tags: ['account'], response: { 200: OAuthProvidersSchema } } },
    async () => ({
      providers: (['google', 'facebook', 'apple'] as const).filter((provider) => app.config.oauth[provider]),
    }),
  );
}
