import { lazy } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ProfilePostListProvider } from '#web/features/people/components/profile-posts';
import type { createAppRouter } from './router';

// Profiles (people) list a person's posts with the social feature's cards; the shell composes the two.
const UserPostList = lazy(() =>
  import('#web/features/social/index').then((m) => ({ default: m.UserPostList })),
);
const renderUserPosts = (userId: string) => <UserPostList userId={userId} />;

/**
 * `router` and `queryClient` are made before the translations load (main.tsx), so the first page's code and
 * the session download meanwhile.
 */
export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProfilePostListProvider value={renderUserPosts}>
        <RouterProvider router={router} />
      </ProfilePostListProvider>
    </QueryClientProvider>
  );
}
