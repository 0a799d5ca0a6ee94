import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import { tournamentEventDirectors, tournamentEvents } from '#server/db/schema';
import { rolesOfRequest, requireUser } from '#server/auth/guard';
import { AppError, forbidden } from '#server/lib/errors';
import { demoActorOnRealEvent } from '#server/features/demo/service';

/** The part of an event row the director check reads: callers pass the event they have already loaded. */
export interface EventOwner {
  id: string;
  createdBy: string | null;
}

/**
 * Who directs an event: admins direct every event (a demo account only the demo's events); a tournament director directs the events they created and
 * those they were added to (tournament_event_directors). Directors edit the event, judge its catches, see its
 * registrations and check its boats in and out.
 */
export async function isEventDirector(
  db: Db,
  event: EventOwner,
  user: { id: string; roles: readonly string[] },
): Promise<boolean> {
  const eventId = event.id;
  if (!user.roles.includes('admin') && !user.roles.includes('tournament_director')) return false;
  if (await demoActorOnRealEvent(db, user.id, eventId)) return false;
  if (user.roles.includes('admin')) return true;
  if (event.createdBy === user.id) return true;
  const [row] = await db
    .select({ userId: tournamentEventDirectors.userId })
    .from(tournamentEventDirectors)
    .where(and(eq(tournamentEventDirectors.eventId, eventId), eq(tournamentEventDirectors.userId, user.id)))
    .limit(1);
  return Boolean(row);
}

/**
 * For a route under /api/tournament-director/events/:eventId/…: 401 without a session, 404 when the event does not
 * exist, 403 unless the signed-in user directs this event. Returns the user's id.
 */
export async function requireEventDirector(request: FastifyRequest, eventId: string): Promise<string> {
  const { user } = await requireUser(request);
  const roles = await rolesOfRequest(request);
  const db = request.server.db;
  const [event] = await db
    .select({ id: tournamentEvents.id, createdBy: tournamentEvents.createdBy })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.id, eventId))
    .limit(1);
  if (!event) throw AppError.of(404, 'eventNotFound');
  if (!(await isEventDirector(db, event, { id: user.id, roles }))) throw forbidden();
  return user.id;
}
