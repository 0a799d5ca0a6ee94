import type { Person } from '@tightlines/domain/social/people';
import type { Hashtag, Post } from '@tightlines/domain/social/posts';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const JORDAN_ID = '22222222-2222-4222-8222-222222222222';
export const POST_ID = '33333333-3333-4333-8333-333333333333';

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: JORDAN_ID,
    handle: 'jordanreed',
    firstName: 'Jordan',
    lastName: 'Reed',
    displayName: 'Jordan Reed',
    avatarUrl: null,
    ...overrides,
  };
}

export function buildPost(overrides: Partial<Post> = {}): Post {
  return {
    id: POST_ID,
    author: buildPerson(),
    content: 'Big bass this morning',
    mediaUrl: null,
    media: null,
    visibility: 'public',
    postType: 'text',
    likesCount: 3,
    commentsCount: 0,
    sharesCount: 0,
    viewsCount: 12,
    mentions: [],
    hashtags: [],
    likedByMe: false,
    savedByMe: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    ...overrides,
  };
}

export function buildHashtag(overrides: Partial<Hashtag> = {}): Hashtag {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    tag: 'bassfishing',
    postCount: 12,
    followersCount: 4,
    isFollowing: false,
    ...overrides,
  };
}

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});
