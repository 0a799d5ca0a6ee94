import type { NotificationPayload } from '@tightlines/domain/notifications/payload';
import type { Db } from '#server/db/client';
import { boardOf } from './event-board';
import { entrantPeople, findEvent, lockPodium, savePodium } from './repo';

/** How many places the podium has. */
export const PODIUM_PLACES = 3;

/** Records a notification in the caller's transaction; answers what sends it after the commit. */
type Notify = (
  input: { userId: string; actorId: string | null; actionUrl: string | null } & NotificationPayload,
  tx: Db,
) => Promise<() => void>;

/**
 * After a judging decision committed (a catch decided, a penalty added or removed): the event's top three at its
 * new leaderboard version is compared with the top three last announced, and the people of each entrant that
 * entered or left it hear of it ('Into the top three' / 'Out of the top three'). An entrant without a point is not
 * on the podium; a move within the top three tells no one. The comparison and the notifications are one
 * transaction on the event's podium row, which only a newer version replaces: concurrent decisions, or two
 * server copies, announce each change once, and a decision whose announcement was lost (a crash after its
 * commit) is caught up by the next. Only published events: a draft's or a cancelled event's standings are
 * never announced. Answers what sends the notifications.
 */
export async function announcePodium(db: Db, notify: Notify, eventId: string): Promise<() => void> {
  const [event] = await findEvent(db, eventId);
  if (!event || event.status !== 'published') return () => {};
  const board = await boardOf(db, event);
  const rankOf = new Map(board.standings.map((row) => [row.entrantId, row]));
  const top = board.standings.filter((row) => row.rank <= PODIUM_PLACES && row.total > 0);
  const publishers = await db.transaction(async (tx) => {
    const announced = await lockPodium(tx, eventId);
    if (announced.version >= event.leaderboardVersion) return [];
    const before = new Set(announced.entrantIds);
    const now = new Set(top.map((row) => row.entrantId));
    await savePodium(tx, eventId, event.leaderboardVersion, [...now]);
    const entered = [...now].filter((id) => !before.has(id));
    const left = [...before].filter((id) => !now.has(id));
    if (entered.length === 0 && left.length === 0) return [];
    const people = await entrantPeople(tx, [...entered, ...left]);
    const sent: (() => void)[] = [];
    for (const [ids, type] of [
      [entered, 'top_three_entered'],
      [left, 'top_three_left'],
    ] as const) {
      for (const entrantId of ids) {
        const row = rankOf.get(entrantId);
        // A cancelled entrant has no row any more: it left the board, not only the podium; no one to tell.
        if (!row) continue;
        const recipients = new Set(
          people.filter((person) => person.registrationId === entrantId).map((person) => person.userId),
        );
        for (const userId of recipients)
          sent.push(
            await notify(
              {
                userId,
                actorId: null,
                type,
                params: { eventId, eventName: event.name, entrantName: row.entrantName, rank: row.rank },
                actionUrl: `/leaderboard/${eventId}`,
              },
              tx,
            ),
          );
      }
    }
    return sent;
  });
  return () => {
    for (const publish of publishers) publish();
  };
}
