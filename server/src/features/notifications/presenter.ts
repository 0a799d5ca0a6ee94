import type { Notification } from '@tightlines/domain/notifications/contract';
import type { ActorRow, NotificationRow } from './repo';

/** The actor as the list shows them (id, username, full_name, avatar_url); null when gone or none. */
export function presentActor(row: ActorRow): Notification['actor'] {
  if (!row.actorId || row.actorFirstName === null) return null;
  const fullName = row.actorDisplayName?.trim() || `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim();
  return { id: row.actorId, username: row.actorHandle ?? '', fullName, avatarUrl: row.actorAvatarUrl };
}

/** A notification as its reader sees it; one quoting a post since held or hidden loses the quote. */
export function presentNotification(row: NotificationRow): Notification {
  const withheld = Boolean(row.withheld);
  return {
    id: row.id,
    type: row.type,
    params: withheld && row.params ? { ...row.params, excerpt: '' } : row.params,
    title: row.title,
    message: withheld ? null : row.message,
    actionUrl: row.actionUrl,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    actor: presentActor(row),
  };
}
