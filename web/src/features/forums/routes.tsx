import type { RouteObject } from 'react-router';

/** Forums (issue 16): /forums, /forums/search, /forums/:forumSlug, /topics/:topicSlug[/new|/:threadId] (/admin/forums sits in the admin routes). */
export const forumsRoutes: RouteObject[] = [
  {
    path: 'forums',
    lazy: () => import('./pages/dashboard-page').then((m) => ({ Component: m.ForumDashboardPage })),
  },
  {
    path: 'forums/search',
    lazy: () => import('./pages/search-page').then((m) => ({ Component: m.ForumSearchPage })),
  },
  {
    path: 'forums/:forumSlug',
    lazy: () => import('./pages/forum-page').then((m) => ({ Component: m.ForumPage })),
  },
  {
    path: 'topics/:topicSlug',
    lazy: () => import('./pages/topic-page').then((m) => ({ Component: m.TopicPage })),
  },
  {
    path: 'topics/:topicSlug/new',
    lazy: () => import('./pages/new-thread-page').then((m) => ({ Component: m.NewThreadPage })),
  },
  {
    path: 'topics/:topicSlug/:threadId',
    lazy: () => import('./pages/thread-page').then((m) => ({ Component: m.ThreadPage })),
  },
];
