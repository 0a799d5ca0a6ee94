import { profileComplete } from '@tightlines/domain/achievements/rules';
import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { presentPerson } from '#server/features/people/presenter';
import type { ProfileRow, PublicProfileRow } from './repo';

/** Completing the profile earns 5 XP (the rule is the achievements' profile_complete, domain). */
export function isProfileComplete(profile: ProfileRow): boolean {
  return profileComplete(profile);
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
