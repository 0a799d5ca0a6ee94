import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Role } from '@tightlines/domain/roles/roles';
import type { Db } from '#server/db/client';
import { requireUser, rolesOfRequest } from '#server/auth/guard';
import { isEventDirector } from '#server/features/tournaments/access';

/**
 * The checks every payments route file shares (routes.ts, money-admin-routes.ts, hub-routes.ts): who is acting,
 * whether they may act on an event's money, and that no answer is kept by a shared cache. The role gates
 * themselves are `hasRole(rolesFor(…))` from the route matrix in domain, as in every feature.
 */

export interface MoneyActor {
  id: string;
  roles: readonly Role[];
}

/** The signed-in person and their roles (401 without a session). */
export async function actorOf(request: FastifyRequest): Promise<MoneyActor> {
  const { user } = await requireUser(request);
  return { id: user.id, roles: await rolesOfRequest(request) };
}

/** Admins act on every event's money; otherwise the event's directors (tournaments/access). False without an event. */
export async function mayActOnEventMoney(
  db: Db,
  eventId: string | null,
  actor: MoneyActor,
): Promise<boolean> {
  if (actor.roles.includes('admin')) return true;
  if (!eventId) return false;
  const [event] = (
    await db.execute<{ id: string; created_by: string | null }>(
      sql`select id, created_by from tournament_events where id = ${eventId}::uuid`,
    )
  ).rows;
  return event ? isEventDirector(db, { id: event.id, createdBy: event.created_by }, actor) : false;
}

/** Money is personal: answers of these routes are never kept by a shared cache. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
  });
}
