import { vi } from 'vitest';
import type { PersonWithFollow, Suggestion } from '@tightlines/domain/social/people';
import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { buildMe } from '../../../test/me';

export const ME_ID = '11111111-1111-4111-8111-111111111111';
export const JORDAN_ID = '22222222-2222-4222-8222-222222222222';
export const SAM_ID = '33333333-3333-4333-8333-333333333333';

export const signedInMe = () => buildMe({ id: ME_ID, firstName: 'Casey', lastName: 'Rivers' });
export const signedOutMe = { user: null, roles: [], primaryRole: null, session: null };

export function buildPerson(overrides: Partial<PersonWithFollow> = {}): PersonWithFollow {
  return {
    id: JORDAN_ID,
    handle: 'jordanreed',
    firstName: 'Jordan',
    lastName: 'Reed',
    displayName: 'Jordan Reed',
    avatarUrl: null,
    bio: 'Bass on Lake Erie, mostly at dawn.',
    followersCount: 3,
    isFollowing: false,
    ...overrides,
  };
}

export function buildSuggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return { ...buildPerson(), commonInterests: [], ...overrides };
}

export function buildProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: JORDAN_ID,
    handle: 'jordanreed',
    firstName: 'Jordan',
    lastName: 'Reed',
    displayName: 'Jordan Reed',
    avatarUrl: null,
    bio: 'Bass on Lake Erie, mostly at dawn.',
    headerUrl: null,
    homeWaters: 'Lake Erie',
    followersCount: 3,
    followingCount: 5,
    postsCount: 12,
    memberSince: '2024-03-15T10:00:00.000Z',
    isFollowing: false,
    isMe: false,
    ...overrides,
  };
}

export function buildMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    id: ME_ID,
    email: 'casey@example.com',
    handle: 'caseyrivers',
    firstName: 'Casey',
    lastName: 'Rivers',
    displayName: 'Casey Rivers',
    bio: null,
    phoneNumber: '+1 555 0100',
    country: 'United States',
    homeWaters: null,
    streetAddress: null,
    addressLine2: null,
    city: null,
    state: null,
    zipCode: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    avatarUrl: null,
    headerUrl: null,
    isComplete: false,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (call: Call) => Reply;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch: `routes` keys are "METHOD /api/path" (exact path); anything else answers 404 so a
 * forgotten call fails loudly. Every call is recorded for the test to inspect.
 */
export function mockApi(routes: Record<string, Handler | { status?: number; body?: unknown }>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json(404, { error: { code: 'notFound', message: 'Not found' } });
    const reply = await (typeof route === 'function' ? route(call) : route);
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A reply the test releases when it wants (to see the optimistic state in between). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
