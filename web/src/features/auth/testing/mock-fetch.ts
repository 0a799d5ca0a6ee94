import { vi } from 'vitest';

export type MockRoute =
  | { status?: number; body: unknown }
  | ((init: RequestInit | undefined) => { status?: number; body: unknown });

/**
 * Replaces `fetch` for a test: each key is a path (matched against the end of the URL's path) and answers
 * JSON. Unknown paths answer 404 so a forgotten call fails loudly. Returns the spy to inspect calls.
 *
 * better-auth's client keeps the `fetch` it saw when lib/auth-client.ts was first imported; a test that signs
 * in must stub `fetch` before its imports: `vi.hoisted(() => vi.stubGlobal('fetch', vi.fn()))`. This then
 * fills in that stub rather than replacing it.
 */
export function mockFetch(routes: Record<string, MockRoute>) {
  const answer = (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(href, 'http://localhost').pathname;
    const key = Object.keys(routes).find((candidate) => path.endsWith(candidate));
    const route = key ? routes[key] : undefined;
    const reply =
      typeof route === 'function'
        ? route(init)
        : (route ?? { status: 404, body: { error: { code: 'notFound', message: 'Not found' } } });
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const current = globalThis.fetch;
  if (vi.isMockFunction(current)) {
    current.mockReset();
    current.mockImplementation(answer);
    return current;
  }
  const spy = vi.fn(answer);
  vi.stubGlobal('fetch', spy);
  return spy;
}

export const signedOutMe = { user: null, roles: [], primaryRole: null, session: null };
