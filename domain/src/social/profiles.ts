import { z } from 'zod';
import { HANDLE_PATTERN } from '../profiles/handle';
import { PersonSchema } from './people';

/** GET /api/profiles/by-handle/:handle (loose on purpose: an unknown handle is a 404, not a field error). */
export const HandleParamsSchema = z.object({ handle: z.string().trim().min(1).max(40) });

/** GET /api/profiles/:userId — the public profile page (/profile/{userId}). */
export const PublicProfileSchema = PersonSchema.extend({
  bio: z.string().nullable(),
  headerUrl: z.string().nullable(),
  homeWaters: z.string().nullable(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  memberSince: z.string(),
  isFollowing: z.boolean(),
  isMe: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** GET/PATCH /api/profile — the signed-in person's own editable profile (spec: personal info, address, social). */
export const MyProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  handle: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  homeWaters: z.string().nullable(),
  streetAddress: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  headerUrl: z.string().nullable(),
  /** Spec: 'Profile updated successfully' gains '(+5 XP for completing profile)' once it is complete. */
  isComplete: z.boolean(),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

export const PROFILE_BIO_MAX = 300;

export const UpdateProfileSchema = z.object({
  handle: z.string().trim().toLowerCase().regex(HANDLE_PATTERN).optional(),
  // Same bounds as sign-up (auth/contract.ts), so whatever a person signed up with can be saved again.
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  displayName: optionalText(80),
  bio: optionalText(PROFILE_BIO_MAX),
  phoneNumber: optionalText(40),
  country: optionalText(80),
  homeWaters: optionalText(120),
  streetAddress: optionalText(120),
  addressLine2: optionalText(120),
  city: optionalText(80),
  state: optionalText(80),
  zipCode: optionalText(20),
  instagram: optionalText(100),
  facebook: optionalText(100),
  twitter: optionalText(100),
  linkedin: optionalText(100),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;
export const UpdateProfileResultSchema = z.object({ profile: MyProfileSchema, completedNow: z.boolean() });

/** POST /api/profile/avatar | /api/profile/header: multipart file `image` (same rules as post images). */
export const ImageUploadResultSchema = z.object({ url: z.string() });
