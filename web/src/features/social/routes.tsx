import type { RouteObject } from 'react-router';

/** /getsocial, /getsocial/discover, /hashtag/{tag}, /mentions, /posts/{postId} (Social). */
export const socialRoutes: RouteObject[] = [
  {
    path: 'getsocial',
    children: [
      {
        index: true,
        lazy: () => import('./pages/getsocial-page').then((m) => ({ Component: m.ForYouPage })),
      },
      {
        path: 'discover',
        lazy: () => import('./pages/getsocial-page').then((m) => ({ Component: m.DiscoverPage })),
      },
      {
        path: 'tournaments',
        lazy: () => import('./pages/getsocial-page').then((m) => ({ Component: m.TournamentsPage })),
      },
      {
        path: 'stats',
        lazy: () => import('./pages/getsocial-page').then((m) => ({ Component: m.StatsPage })),
      },
    ],
  },
  {
    path: 'hashtag/:tag',
    lazy: () => import('./pages/hashtag-page').then((m) => ({ Component: m.HashtagPage })),
  },
  // Signed in only: the shell's guard asks for a session (domain route-access).
  {
    path: 'mentions',
    lazy: () => import('./pages/mentions-page').then((m) => ({ Component: m.MentionsPage })),
  },
  // Issue 19: saved posts and collections, scheduled posts (signed in only, as /mentions).
  { path: 'saved', lazy: () => import('./pages/saved-page').then((m) => ({ Component: m.SavedPage })) },
  {
    path: 'scheduled-posts',
    lazy: () => import('./pages/scheduled-posts-page').then((m) => ({ Component: m.ScheduledPostsPage })),
  },
  { path: 'posts/:postId', lazy: () => import('./pages/post-page').then((m) => ({ Component: m.PostPage })) },
];
