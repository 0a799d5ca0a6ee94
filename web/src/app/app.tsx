import { lazy, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '#web/lib/query-client';
import { ProfilePostListProvider } from '#web/features/people/components/profile-posts';
import { createAppRouter } from './router';

// Profiles (people) list a person's posts with the social feature's cards; the shell composes the two.
const UserPostList = lazy(() =>
  import('#web/features/social/index').then((m) => ({ default: m.UserPostList })),
);
const renderUserPosts = (userId: string) => <UserPostList userId={userId} />;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ProfilePostListProvider value={renderUserPosts}>
        <RouterProvider router={router} />
      </ProfilePostListProvider>
    </QueryClientProvider>
  );
}
