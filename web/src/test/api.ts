import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one HTTP fake for web tests: MSW answers every request the app makes. setup.ts starts it before any
 * test file is imported (better-auth's client keeps the `fetch` it sees at import), resets its handlers after
 * each test and fails the test on a request no handler answered.
 */
export const server = setupServer(
  // Signed-in pages report the reader's language for e-mails in the background; tests may override it.
  http.put('/api/notification-preferences/language', () => new HttpResponse(null, { status: 204 })),
  // The header's messages badge asks on every signed-in page; tests of it override this.
  http.get('/api/conversations/unread', () => HttpResponse.json({ unreadCount: 0, requestCount: 0 })),
  // The suspended banner asks for the person's standing on every signed-in page; tests of it override this.
  http.get('/api/moderation/standing', () =>
    HttpResponse.json({
      status: 'active',
      until: null,
      reason: null,
      activeStrikes: 0,
      totalStrikes: 0,
      actions: [],
    }),
  ),
  // A profile's menu asks how the reader stands toward its owner; tests of blocking override this.
  // The "what works today" lists ask which payment provider is on (issue 17); offline unless a test says.
  http.get('/api/payments/config', () => HttpResponse.json({ provider: 'offline', holdMinutes: 15 })),
  // A profile shows its owner's charters when they have some (issue 18); none unless a test says.
  http.get('/api/users/:userId/charters', () => HttpResponse.json({ items: [] })),
  // A profile shows the catches its owner lets the reader see (issue 19); none unless a test says.
  http.get('/api/people/:userId/catch-log', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get('/api/relations/:userId', () =>
    HttpResponse.json({ blocked: false, muted: false, blockedMe: false }),
  ),
);

/** A request the app made to a mocked route. `body` is the parsed JSON, FormData or text the app sent. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  search: string;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route answers a reply, or a Response as is (e.g. `HttpResponse.error()` for a network failure). */
export type ApiRoute = ApiReply | ((call: ApiCall) => ApiReply | Response | Promise<ApiReply | Response>);

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * Answers routes keyed "METHOD /api/path" (exact path, any query) with JSON and records each call.
 * A request to anything else fails the test (see setup.ts). Later calls override earlier routes.
 */
export function mockApi(routes: Record<string, ApiRoute>) {
  const calls: ApiCall[] = [];
  const handlers = Object.entries(routes).map(([key, route]) => {
    const [method = '', path = ''] = key.split(' ');
    return http.all(path, async ({ request }) => {
      if (request.method !== method.toUpperCase()) return undefined;
      const url = new URL(request.url);
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        search: url.search,
        body: await readBody(request),
      };
      calls.push(call);
      const reply = typeof route === 'function' ? await route(call) : route;
      if (reply instanceof Response) return reply;
      const status = reply.status ?? 200;
      const body = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
      return new HttpResponse(body, {
        status,
        headers: { 'content-type': 'application/json', ...reply.headers },
      });
    });
  });
  server.use(...handlers);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A reply the test releases when it wants (to see the pending or optimistic state in between). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
