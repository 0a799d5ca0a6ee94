import { z } from 'zod';

/** GET /api/health: liveness. The process answers; `database` and `realtime` say what it is configured with. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgresql', 'pglite']),
  realtime: z.enum(['redis', 'in-process']),
});

const Check = z.enum(['ok', 'down']);

/** GET /api/ready: readiness. The database answers, and Redis when REDIS_URL is set (`off` without it); 503 if not. */
export const ReadySchema = z.object({
  status: z.enum(['ready', 'notReady']),
  database: Check,
  redis: z.union([Check, z.literal('off')]),
});
