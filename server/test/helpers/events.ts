import type { FastifyInstance } from 'fastify';
import { tournamentEvents } from '#server/db/schema';
import type { BuiltUser } from './factories';

/** `YYYY-MM-DD` in UTC, `days` from today. */
export const utcDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A published event made directly in the database (the events API is another feature's): running today (UTC),
 * weighed in, with walleye and perch and two penalties, unless `values` say otherwise.
 */
export async function buildEvent(
  app: FastifyInstance,
  director: BuiltUser | null,
  values: Partial<typeof tournamentEvents.$inferInsert> = {},
): Promise<typeof tournamentEvents.$inferSelect> {
  const [event] = await app.db
    .insert(tournamentEvents)
    .values({
      name: 'Lake Erie Walleye Open',
      startDate: utcDay(-1),
      endDate: utcDay(1),
      timeZone: 'UTC',
      status: 'published',
      species: ['Walleye', 'Yellow Perch'],
      scoring: { mode: 'weight', bestN: 5 },
      penalties: [
        { code: 'late_to_scale', label: 'Late to the scale', grams: 500 },
        { code: 'dead_fish', label: 'Dead fish', grams: 250 },
      ],
      createdBy: director?.id ?? null,
      ...values,
    })
    .returning();
  return event!;
}
