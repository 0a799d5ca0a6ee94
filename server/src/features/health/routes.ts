import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '@tightlines/domain/common/health';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () => {
      await app.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: app.dbKind,
        realtime: app.redis ? ('redis' as const) : ('in-process' as const),
      };
    });
}
