import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DemoAccountsSchema } from '@tightlines/domain/demo/contract';

/** Lists the demo accounts and their shared password when demo mode is on (public by design). */
export async function demoRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/demo/accounts',
      { schema: { tags: ['demo'], response: { 200: DemoAccountsSchema } } },
      async () => {
        const enabled = app.config.seedDemo;
        return {
          enabled,
          password: enabled ? DEMO_PASSWORD : null,
          accounts: enabled ? [...DEMO_ACCOUNTS] : [],
        };
      },
    );
}
