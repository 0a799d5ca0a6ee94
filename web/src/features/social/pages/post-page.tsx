import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { usePost } from '#web/features/social/api/get-post';
import { PostCard } from '#web/features/social/components/post-card';
import { PostSkeleton } from '#web/features/social/components/post-skeleton';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { TrendingPostsWidget } from '#web/features/social/components/trending-posts-widget';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { TrendingLocationsSlot } from '#web/features/social/components/location-slots';
import { useDocumentTitle } from '#web/lib/use-document-title';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /posts/{postId}: one post with its comments open (notifications link here); 404 when it is not for me. */
export function PostPage() {
  const { t } = useTranslation(['social', 'errors']);
  const navigate = useNavigate();
  const postId = useParams().postId ?? '';
  const valid = UUID.test(postId);
  const post = usePost(postId, { enabled: valid });
  const unavailable =
    !valid ||
    (post.error instanceof ApiRequestError && (post.error.status === 404 || post.error.status === 400));
  useDocumentTitle(
    post.data ? t('post.pageTitle', { name: post.data.author.displayName }) : t('post.pageTitleFallback'),
  );

  const side = (
    <>
      <TrendingTopics />
      <TrendingPostsWidget />
      <TrendingLocationsSlot />
    </>
  );

  return (
    <SocialColumns side={side}>
      <div className="space-y-4">
        <Link
          to="/getsocial"
          className="inline-flex min-h-11 items-center gap-2 text-[15px] font-semibold text-open hover:underline dark:text-open-400"
        >
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t('post.back')}
        </Link>
        <h1 className="sr-only">{t('post.pageTitleFallback')}</h1>
        {unavailable ? (
          <Card className="p-8 text-center" role="alert">
            <h2 className="text-xl font-bold text-deep dark:text-white">{t('errors:postNotFound')}</h2>
            <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600 dark:text-slate-300">
              {t('post.notFoundBody')}
            </p>
            <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-5')}>
              {t('hashtag.backToSocial')}
            </Link>
          </Card>
        ) : post.isPending ? (
          <PostSkeleton />
        ) : post.isError ? (
          <Card className="p-6" role="alert">
            <p className="font-semibold text-deep dark:text-white">{t('post.loadFailed')}</p>
            <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
              {errorMessage(t, post.error)}
            </p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => void post.refetch()}
              busy={post.isFetching}
            >
              {!post.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              {t('retry')}
            </Button>
          </Card>
        ) : (
          <PostCard
            post={post.data}
            eager
            defaultCommentsOpen
            onDeleted={() => void navigate('/getsocial', { replace: true })}
          />
        )}
      </div>
    </SocialColumns>
  );
}
