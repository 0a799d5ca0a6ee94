import type { Role } from './roles';

/**
 * Route access. Paths are matched by prefix, most specific first; a path with no rule is public.
 * The same table guards the SPA routes and the server's `/api/<area>` routes.
 */
interface RouteRule {
  prefix: string;
  roles: readonly Role[] | 'signed-in';
}

const ROUTE_RULES: readonly RouteRule[] = [
  { prefix: '/admin', roles: ['admin'] },
  { prefix: '/moderator', roles: ['moderator', 'admin'] },
  { prefix: '/tournament-director', roles: ['tournament_director', 'admin'] },
  // Staff are sent here to turn on the second factor their role needs (staff-mfa.ts), whatever roles they hold.
  { prefix: '/profile/mfa-settings', roles: 'signed-in' },
  { prefix: '/profile', roles: ['user', 'admin'] },
  { prefix: '/advertiser/signup', roles: 'signed-in' },
  { prefix: '/advertiser', roles: ['advertiser', 'admin'] },
  { prefix: '/publisher', roles: ['publisher', 'admin'] },
  { prefix: '/affiliate', roles: ['affiliate', 'admin'] },
  { prefix: '/captain/earnings', roles: ['captain', 'admin'] },
  { prefix: '/captain/dashboard', roles: ['captain', 'admin', 'charter_captain', 'user'] },
  { prefix: '/captain/reviews', roles: ['captain', 'admin', 'charter_captain', 'user'] },
  { prefix: '/captain/bookings', roles: ['captain', 'admin', 'charter_captain'] },
  { prefix: '/charter/messages', roles: ['charter_captain', 'user'] },
  { prefix: '/messages', roles: ['user', 'captain', 'admin'] },
  { prefix: '/analytics', roles: ['user', 'captain', 'admin'] },
  { prefix: '/notification-preferences', roles: 'signed-in' },
  { prefix: '/mentions', roles: 'signed-in' },
  // Issue 19: saved posts and scheduled posts are the signed-in person's own.
  { prefix: '/saved', roles: 'signed-in' },
  { prefix: '/scheduled-posts', roles: 'signed-in' },
  // Angler tools (issue 19): the tackle box is the person's own (the catch log lives under /profile).
  { prefix: '/tackle-box', roles: 'signed-in' },
  { prefix: '/settings', roles: 'signed-in' },
  // Groups (issue 16)
  { prefix: '/groups/new', roles: 'signed-in' },
  // Community events (issue 16): creating one needs a session.
  { prefix: '/events/new', roles: 'signed-in' },
];

/**
 * A person's public profile (/profile/{userId}, with its followers and following) is readable by anyone; every
 * other path under /profile is the signed-in person's own.
 */
const PUBLIC_PROFILE =
  /^\/profile\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/(followers|following))?\/?$/i;

function matches(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The rule guarding a path, or undefined when the path is public. */
export function ruleFor(path: string): RouteRule | undefined {
  if (PUBLIC_PROFILE.test(path)) return undefined;
  const longestFirst = [...ROUTE_RULES].sort((a, b) => b.prefix.length - a.prefix.length);
  return longestFirst.find((rule) => matches(path, rule.prefix));
}

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** What the guard does for a path: allow, send to sign-in (no user), or forbid (role outside the list). */
export function decideAccess(path: string, user: { roles: readonly Role[] } | null): AccessDecision {
  const rule = ruleFor(path);
  if (!rule) return 'allow';
  if (!user) return 'sign-in';
  if (rule.roles === 'signed-in') return 'allow';
  const allowed = rule.roles;
  return user.roles.some((role) => allowed.includes(role)) ? 'allow' : 'forbidden';
}

/**
 * The roles the matrix allows for an area, for the server's guards (`hasRole(rolesFor('/admin'))`),
 * so the API and the pages are protected by the same table.
 */
export function rolesFor(prefix: string): readonly Role[] {
  const rule = ROUTE_RULES.find((candidate) => candidate.prefix === prefix);
  if (!rule || rule.roles === 'signed-in') throw new Error(`no role rule for ${prefix}`);
  return rule.roles;
}
