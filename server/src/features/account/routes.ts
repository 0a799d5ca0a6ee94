import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { MeSchema, OAuthProvidersSchema, SignUpFormSchema } from '@tightlines/domain/auth/contract';
import { sessionOf } from '../../auth/guard';
import { describeMe, signUp } from './service';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/me', { schema: { tags: ['account'], response: { 200: MeSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return describeMe(app, await sessionOf(request));
  });

  r.post(
    '/account/signup',
    {
      schema: {
        tags: ['account'],
        body: SignUpFormSchema,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await signUp(app, request.body, fromNodeHeaders(request.headers));
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
