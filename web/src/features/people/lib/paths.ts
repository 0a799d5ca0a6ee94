/** A person's page is /profile/{userId}; their lists sit under it. */
export { profilePathOf } from '#web/components/text/linked-segments';

export const SEARCH_PATH = '/search';
export const MY_PROFILE_PATH = '/profile';
export const PROFILE_SETTINGS_PATH = '/profile/settings';
