import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['postgresql', 'pglite']),
  realtime: z.enum(['redis', 'in-process']),
});
