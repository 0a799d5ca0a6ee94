import { and, eq, inArray, isNotNull, ne, notLike, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notificationPreferences, profiles, pushDeviceInterests, pushDevices } from '#server/db/schema';

export type PushDeviceRow = typeof pushDevices.$inferSelect;

export interface NewDevice {
  instanceId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  sdkVersion: string;
  userAgent: string | null;
}

/**
 * A subscription registers once: the same endpoint again (the browser registering after its record was lost)
 * replaces the old device with a fresh id, its keys and no person or interests, so whoever held the old id
 * holds nothing any more.
 */
export async function replaceDevice(db: Db, device: NewDevice): Promise<string> {
  await db.delete(pushDevices).where(eq(pushDevices.endpoint, device.endpoint));
  const [row] = await db.insert(pushDevices).values(device).returning({ id: pushDevices.id });
  return row!.id;
}

export async function findDevice(db: Db, instanceId: string, deviceId: string) {
  const [row] = await db
    .select()
    .from(pushDevices)
    .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.instanceId, instanceId)));
  return row;
}

export async function deleteDevice(db: Db, deviceId: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, deviceId));
}

export async function touchDevice(
  db: Db,
  deviceId: string,
  values: { sdkVersion?: string; userAgent?: string | null },
): Promise<void> {
  await db
    .update(pushDevices)
    .set({ ...values, lastSeenAt: new Date() })
    .where(eq(pushDevices.id, deviceId));
}

export async function bindDevice(
  db: Db,
  deviceId: string,
  userId: string,
  sessionId: string,
  interest: string,
): Promise<void> {
  await db
    .update(pushDevices)
    .set({ userId, sessionId, lastSeenAt: new Date() })
    .where(eq(pushDevices.id, deviceId));
  await db.insert(pushDeviceInterests).values({ deviceId, interest }).onConflictDoNothing();
}

export async function interestsOf(db: Db, deviceId: string): Promise<string[]> {
  const rows = await db
    .select({ interest: pushDeviceInterests.interest })
    .from(pushDeviceInterests)
    .where(eq(pushDeviceInterests.deviceId, deviceId))
    .orderBy(pushDeviceInterests.interest);
  return rows.map((row) => row.interest);
}

/** Replaces the device's own interests; `keep` (its personal interest) stays whatever the list says. */
export async function replaceInterests(
  db: Db,
  deviceId: string,
  interests: string[],
  keep: string | null,
): Promise<void> {
  await db
    .delete(pushDeviceInterests)
    .where(
      and(
        eq(pushDeviceInterests.deviceId, deviceId),
        keep ? ne(pushDeviceInterests.interest, keep) : undefined,
      ),
    );
  const rows = interests.filter((interest) => interest !== keep).map((interest) => ({ deviceId, interest }));
  // In slices: 5,000 interests are 10,000 parameters, well under PostgreSQL's limit, but keep statements small.
  for (let start = 0; start < rows.length; start += 1000)
    await db
      .insert(pushDeviceInterests)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing();
}

export async function addInterest(db: Db, deviceId: string, interest: string): Promise<void> {
  await db.insert(pushDeviceInterests).values({ deviceId, interest }).onConflictDoNothing();
}

export async function removeInterest(db: Db, deviceId: string, interest: string): Promise<void> {
  await db
    .delete(pushDeviceInterests)
    .where(and(eq(pushDeviceInterests.deviceId, deviceId), eq(pushDeviceInterests.interest, interest)));
}

/** Whether the device holds any interest but those the server reserves (for the limit of 5,000). */
export async function ownInterestCount(db: Db, deviceId: string, reservedPrefix: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(pushDeviceInterests)
    .where(
      and(
        eq(pushDeviceInterests.deviceId, deviceId),
        notLike(pushDeviceInterests.interest, `${reservedPrefix}%`),
      ),
    );
  return row?.value ?? 0;
}

/** The devices that hold an interest, with what sending to them needs. */
export async function devicesWithInterest(db: Db, interest: string) {
  return db
    .select({
      id: pushDevices.id,
      endpoint: pushDevices.endpoint,
      p256dh: pushDevices.p256dh,
      auth: pushDevices.auth,
    })
    .from(pushDeviceInterests)
    .innerJoin(pushDevices, eq(pushDevices.id, pushDeviceInterests.deviceId))
    .where(eq(pushDeviceInterests.interest, interest));
}

/** The language a person's pushes are written in, when the person has a device that takes them. */
export async function pushRecipient(db: Db, userId: string, interest: string) {
  const [row] = await db
    .select({ language: profiles.language })
    .from(pushDeviceInterests)
    .innerJoin(pushDevices, eq(pushDevices.id, pushDeviceInterests.deviceId))
    .leftJoin(profiles, eq(profiles.id, pushDevices.userId))
    .where(and(eq(pushDeviceInterests.interest, interest), isNotNull(pushDevices.userId)))
    .limit(1);
  return row ? { language: row.language } : undefined;
}

/**
 * Of these people, those with a device bound to them (holding their personal interest) whose push choice for the
 * preference type is on (a missing preference row means `pushByDefault`), with the language to write to them in.
 */
export async function pushAudiences(
  db: Db,
  userIds: string[],
  preferenceType: string,
  pushByDefault: boolean,
): Promise<{ userId: string; language: string | null }[]> {
  if (userIds.length === 0) return [];
  const result = await db.execute<{ user_id: string; language: string | null }>(sql`
    select distinct d.user_id, pr.language
      from ${pushDevices} d
      join ${pushDeviceInterests} i on i.device_id = d.id and i.interest = 'user-' || d.user_id::text
      left join ${profiles} pr on pr.id = d.user_id
      left join ${notificationPreferences} np on np.user_id = d.user_id and np.type = ${preferenceType}
     where d.user_id = any(${`{${userIds.join(',')}}`}::uuid[])
       and coalesce(np.push, ${pushByDefault})`);
  return result.rows.map((row) => ({ userId: row.user_id, language: row.language }));
}

/** Devices whose subscription the push service says is gone (404/410). */
export async function deleteDevices(db: Db, deviceIds: string[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await db.delete(pushDevices).where(inArray(pushDevices.id, deviceIds));
}
