import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import { rolesOfRequest, requireUser } from '#server/auth/guard';
import { AppError, forbidden } from '#server/lib/errors';
import { demoActorOnRealEvent } from '#server/features/demo/service';
import type { EventRow } from './presenter';
import { eventById, isAddedDirector } from './repo';

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
  if (!user.roles.includes('admin') && !user.roles.includes('tournament_director')) return false;
  if (await demoActorOnRealEvent(db, user.id, event.createdBy)) return false;
  if (user.roles.includes('admin')) return true;
  if (event.createdBy === user.id) return true;
  return isAddedDirector(db, event.id, user.id);
}

/** What requireEventDirector answers: who acts, and the event row it loaded (callers use it, not a second read). */
export interface DirectedEvent {
  actorId: string;
  event: EventRow;
}

/**
 * For a route under /api/tournament-director/events/:eventId/…: 401 without a session, 404 when the event does not
 * exist, 403 unless the signed-in user directs this event. Returns the user's id and the event's row.
 */
export async function requireEventDirector(request: FastifyRequest, eventId: string): Promise<DirectedEvent> {
  const { user } = await requireUser(request);
  const roles = await rolesOfRequest(request);
  const db = request.server.db;
  const event = await eventById(db, eventId);
  if (!event) throw AppError.of(404, 'eventNotFound');
  if (!(await isEventDirector(db, event, { id: user.id, roles }))) throw forbidden();
  return { actorId: user.id, event };
}
