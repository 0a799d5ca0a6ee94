import { vi } from 'vitest';
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

export interface Call {
  method: string;
  path: string;
  search: string;
  body: BodyInit | null | undefined;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Reply = Answer | Promise<Answer>;
export type Routes = Record<string, (call: Call) => Reply>;

/**
 * Stubs `fetch` with routes keyed "METHOD /api/path" (exact path); anything else answers 404 so a stray
 * call fails loudly. Returns the calls made, in order.
 */
export function stubApi(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: init?.body,
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const reply = route
        ? await route(call)
        : { status: 404, body: { error: { code: 'notFound', message: 'Not found' } } };
      const status = reply.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
        status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});
