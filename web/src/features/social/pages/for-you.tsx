import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RefreshCw, Users } from 'lucide-react';
import { TRENDING_POSTS_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useMe } from '#web/lib/session';
import { errorMessage } from '#web/lib/error-message';
import { useFeedUpdates } from '#web/features/social/api/feed-updates';
import { useFeed } from '#web/features/social/api/get-feed';
import { useTrendingPosts } from '#web/features/social/api/trending';
import { FishingHub } from '#web/features/social/components/fishing-hub';
import { NewPostsPill } from '#web/features/social/components/new-posts-pill';
import { SuggestionsSlot } from '#web/features/social/components/people-slots';
import { PostCard } from '#web/features/social/components/post-card';
import { PostComposer } from '#web/features/social/components/post-composer';
import { PostList } from '#web/features/social/components/post-list';
import { PostSkeleton } from '#web/features/social/components/post-skeleton';
import { SignUpPrompt } from '#web/features/social/components/sign-up-prompt';
import { PeriodSwitch, TrendingPostsWidget } from '#web/features/social/components/trending-posts-widget';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { useMediaQuery, WIDE_QUERY } from '#web/lib/use-media-query';
import type { TrendingPeriod } from '#web/features/social/lib/types';

/** For You: the composer and my feed when signed in; a sign-up prompt and trending posts for visitors. */
export function ForYou({ signedIn, sessionPending }: { signedIn: boolean; sessionPending: boolean }) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <div className="space-y-4">
      {/* Phones and tablets have no right sidebar: the hub and topics ride along as chips. */}
      {!wide && (
        <div className="space-y-3">
          <FishingHub signedIn={signedIn} variant="chips" />
          <TrendingTopics variant="chips" />
        </div>
      )}
      {sessionPending ? (
        <PostSkeleton photo={false} />
      ) : signedIn ? (
        <SignedInFeed wide={wide} />
      ) : (
        <VisitorFeed />
      )}
    </div>
  );
}

function SignedInFeed({ wide }: { wide: boolean }) {
  const { t } = useTranslation('social');
  const viewerId = useMe().data?.user?.id ?? null;
  const feed = useFeed();
  const updates = useFeedUpdates(viewerId);

  const showFresh = () => {
    updates.showFresh();
    document.getElementById('feed-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <div id="feed-top" className="scroll-mt-20">
        <PostComposer />
      </div>
      <NewPostsPill count={updates.fresh.length} onShow={showFresh} />
      <PostList
        query={feed}
        label={t('feed.label')}
        empty={<EmptyFeed />}
        interlude={
          wide ? undefined : (
            <div className="space-y-4">
              <SuggestionsSlot />
              <TrendingPostsWidget />
            </div>
          )
        }
      />
    </>
  );
}

/** An empty feed says what fills it and offers the first steps right there. */
function EmptyFeed() {
  const { t } = useTranslation('social');
  return (
    <div className="space-y-4">
      <Card className="p-6 text-center">
        <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
          <Users className="h-6 w-6" aria-hidden="true" />
        </span>
        <h2 className="mt-3 text-lg font-bold text-deep dark:text-white">{t('feed.emptyTitle')}</h2>
        <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600 dark:text-slate-300">
          {t('feed.emptyBody')}
        </p>
        <Link to="/getsocial/discover" className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('feed.findAnglers')}
        </Link>
      </Card>
      <SuggestionsSlot />
      <TrendingPostsWidget />
    </div>
  );
}

/** Visitors: why to join, then what the community is talking about. */
function VisitorFeed() {
  const { t } = useTranslation(['social', 'errors']);
  const [period, setPeriod] = useState<TrendingPeriod>('daily');
  const trending = useTrendingPosts(period, TRENDING_POSTS_PAGE_SIZE);

  return (
    <div className="space-y-4">
      <SignUpPrompt />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <h2 className="text-lg font-bold text-deep dark:text-white">{t('trending.postsTitle')}</h2>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      {trending.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('trending.loading')}>
          <PostSkeleton />
        </div>
      ) : trending.isError && !trending.data ? (
        <Card className="p-6" role="alert">
          <p className="font-semibold text-deep dark:text-white">{t('trending.loadFailed')}</p>
          <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-300">
            {errorMessage(t, trending.error)}
          </p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void trending.refetch()}
            busy={trending.isFetching}
          >
            {!trending.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {t('retry')}
          </Button>
        </Card>
      ) : trending.data.items.length === 0 ? (
        <Card className="p-6 text-center text-[15px] text-slate-600 dark:text-slate-300">
          {t('trending.noPosts')}
        </Card>
      ) : (
        <ul
          className="space-y-4"
          aria-label={t('trending.postsTitle')}
          aria-busy={trending.isPlaceholderData || undefined}
        >
          {trending.data.items.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
