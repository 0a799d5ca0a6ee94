import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ACCESS,
  PUBLIC_API_AREAS,
  apiAccessOf,
  decideApiAccess,
} from '@tightlines/domain/roles/api-access';
import { ROLES, type Role } from '@tightlines/domain/roles/roles';
import { SUSPENDED_REFUSED_ROUTES } from '@tightlines/domain/moderation/contract';
import { accountStandings, userRoles } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser } from './helpers/factories';

/**
 * Every API route the app registers × a visitor and a holder of each role → what the access table in domain
 * says: 401 for a visitor on a guarded route, 403 for a role outside the list, anything below 500 but 401/403
 * otherwise. The routes come from the app itself, so a new route without a table entry fails here.
 */

interface Route {
  method: string;
  url: string;
  params?: { safeParse?: (value: unknown) => { success: boolean } };
}

interface Caller {
  name: string;
  roles: Role[] | null;
  cookie: string;
  /** Each caller has its own address, so per-address limits do not stand in for the answer under test. */
  remoteAddress: string;
  /** A person (role user) whose suspension is running: SUSPENDED_REFUSED_ROUTES answer 403, others as for a user. */
  suspended?: boolean;
}

const SUSPENDED_REFUSED = new Set<string>(SUSPENDED_REFUSED_ROUTES);

/** Path parameters that are not UUIDs; every other :param gets a fresh UUID (so nothing is found). */
const PARAM_VALUES: Record<string, string> = { role: 'moderator', kind: 'logo', '*': 'ok' };

const ORIGIN = 'http://localhost:3000';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
const routes: Route[] = [];
const callers: Caller[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/')) return;
        for (const method of [route.method].flat()) {
          routes.push({ method, url: route.url, params: route.schema?.params as Route['params'] });
        }
      },
    },
  );
  callers.push({ name: 'visitor', roles: null, cookie: '', remoteAddress: '10.0.0.1' });
  const built = await Promise.all(ROLES.map((role) => buildUser(t.app, { roles: [role] })));
  for (const [index, role] of ROLES.entries()) {
    const { id, cookie } = built[index]!;
    // Sign-up grants `user` to everyone; take it back so each caller holds exactly the role under test.
    if (role !== 'user')
      await t.app.db.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'user')));
    callers.push({ name: role, roles: [role], cookie, remoteAddress: `10.0.1.${index + 1}` });
  }
  const suspended = await buildUser(t.app, { firstName: 'Suspended' });
  await t.app.db.insert(accountStandings).values({
    userId: suspended.id,
    suspendedUntil: new Date(Date.now() + 86_400_000),
    suspensionReason: 'matrix',
  });
  callers.push({
    name: 'suspended',
    roles: ['user'],
    cookie: suspended.cookie,
    remoteAddress: '10.0.2.1',
    suspended: true,
  });
});

afterAll(async () => {
  await t.close();
});

const keyOf = (route: Route) => `${route.method} ${route.url}`;

function fill(url: string): string {
  return url.replace(/:(\w+)|\*$/g, (whole: string, name: string | undefined) =>
    encodeURIComponent(PARAM_VALUES[name ?? whole] ?? randomUUID()),
  );
}

function paramsOf(route: Route, path: string): Record<string, string> {
  const names = route.url.split('/');
  const values = path.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) => (name.startsWith(':') ? [[name.slice(1), values[index] ?? '']] : [])),
  );
}

describe('authorization matrix', () => {
  it('has an access entry for every API route, and a route for every entry', () => {
    expect(routes.length).toBeGreaterThan(0);
    const registered = new Set(routes.map(keyOf));
    const missing = routes.filter((route) => !apiAccessOf(route.method, route.url)).map(keyOf);
    const stale = Object.keys(API_ACCESS).filter((key) => !registered.has(key));
    const emptyAreas = PUBLIC_API_AREAS.filter(
      (area) => !routes.some((route) => route.url === area || route.url.startsWith(`${area}/`)),
    );
    // Add a missing route to API_ACCESS in domain/src/roles/api-access.ts (one line); remove a stale entry.
    expect({ missing, stale, emptyAreas }).toEqual({ missing: [], stale: [], emptyAreas: [] });
  });

  it('knows every route a suspended account may not call', () => {
    const registered = new Set(routes.map(keyOf));
    expect(SUSPENDED_REFUSED_ROUTES.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('answers every caller on every route as the access table says', async () => {
    const covered = routes.filter((route) => apiAccessOf(route.method, route.url));
    const wrong: string[] = [];
    for (const route of covered) {
      const path = fill(route.url);
      // A fill that fails the route's own params schema would test validation, not the guard.
      const params = route.params?.safeParse?.(paramsOf(route, path));
      if (params && !params.success) {
        wrong.push(`${keyOf(route)}: add a value for its params to PARAM_VALUES (${path} is refused)`);
        continue;
      }
      await Promise.all(
        callers.map(async (caller) => {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: path,
            headers: { origin: ORIGIN, ...(caller.cookie ? { cookie: caller.cookie } : {}) },
            remoteAddress: caller.remoteAddress,
            ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
          });
          const decision = decideApiAccess(
            apiAccessOf(route.method, route.url)!,
            caller.roles && { roles: caller.roles },
          );
          const status = response.statusCode;
          const refusedWhileSuspended = caller.suspended === true && SUSPENDED_REFUSED.has(keyOf(route));
          const ok = refusedWhileSuspended
            ? status === 403 && response.body.includes('accountSuspended')
            : decision === 'sign-in'
              ? status === 401
              : decision === 'forbidden'
                ? status === 403
                : // better-auth checks its own sessions and pending challenges under /api/auth (a 401 there is
                  // its answer to a missing sign-in, not a role guard of ours); it must still never fail.
                  route.url.startsWith('/api/auth/')
                  ? status < 500
                  : status !== 401 && status !== 403 && status < 500;
          if (!ok) {
            const expected = refusedWhileSuspended
              ? '403 accountSuspended'
              : { 'sign-in': '401', forbidden: '403', allow: 'neither 401, 403 nor 5xx' }[decision];
            wrong.push(
              `${keyOf(route)} as ${caller.name}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`,
            );
          }
        }),
      );
    }
    console.log(
      `authorization matrix: ${covered.length} routes × ${callers.length} callers = ${covered.length * callers.length} cells`,
    );
    expect(wrong).toEqual([]);
    // Some 330 routes × 12 callers: 15–25 s on an idle 2-core machine, over 50 s under load; the limit is for hangs.
  }, 180_000);
});
