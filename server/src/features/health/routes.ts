import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema, ReadySchema } from '@tightlines/domain/common/health';
import { pingDatabase } from './repo';

/** How long a readiness check waits for the database or Redis before calling it down. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, for load balancers and orchestrators. /api/health touches nothing outside the process
 * (a restart is the cure for a process that does not answer it); /api/ready asks the database, and Redis when
 * configured, and answers 503 until both do (send no traffic, do not restart).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Known at start-up; the same object for every answer.
  const health = {
    status: 'ok' as const,
    database: app.dbKind,
    realtime: app.redis ? ('redis' as const) : ('in-process' as const),
  };
  typed.get('/health', { schema: { tags: ['health'], response: { 200: HealthSchema } } }, async () => health);

  typed.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } } },
    async (_request, reply) => {
      const redis = app.redis;
      const [database, redisState] = await Promise.all([
        answers(() => pingDatabase(app.db)),
        redis ? answers(() => redis.ping()) : Promise.resolve('off' as const),
      ]);
      const ready = database === 'ok' && redisState !== 'down';
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'notReady', database, redis: redisState });
    },
  );
}
