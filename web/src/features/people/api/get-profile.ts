import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { api } from '#web/lib/api-client';
import { peopleKeys } from './people-keys';

export function getProfile(userId: string): Promise<PublicProfile> {
  return api<PublicProfile>(`/profiles/${encodeURIComponent(userId)}`);
}

export const getProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: peopleKeys.profile(userId),
    queryFn: () => getProfile(userId),
    staleTime: 60_000,
  });

/** A public profile (/profile/{userId}); 404 'userNotFound'. */
export function useProfile(userId: string | undefined) {
  return useQuery({ ...getProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

export function getMyProfile(): Promise<MyProfile> {
  return api<MyProfile>('/profile');
}

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: peopleKeys.myProfile(), queryFn: getMyProfile, staleTime: 60_000 });

/** The signed-in person's editable profile (personal info, address, social handles). */
export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions());
}
