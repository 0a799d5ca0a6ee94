import type { RouteObject } from 'react-router';

/** /getsocial/groups, /groups, /groups/new, /groups/join/{code}, /groups/{groupId}/{tab?} (Groups, issue 16). */
export const groupsRoutes: RouteObject[] = [
  {
    path: 'groups',
    children: [
      { index: true, lazy: () => import('./pages/groups-page').then((m) => ({ Component: m.GroupsPage })) },
      // Signed in only: the shell's guard asks for a session (domain route-access).
      {
        path: 'new',
        lazy: () => import('./pages/new-group-page').then((m) => ({ Component: m.NewGroupPage })),
      },
      {
        path: 'join/:code',
        lazy: () => import('./pages/join-page').then((m) => ({ Component: m.JoinGroupPage })),
      },
      {
        path: ':groupId/:tab?',
        lazy: () => import('./pages/group-page').then((m) => ({ Component: m.GroupPage })),
      },
    ],
  },
  {
    path: 'getsocial/groups',
    lazy: () => import('./pages/social-groups-page').then((m) => ({ Component: m.SocialGroupsPage })),
  },
];
