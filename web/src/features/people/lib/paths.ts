/** A person's page is /profile/{userId}; their lists sit under it. */
export function profilePathOf(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

export const SEARCH_PATH = '/search';
export const MY_PROFILE_PATH = '/profile';
export const PROFILE_SETTINGS_PATH = '/profile/settings';
