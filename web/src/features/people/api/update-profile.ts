import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MyProfile, UpdateProfile } from '@tightlines/domain/social/profiles';
import { api } from '#web/lib/api-client';
import { getMeQueryOptions } from '#web/lib/session';
import { peopleKeys } from './people-keys';

export type ProfileImageKind = 'avatar' | 'header';

export function updateProfile(
  changes: UpdateProfile,
): Promise<{ profile: MyProfile; completedNow: boolean }> {
  return api<{ profile: MyProfile; completedNow: boolean }>('/profile', { method: 'PATCH', json: changes });
}

/** POST /api/profile/avatar | /header with the file as multipart field `image` (checked again by content on the server). */
export function uploadProfileImage(kind: ProfileImageKind, file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('image', file);
  return api<{ url: string }>(`/profile/${kind}`, { method: 'POST', body: form });
}

/** My name and picture show in the header (GET /api/me) and on my public profile: both are refreshed. */
function refreshMe(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: peopleKeys.profile(userId) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(peopleKeys.myProfile(), profile);
      refreshMe(queryClient, profile.id);
    },
  });
}

export function useUploadProfileImage(kind: ProfileImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file),
    onSuccess: ({ url }) => {
      const mine = queryClient.getQueryData<MyProfile>(peopleKeys.myProfile());
      if (!mine) return;
      queryClient.setQueryData<MyProfile>(
        peopleKeys.myProfile(),
        kind === 'avatar' ? { ...mine, avatarUrl: url } : { ...mine, headerUrl: url },
      );
      refreshMe(queryClient, mine.id);
    },
  });
}
