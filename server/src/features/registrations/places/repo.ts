import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { tournamentRegistrations } from '#server/db/schema';

/**
 * An event's places and a registration's row lock: what both registering (features/registrations) and paying
 * (features/payments: holds released, a late payment taking a place again) change. Its own folder so payments can
 * use it while registrations calls payments, with no loop between the two folders.
 */

/**
 * Takes a place: one conditional UPDATE, so concurrent sign-ups can never push registered_count past the
 * cap (the row lock makes the second writer re-check the condition). False when the event is full. The
 * leaderboard version goes up with it: a new entrant is on the board (with nothing yet) from the next read.
 */
export async function takePlaces(db: Db, eventId: string, places = 1): Promise<boolean> {
  const result = await db.execute(sql`
    update tournament_events
    set registered_count = registered_count + ${places}, leaderboard_version = leaderboard_version + 1
    where id = ${eventId}::uuid and status = 'published'
      and (participants_cap is null or registered_count + ${places} <= participants_cap)
    returning registered_count`);
  return result.rows.length > 0;
}

/** Gives a place back (a cancelled registration); the entrant leaves the board at the next read. */
export async function freePlace(db: Db, eventId: string): Promise<void> {
  await db.execute(sql`
    update tournament_events
    set registered_count = greatest(registered_count - 1, 0), leaderboard_version = leaderboard_version + 1
    where id = ${eventId}::uuid`);
}

/** The registration row under a row lock (inside the caller's transaction). */
export async function lockRegistration(db: Db, registrationId: string) {
  const [row] = await db
    .select()
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.id, registrationId))
    .for('update');
  return row;
}

/** The registrant's name as a registration shows it (profile name, else account name), first name and e-mail. */
export async function personOf(
  db: Db,
  userId: string,
): Promise<{ name: string; first_name: string | null; email: string } | undefined> {
  const result = await db.execute<{ name: string; first_name: string | null; email: string }>(sql`
    select coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
        nullif(p.display_name, ''), u.name) as name, p.first_name, u.email
    from "user" u left join profiles p on p.id = u.id where u.id = ${userId}::uuid`);
  return result.rows[0];
}
