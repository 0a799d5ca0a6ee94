import { type Team } from '@tightlines/domain/teams/contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { ownKeyOf, processImage, storeWebp } from '#server/lib/images';
import { swapLogoUrl } from './repo';
import { captainTeam, getTeamSettings, teamNotFound, type TeamDeps } from './service';

/** Team logos: a square-ish mark shown small (cards, rows) and at most 512 px wide on the team page. */
const LOGO_FOLDER = 'team-logos';
const LOGO_MAX_WIDTH = 512;

/** Points teams.logo_url at `url` (null removes it), answering the previous URL (read under a row lock). */
async function swapLogo(db: Db, teamId: string, url: string | null): Promise<string | null> {
  const previous = await swapLogoUrl(db, teamId, url);
  if (previous === undefined) throw teamNotFound();
  return previous;
}

/** Deletes a previous logo file when it is one we stored for this team (best effort, after the commit). */
async function deletePreviousLogo(deps: TeamDeps, teamId: string, previous: string | null) {
  const key = ownKeyOf(deps.storage, previous, LOGO_FOLDER, teamId);
  if (key)
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'previous team logo not deleted'));
}

/**
 * The captain replaces the team logo: checked by content (400 'imageOnly', 413 'imageTooLarge' over 5 MB),
 * turned upright, every EXIF field (GPS) dropped, resized and re-encoded as one WebP by processImage, stored
 * through the storage driver; the previous file is deleted after the commit, the new one if the save fails.
 */
export async function uploadTeamLogo(
  deps: TeamDeps,
  userId: string,
  slug: string,
  image: Buffer | undefined,
): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  if (!image) throw AppError.of(400, 'imageOnly');
  const processed = await processImage(image, { maxWidth: LOGO_MAX_WIDTH, widths: [] });
  const webp = processed.variants.at(-1);
  if (!webp) throw AppError.of(400, 'imageOnly');
  const stored = await storeWebp(deps.storage, LOGO_FOLDER, team.id, webp.buffer);
  let previous: string | null;
  try {
    previous = await swapLogo(deps.db, team.id, stored.url);
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  await deletePreviousLogo(deps, team.id, previous);
  return getTeamSettings(deps, userId, slug);
}

/** The captain removes the team logo (the team shows its initials again). */
export async function removeTeamLogo(deps: TeamDeps, userId: string, slug: string): Promise<Team> {
  const team = await captainTeam(deps.db, userId, slug);
  const previous = await swapLogo(deps.db, team.id, null);
  await deletePreviousLogo(deps, team.id, previous);
  return getTeamSettings(deps, userId, slug);
}
