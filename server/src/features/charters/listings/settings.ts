import { eq } from 'drizzle-orm';
import { CharterSettingsSchema, type CharterSettings } from '@tightlines/domain/charters/contract';
import type { Db } from '#server/db/client';
import { appSettings } from '#server/db/schema';

const KEY = 'charters';

/** The admin's charter settings (commission, deposit hold, reminder), DEFAULT_CHARTER_SETTINGS until first saved. */
export async function readCharterSettings(db: Db): Promise<CharterSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  if (!row) return CharterSettingsSchema.parse({});
  try {
    const parsed = CharterSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : CharterSettingsSchema.parse({});
  } catch {
    return CharterSettingsSchema.parse({});
  }
}

export async function writeCharterSettings(db: Db, settings: CharterSettings): Promise<CharterSettings> {
  const value = CharterSettingsSchema.parse(settings);
  const text = JSON.stringify(value);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: text })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: text, updatedAt: new Date() } });
  return value;
}
