import {
  DEFAULT_MODERATION_SETTINGS,
  ModerationSettingsSchema,
  type ModerationSettings,
} from '@tightlines/domain/moderation/contract';
import type { Db } from '#server/db/client';
import { readModerationSettings, writeModerationSettings } from './settings-repo';

/** How long a copy trusts its cached settings; another copy's save reaches it within this time. */
const SETTINGS_TTL_MS = 10_000;

const cache = new WeakMap<Db, { value: ModerationSettings; at: number }>();

/** The moderation settings (hold words, strike threshold …): the defaults until an admin saves them. */
export async function moderationSettings(db: Db): Promise<ModerationSettings> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.value;
  const value = await loadModerationSettings(db);
  cache.set(db, { value, at: Date.now() });
  return value;
}

/**
 * The settings as stored now, read past the cache: the automatic holds read them this way, so a saved word list
 * holds the next post on every copy at once.
 */
export async function loadModerationSettings(db: Db): Promise<ModerationSettings> {
  const parsed = ModerationSettingsSchema.safeParse({
    ...DEFAULT_MODERATION_SETTINGS,
    ...((await readModerationSettings(db)) as object | null),
  });
  return parsed.success ? parsed.data : DEFAULT_MODERATION_SETTINGS;
}

/** Saves the settings; this copy reads them back at once. Returns what was there before (for the audit log). */
export async function saveModerationSettings(db: Db, next: ModerationSettings): Promise<ModerationSettings> {
  const before = await moderationSettings(db);
  await writeModerationSettings(db, next);
  cache.set(db, { value: next, at: Date.now() });
  return before;
}
