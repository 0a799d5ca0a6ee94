import type { JobRunner } from '#server/jobs/runner';
import type { FastifyBaseLogger } from 'fastify';
import { queueAchievements } from '#server/features/achievements/enqueue';
import { PROFILE_COMPLETION_XP } from '@tightlines/domain/achievements/catalogue';
import type { MyProfile, PublicProfile, UpdateProfile } from '@tightlines/domain/social/profiles';
import type { SessionEnd } from '#server/auth/session-end';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError } from '#server/lib/errors';
import { ownKeyOf, processImage, storeWebp } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import { recordActivity, type ActivityDeps } from '#server/features/activities/service';
import { blockBetween } from '#server/features/safety/checks/relations-repo';
import { presentMyProfile, presentPublicProfile, isProfileComplete } from './presenter';
import {
  findMyProfile,
  findPublicProfile,
  handleTakenByOther,
  hasActivity,
  lockProfile,
  updateProfileRow,
  updateUserRow,
  type ProfileRow,
} from './repo';

/** What saving a profile uses of the app (routes build it once; the seed may pass the app). */
export interface ProfileDeps extends ActivityDeps {
  /** The achievements job (profile completion, issue 19). */
  jobs: JobRunner;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Drops kept session lookups after a change to a person (auth/session-cache.ts). */
  forgetSessions: (change: SessionEnd) => void;
}

const userNotFound = () => AppError.of(404, 'userNotFound');
const handleTaken = () => AppError.of(409, 'handleTaken');

/** Profile completion reward (spec §9): the profile_complete achievement's points. */
export const PROFILE_COMPLETION_POINTS = PROFILE_COMPLETION_XP;
export const PROFILE_COMPLETED_ACTIVITY = 'profile_completed';

/**
 * Someone who blocked the viewer does not exist for them: their profile answers 404 'userNotFound' (as for an
 * unknown person). The blocker still sees the profile of the person they blocked (to unblock them there), with
 * none of their posts.
 */
async function assertNotBlockedBy(db: Db, ownerId: string, viewerId: string | null): Promise<void> {
  if (!viewerId || viewerId === ownerId) return;
  if ((await blockBetween(db, viewerId, ownerId)).blockedMe) throw userNotFound();
}

/** A person's public profile by id (/profile/{userId}); 404 'userNotFound'. */
export async function publicProfile(db: Db, userId: string, viewerId: string | null): Promise<PublicProfile> {
  const row = await findPublicProfile(db, { userId }, viewerId);
  if (!row) throw userNotFound();
  await assertNotBlockedBy(db, row.profile.id, viewerId);
  return presentPublicProfile(row, viewerId);
}

/** The same, by @handle (handles are lower-case; the lookup is not case-sensitive). */
export async function publicProfileByHandle(
  db: Db,
  handle: string,
  viewerId: string | null,
): Promise<PublicProfile> {
  const row = await findPublicProfile(db, { handle: handle.replace(/^@/, '').toLowerCase() }, viewerId);
  if (!row) throw userNotFound();
  await assertNotBlockedBy(db, row.profile.id, viewerId);
  return presentPublicProfile(row, viewerId);
}

export async function myProfile(db: Db, userId: string): Promise<MyProfile> {
  const row = await findMyProfile(db, userId);
  if (!row) throw userNotFound();
  return presentMyProfile(row.profile, row.email);
}

/** Optional text: a field sent empty clears it; one not sent stays as it is. */
const OPTIONAL_TEXT = [
  'displayName',
  'bio',
  'phoneNumber',
  'country',
  'homeWaters',
  'streetAddress',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
] as const satisfies readonly (keyof UpdateProfile & keyof ProfileRow)[];

function changesOf(input: UpdateProfile): Partial<ProfileRow> {
  const changes: Partial<ProfileRow> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.handle !== undefined) changes.handle = input.handle;
  for (const key of OPTIONAL_TEXT) {
    const value = input[key];
    if (value !== undefined) changes[key] = value === '' ? null : value;
  }
  return changes;
}

/**
 * Saves the signed-in person's profile (PATCH: only the fields sent). A handle someone else has is 409
 * 'handleTaken'. The first save that leaves the profile complete answers `completedNow: true` and records
 * the 'profile_completed' activity (+5 XP) exactly once, even when two saves race (the row is locked).
 */
export async function updateMyProfile(
  deps: ProfileDeps,
  userId: string,
  input: UpdateProfile,
): Promise<{ profile: MyProfile; completedNow: boolean }> {
  const changes = changesOf(input);
  let result: { profile: ProfileRow; completedNow: boolean; publish: () => void };
  try {
    result = await deps.db.transaction(async (tx) => {
      const before = await lockProfile(tx, userId);
      if (!before) throw userNotFound();
      if (
        changes.handle &&
        changes.handle !== before.handle &&
        (await handleTakenByOther(tx, changes.handle, userId))
      ) {
        throw handleTaken();
      }
      const profile = await updateProfileRow(tx, userId, changes);
      if (profile.firstName !== before.firstName || profile.lastName !== before.lastName) {
        await updateUserRow(tx, userId, { name: `${profile.firstName} ${profile.lastName}`.trim() });
      }
      if (!isProfileComplete(profile) || (await hasActivity(tx, userId, PROFILE_COMPLETED_ACTIVITY))) {
        return { profile, completedNow: false, publish: () => {} };
      }
      // The profile_complete achievement (its 5 XP) is unlocked by the achievements job.
      await queueAchievements(deps.jobs, userId, tx);
      const publish = await recordActivity(
        deps,
        {
          userId,
          activityType: PROFILE_COMPLETED_ACTIVITY,
          entityType: 'profile',
          entityId: userId,
          content: 'Completed their profile',
          metadata: { points: PROFILE_COMPLETION_POINTS },
        },
        tx,
      );
      return { profile, completedNow: true, publish };
    });
  } catch (error) {
    // Two people claiming one free handle at the same instant: the unique index decides.
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
  // Names are part of the kept session (auth/session-cache.ts).
  deps.forgetSessions({ kind: 'user', userId });
  result.publish();
  const mine = await findMyProfile(deps.db, userId);
  if (!mine) throw userNotFound();
  return { profile: presentMyProfile(result.profile, mine.email), completedNow: result.completedNow };
}

/** Avatar: a square-ish thumbnail is enough; header: wide enough for a desktop banner. */
const IMAGE_KINDS = {
  avatar: { folder: 'avatars', maxWidth: 512 },
  header: { folder: 'headers', maxWidth: 1600 },
} as const;
export type ProfileImageKind = keyof typeof IMAGE_KINDS;

/**
 * Replaces the avatar or header image: checked by content, EXIF (GPS) stripped and re-encoded as WebP by
 * processImage, stored, then profiles.avatar_url/header_url (and better-auth's user.image for the avatar)
 * point at it. The previous file of ours is deleted after the commit; a failed save deletes the new one.
 */
export async function uploadProfileImage(
  deps: ProfileDeps,
  userId: string,
  kind: ProfileImageKind,
  image: Buffer | undefined,
): Promise<{ url: string }> {
  if (!image) throw AppError.of(400, 'imageOnly');
  const { folder, maxWidth } = IMAGE_KINDS[kind];
  const processed = await processImage(image, { maxWidth, widths: [] });
  const webp = processed.variants.at(-1);
  if (!webp) throw AppError.of(400, 'imageOnly');
  const stored = await storeWebp(deps.storage, folder, userId, webp.buffer);

  let previous: string | null;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const before = await lockProfile(tx, userId);
      if (!before) throw userNotFound();
      if (kind === 'avatar') {
        await updateProfileRow(tx, userId, { avatarUrl: stored.url });
        await updateUserRow(tx, userId, { image: stored.url });
        return before.avatarUrl;
      }
      await updateProfileRow(tx, userId, { headerUrl: stored.url });
      return before.headerUrl;
    });
  } catch (error) {
    await deps.storage.delete(stored.key).catch(() => {});
    throw error;
  }
  // The avatar is part of the kept session (auth/session-cache.ts).
  if (kind === 'avatar') deps.forgetSessions({ kind: 'user', userId });
  // Only files we stored for this person are ours to delete (an OAuth avatar URL is someone else's).
  const key = ownKeyOf(deps.storage, previous, folder, userId);
  if (key) {
    await deps.storage
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ err: error, key }, 'previous profile image not deleted'));
  }
  return { url: stored.url };
}
