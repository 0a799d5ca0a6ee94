import { eq } from 'drizzle-orm';
import { CharterSettingsSchema, type CharterSettings } from '@tightlines/domain/charters/contract';
import type { Db } from '#server/db/client';
import { appSettings } from '#server/db/schema';

/** The admin's charter settings (app settings 'charters'), defaults until first saved; read for quotes. */
export async function readCharterSettings(db: Db): Promise<CharterSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'charters'));
  if (!row) return CharterSettingsSchema.parse({});
  try {
    const parsed = CharterSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : CharterSettingsSchema.parse({});
  } catch {
    return CharterSettingsSchema.parse({});
  }
}
