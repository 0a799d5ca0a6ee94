import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Hash, RefreshCw } from 'lucide-react';
import { normalizeTag } from '@tightlines/domain/social/parse';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useMe } from '#web/lib/session';
import { useHashtag, useHashtagPosts } from '#web/features/social/api/hashtags';
import { HashtagFollowButton } from '#web/features/social/components/hashtag-follow-button';
import { PostList } from '#web/features/social/components/post-list';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { TrendingPostsWidget } from '#web/features/social/components/trending-posts-widget';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { TrendingLocationsSlot } from '#web/features/social/components/location-slots';
import { formatCount } from '#web/lib/format/numbers';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /hashtag/{tag} (spec: Social screens 'hashtag'): the tag, follow or unfollow it, its posts. */
export function HashtagPage() {
  const { t, i18n } = useTranslation(['social', 'errors']);
  const language = i18n.resolvedLanguage ?? 'en';
  const tag = normalizeTag(useParams().tag ?? '');
  const signedIn = Boolean(useMe().data?.user);
  const hashtag = useHashtag(tag);
  const notFound = hashtag.error instanceof ApiRequestError && hashtag.error.status === 404;
  const posts = useHashtagPosts(tag, { enabled: hashtag.isSuccess });
  useDocumentTitle(`#${tag}`);

  const side = (
    <>
      <TrendingTopics />
      <TrendingPostsWidget />
      <TrendingLocationsSlot />
    </>
  );

  return (
    <SocialColumns side={side}>
      {hashtag.isPending ? (
        <Card className="flex items-center gap-4 p-5" aria-busy="true" aria-label={t('hashtag.loading')}>
          <Skeleton className="h-14 w-14 rounded-full!" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
        </Card>
      ) : notFound ? (
        <Card className="p-8 text-center" role="alert">
          <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <Hash className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="mt-3 text-xl font-bold text-deep dark:text-white">{t('errors:hashtagNotFound')}</h1>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
            {t('hashtag.notFoundBody', { tag })}
          </p>
          <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-5')}>
            {t('hashtag.backToSocial')}
          </Link>
        </Card>
      ) : hashtag.isError ? (
        <Card className="p-6" role="alert">
          <p className="font-semibold text-deep dark:text-white">{t('hashtag.loadFailed')}</p>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
            {errorMessage(t, hashtag.error)}
          </p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void hashtag.refetch()}
            busy={hashtag.isFetching}
          >
            {!hashtag.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {t('retry')}
          </Button>
        </Card>
      ) : (
        <div className="space-y-4">
          <Card className="flex flex-wrap items-center gap-4 p-5">
            <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
              <Hash className="h-7 w-7" aria-hidden="true" />
            </span>
            <div className="min-w-[12rem] flex-1">
              <h1 className="truncate text-2xl font-extrabold tracking-tight text-deep dark:text-white">
                <bdi>#{hashtag.data.tag}</bdi>
              </h1>
              <p className="text-[15px] text-slate-600 dark:text-slate-300">
                <span>
                  {t('hashtag.postCount', {
                    count: hashtag.data.postCount,
                    formatted: formatCount(hashtag.data.postCount, language),
                  })}
                </span>
                <span aria-hidden="true"> · </span>
                <span>
                  {t('hashtag.followerCount', {
                    count: hashtag.data.followersCount,
                    formatted: formatCount(hashtag.data.followersCount, language),
                  })}
                </span>
              </p>
            </div>
            <HashtagFollowButton hashtag={hashtag.data} signedIn={signedIn} />
          </Card>
          <PostList
            query={posts}
            label={t('hashtag.postsLabel', { tag: hashtag.data.tag })}
            empty={
              <Card className="p-6 text-center text-[15px] text-slate-600 dark:text-slate-300">
                {t('hashtag.empty')}
              </Card>
            }
          />
        </div>
      )}
    </SocialColumns>
  );
}
