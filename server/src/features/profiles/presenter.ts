import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { presentPerson } from '#server/features/people/presenter';
import type { ProfileRow, PublicProfileRow } from './repo';

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * Completing the profile earns 5 XP. Complete means first and last name, a bio, an avatar and
 * where the angler fishes: a city or state, or their home waters.
 */
export function isProfileComplete(profile: ProfileRow): boolean {
  return (
    filled(profile.firstName) &&
    filled(profile.lastName) &&
    filled(profile.bio) &&
    filled(profile.avatarUrl) &&
    (filled(profile.city) || filled(profile.state) || filled(profile.homeWaters))
  );
}

/** Row → PublicProfileSchema: an allow-list, so the e-mail, phone and address stay private. */
export function presentPublicProfile(row: PublicProfileRow, viewerId: string | null): PublicProfile {
  const { profile } = row;
  return {
    ...presentPerson(profile),
    bio: profile.bio,
    headerUrl: profile.headerUrl,
    homeWaters: profile.homeWaters,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    postsCount: row.postsCount,
    memberSince: row.memberSince.toISOString(),
    isFollowing: row.isFollowing,
    isMe: viewerId === profile.id,
  };
}

/** Row → MyProfileSchema, for the person themselves only. */
export function presentMyProfile(profile: ProfileRow, email: string): MyProfile {
  return {
    id: profile.id,
    email,
    handle: profile.handle ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    bio: profile.bio,
    phoneNumber: profile.phoneNumber,
    country: profile.country,
    homeWaters: profile.homeWaters,
    streetAddress: profile.streetAddress,
    addressLine2: profile.addressLine2,
    city: profile.city,
    state: profile.state,
    zipCode: profile.zipCode,
    instagram: profile.instagram,
    facebook: profile.facebook,
    twitter: profile.twitter,
    linkedin: profile.linkedin,
    avatarUrl: profile.avatarUrl,
    headerUrl: profile.headerUrl,
    isComplete: isProfileComplete(profile),
  };
}
