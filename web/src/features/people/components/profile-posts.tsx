import { Component, createContext, Suspense, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';

// The social feature owns post cards and shows this feature's widgets, so people cannot import it back:
// the app hands its (lazy) post list in here, and it loads with the profile's posts section, not before.
const PostListContext = createContext<((userId: string) => ReactNode) | null>(null);

/** Gives profiles what lists a person's posts: `userId → element`. */
export const ProfilePostListProvider = PostListContext.Provider;

/** The posts section may fail on its own (a chunk that did not load) without blanking the profile. */
class PostsBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PostsSkeleton() {
  return (
    <Card className="space-y-3 p-4" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** A person's posts on their profile (/profile/{userId}: posts). */
export function ProfilePosts({ userId }: { userId: string }) {
  const { t } = useTranslation('people');
  const renderPostList = useContext(PostListContext);
  if (!renderPostList) return null;
  return (
    <PostsBoundary
      fallback={
        <Card className="p-6" role="alert">
          <p className="text-[15px] text-slate-700 dark:text-slate-300">{t('profile.postsFailed')}</p>
        </Card>
      }
    >
      <Suspense fallback={<PostsSkeleton />}>{renderPostList(userId)}</Suspense>
    </PostsBoundary>
  );
}
