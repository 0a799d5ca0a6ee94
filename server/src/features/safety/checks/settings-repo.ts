import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { appSettings } from '#server/db/schema';

const KEY = 'moderation';

/** The stored moderation settings as written (JSON), or null before an admin first saved them. */
export async function readModerationSettings(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return null;
  }
}

export async function writeModerationSettings(db: Db, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: text })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: text, updatedAt: new Date() } });
}
