import { AppError } from '#server/lib/errors';
import { canOrganise, loadGroupAccess, type GroupAccess } from '#server/features/groups/access-repo';
import type { Db } from '#server/db/client';
import { communityEventById, type CommunityEventRow, type DbOrTx } from './repo';

export interface EventViewer {
  id: string;
  roles: readonly string[];
}

export interface CommunityAccess {
  row: CommunityEventRow;
  group: GroupAccess | null;
  /** The creator, the group's owner/admins/moderators, site admins and moderators. */
  canEdit: boolean;
}

export const eventNotFound = () => AppError.of(404, 'eventNotFound');

const isStaff = (viewer: EventViewer | null) =>
  Boolean(viewer?.roles.includes('admin') || viewer?.roles.includes('moderator'));

/** Whether the id is a community event's (the shared /api/events/:eventId/... routes serve both kinds). */
export async function isCommunityEvent(db: DbOrTx, eventId: string): Promise<boolean> {
  return Boolean(await communityEventById(db, eventId));
}

/**
 * The community event when this viewer may see it. A private group's events are its active members' only; a
 * hidden event its creator's and staff's; a deleted group's none. Everyone else gets 404 'Event not found'.
 */
export async function visibleCommunityEvent(
  db: Db,
  eventId: string,
  viewer: EventViewer | null,
): Promise<CommunityAccess> {
  const row = await communityEventById(db, eventId);
  if (!row) throw eventNotFound();
  const group = row.groupId ? await loadGroupAccess(db, row.groupId, viewer?.id ?? null) : null;
  if (row.groupId && !group) throw eventNotFound();
  const staff = isStaff(viewer);
  if (group && group.privacy === 'private' && group.role === null && !staff) throw eventNotFound();
  const mine = viewer?.id === row.createdBy;
  if (row.moderation && !mine && !staff) throw eventNotFound();
  const canEdit = Boolean(viewer) && (mine || staff || (group !== null && canOrganise(group)));
  return { row, group, canEdit };
}

/** A visible event that takes RSVPs, comments and photos (not cancelled). */
export async function openCommunityEvent(
  db: Db,
  eventId: string,
  viewer: EventViewer,
): Promise<CommunityAccess> {
  const access = await visibleCommunityEvent(db, eventId, viewer);
  if (access.row.status === 'cancelled') throw AppError.of(409, 'eventCancelled');
  return access;
}
