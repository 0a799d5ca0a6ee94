import type { Role } from './roles';

interface DashboardEntry {
  role: Role;
  priority: number;
  /** i18n key of the menu label. */
  labelKey: string;
  path: string;
}

/** Dashboard menu entries by priority. */
export const DASHBOARDS: readonly DashboardEntry[] = [
  { role: 'admin', priority: 1, labelKey: 'dashboards.admin', path: '/admin' },
  { role: 'moderator', priority: 2, labelKey: 'dashboards.moderator', path: '/moderator' },
  { role: 'charter_captain', priority: 3, labelKey: 'dashboards.captain', path: '/captain/dashboard' },
  {
    role: 'tournament_director',
    priority: 4,
    labelKey: 'dashboards.tournamentDirector',
    path: '/tournament-director',
  },
  { role: 'advertiser', priority: 5, labelKey: 'dashboards.advertiser', path: '/advertiser/dashboard' },
  { role: 'publisher', priority: 6, labelKey: 'dashboards.publisher', path: '/publisher/dashboard' },
  { role: 'affiliate', priority: 7, labelKey: 'dashboards.affiliate', path: '/affiliate/dashboard' },
];

/** One entry per dashboard the user's roles allow, in priority order. */
export function dashboardsFor(roles: readonly Role[]): DashboardEntry[] {
  return DASHBOARDS.filter((entry) => roles.includes(entry.role)).sort((a, b) => a.priority - b.priority);
}
