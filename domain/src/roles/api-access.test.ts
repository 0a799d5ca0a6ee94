import { describe, expect, it } from 'vitest';
import { API_ACCESS, apiAccessOf, decideApiAccess, matchApiRoute, type ApiAccess } from './api-access';
import { ROLES } from './roles';
import { rolesFor } from './route-access';

describe('API access table', () => {
  it('names each route once as "METHOD /api/…" with public, signed-in or a non-empty list of known roles', () => {
    for (const [key, access] of Object.entries(API_ACCESS) as [string, ApiAccess][]) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\/\S+$/);
      if (typeof access === 'string') expect(['public', 'signed-in']).toContain(access);
      else {
        expect(access.length, key).toBeGreaterThan(0);
        for (const role of access) expect(ROLES).toContain(role);
      }
    }
  });

  it('guards the admin and director areas with the page matrix roles', () => {
    for (const [key, access] of Object.entries(API_ACCESS)) {
      if (key.includes(' /api/admin/')) expect(access, key).toEqual(rolesFor('/admin'));
      if (key.includes(' /api/tournament-director/'))
        expect(access, key).toEqual(rolesFor('/tournament-director'));
    }
  });
});

describe('apiAccessOf', () => {
  it('reads a route as the server registers it; HEAD answers as its GET', () => {
    expect(apiAccessOf('GET', '/api/admin/stats')).toEqual(['admin']);
    expect(apiAccessOf('HEAD', '/api/feed')).toBe('signed-in');
    expect(apiAccessOf('get', '/api/posts/:postId')).toBe('public');
  });
  it('makes the documentation area public and knows no other route', () => {
    expect(apiAccessOf('GET', '/api/docs/json')).toBe('public');
    expect(apiAccessOf('HEAD', '/api/docs/')).toBe('public');
    expect(apiAccessOf('GET', '/api/docsy')).toBeUndefined();
    expect(apiAccessOf('POST', '/api/admin/stats')).toBeUndefined();
    expect(apiAccessOf('GET', '/api/posts/42')).toBeUndefined();
  });
});

describe('matchApiRoute', () => {
  it.each([
    ['GET', '/api/posts/trending', 'GET /api/posts/trending'],
    ['GET', '/api/posts/42', 'GET /api/posts/:postId'],
    ['PUT', '/api/posts/42/like', 'PUT /api/posts/:postId/like'],
    ['HEAD', '/api/leaderboards/active-count?x=1', 'GET /api/leaderboards/active-count'],
    ['GET', '/api/leaderboards/42', 'GET /api/leaderboards/:eventId'],
    ['POST', '/api/auth/sign-in/email', 'POST /api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-out', 'POST /api/auth/*'],
    ['GET', '/api/auth/two-factor/get-totp-uri', 'GET /api/auth/*'],
  ])('%s %s → %s', (method, path, key) => {
    expect(matchApiRoute(method, path)).toBe(key);
  });
  it('finds nothing for an unknown path, a missing segment or a method the route lacks', () => {
    expect(matchApiRoute('GET', '/api/nothing')).toBeUndefined();
    expect(matchApiRoute('GET', '/api/posts/')).toBeUndefined();
    expect(matchApiRoute('GET', '/api/auth')).toBeUndefined();
    expect(matchApiRoute('DELETE', '/api/feed')).toBeUndefined();
  });
});

describe('decideApiAccess', () => {
  const as = (...roles: (typeof ROLES)[number][]) => ({ roles });
  it.each([
    ['public', null, 'allow'],
    ['public', as('user'), 'allow'],
    ['signed-in', null, 'sign-in'],
    ['signed-in', as('advertiser'), 'allow'],
    [['admin'], null, 'sign-in'],
    [['admin'], as('moderator', 'user'), 'forbidden'],
    [['tournament_director', 'admin'], as('user', 'tournament_director'), 'allow'],
  ] as const)('%j for %j → %s', (access, user, decision) => {
    expect(decideApiAccess(access, user)).toBe(decision);
  });
});
