/** Which layout (default, special, dashboard, getsocial) each path renders in. */
export type LayoutKind = 'none' | 'special' | 'default' | 'dashboard' | 'getsocial';

const DASHBOARD_PREFIXES = [
  '/admin',
  '/moderator',
  '/publisher',
  '/affiliate',
  '/tournament-director',
  '/advertiser',
];

/** Pop-up windows (spec: 1200×800) show the page alone, without any chrome. */
const BARE_PATHS = ['/livestream/live', '/leaderboard/live'];

/** The social home and the social screens that read like it (a tag's posts, my mentions, one post). */
// Fishing reports (issue 19) are a social screen (spec §2).
const SOCIAL_PREFIXES = [
  '/getsocial',
  '/hashtag',
  '/mentions',
  '/posts',
  '/saved',
  '/scheduled-posts',
  '/fishing-reports',
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The layout a path renders in. */
export function layoutFor(pathname: string): LayoutKind {
  if (BARE_PATHS.some((prefix) => under(pathname, prefix))) return 'none';
  // Signing up as an advertiser happens before the person has the advertiser dashboard.
  if (under(pathname, '/advertiser/signup')) return 'default';
  if (DASHBOARD_PREFIXES.some((prefix) => under(pathname, prefix))) return 'dashboard';
  if (SOCIAL_PREFIXES.some((prefix) => under(pathname, prefix))) return 'getsocial';
  if (under(pathname, '/auth')) return 'special';
  return 'default';
}
