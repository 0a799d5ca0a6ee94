import { peopleSearchKeys } from '#web/lib/people-search';

/** Every people query key starts with 'people', so a follow can patch each place a person is shown. */
export const peopleKeys = {
  all: ['people'] as const,
  searches: peopleSearchKeys.all,
  search: peopleSearchKeys.search,
  suggestionsAll: ['people', 'suggestions'] as const,
  suggestions: (limit: number) => ['people', 'suggestions', limit] as const,
  profiles: ['people', 'profile'] as const,
  profile: (userId: string) => ['people', 'profile', userId] as const,
  followLists: ['people', 'follows'] as const,
  followList: (userId: string, direction: FollowDirection) =>
    ['people', 'follows', userId, direction] as const,
  myProfile: () => ['people', 'my-profile'] as const,
};

export type FollowDirection = 'followers' | 'following';
