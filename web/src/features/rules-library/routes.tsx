import type { RouteObject } from 'react-router';

/** /admin/rules-library, /create, /edit/{id} (admin). Guarded by the same section frame as the director area. */
export const rulesLibraryRoutes: RouteObject[] = [
  {
    path: 'admin/rules-library',
    lazy: () => import('#web/features/director/index').then((m) => ({ Component: m.DirectorSection })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/rules-library-page').then((m) => ({ Component: m.RulesLibraryPage })),
      },
      {
        path: 'create',
        lazy: () => import('./pages/rule-set-editor-page').then((m) => ({ Component: m.CreateRuleSetPage })),
      },
      {
        path: 'edit/:id',
        lazy: () => import('./pages/rule-set-editor-page').then((m) => ({ Component: m.EditRuleSetPage })),
      },
    ],
  },
];
