import { Navigate, useParams, type RouteObject } from 'react-router';

function TeamIndexRedirect() {
  const { teamSlug = '' } = useParams();
  return <Navigate to={`/teams/${teamSlug}`} replace />;
}

const layout = () => import('./components/team-layout').then((m) => ({ Component: m.TeamLayout }));

/**
 * Teams and boats: /teams/{teamSlug}, /team/{teamSlug}/tournaments|settings|analytics|followers,
 * /join-team/{inviteCode}, /boats/{boatId}, /profile/my-team (guarded by the shell as every /profile page).
 */
export const teamsRoutes: RouteObject[] = [
  {
    path: 'teams/:teamSlug',
    lazy: layout,
    children: [
      {
        index: true,
        lazy: () => import('./pages/team-overview-page').then((m) => ({ Component: m.TeamOverviewPage })),
      },
    ],
  },
  {
    path: 'team/:teamSlug',
    lazy: layout,
    children: [
      { index: true, element: <TeamIndexRedirect /> },
      {
        path: 'tournaments',
        lazy: () =>
          import('./pages/team-tournaments-page').then((m) => ({ Component: m.TeamTournamentsPage })),
      },
      {
        path: 'analytics',
        lazy: () => import('./pages/team-analytics-page').then((m) => ({ Component: m.TeamAnalyticsPage })),
      },
      {
        path: 'followers',
        lazy: () => import('./pages/team-followers-page').then((m) => ({ Component: m.TeamFollowersPage })),
      },
      {
        path: 'settings',
        lazy: () => import('./pages/team-settings-page').then((m) => ({ Component: m.TeamSettingsPage })),
      },
    ],
  },
  {
    path: 'join-team/:inviteCode',
    lazy: () => import('./pages/join-team-page').then((m) => ({ Component: m.JoinTeamPage })),
  },
  { path: 'boats/:boatId', lazy: () => import('./pages/boat-page').then((m) => ({ Component: m.BoatPage })) },
  {
    path: 'profile/my-team',
    lazy: () => import('./pages/my-team-page').then((m) => ({ Component: m.MyTeamPage })),
  },
];
