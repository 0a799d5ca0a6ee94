import type { RouteObject } from 'react-router';

/**
 * /messages (the list; on wide screens with the open conversation beside it), /messages/{conversationId} and
 * /messages/team/{teamSlug}. Guarded by the shell for user, captain and admin (domain route-access); every
 * piece loads only when reached.
 */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: () => import('./pages/messages-layout').then((m) => ({ Component: m.MessagesLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./pages/messages-index-page').then((m) => ({ Component: m.MessagesIndexPage })),
      },
      {
        path: 'team/:teamSlug',
        lazy: () => import('./pages/team-chat-page').then((m) => ({ Component: m.TeamChatPage })),
      },
      {
        path: ':conversationId',
        lazy: () => import('./pages/conversation-page').then((m) => ({ Component: m.ConversationPage })),
      },
    ],
  },
];
