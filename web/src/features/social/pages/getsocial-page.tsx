import { useTranslation } from 'react-i18next';
import { useMe } from '#web/lib/session';
import { FishingHub } from '#web/features/social/components/fishing-hub';
import { PeopleDiscoverSlot, SuggestionsSlot } from '#web/features/social/components/people-slots';
import {
  StatsTabSlot,
  TournamentSidebarSlots,
  TournamentsTabSlot,
} from '#web/features/social/components/tournament-slots';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { SocialTabs } from '#web/features/social/components/social-tabs';
import { TrendingPostsWidget } from '#web/features/social/components/trending-posts-widget';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { TrendingLocationsSlot } from '#web/features/social/components/location-slots';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ForYou } from './for-you';

export type SocialTab = 'forYou' | 'discover' | 'tournaments' | 'stats';

/** /getsocial and /getsocial/discover (Social home): the tabs, the feed or people, and the widgets. */
export function GetSocialPage({ tab }: { tab: SocialTab }) {
  const { t } = useTranslation('social');
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  useDocumentTitle(t(`home.tabs.${tab}`));

  const side = (
    <>
      {tab === 'forYou' && <FishingHub signedIn={signedIn} />}
      {tab === 'forYou' && signedIn && <SuggestionsSlot />}
      <TrendingTopics />
      <TrendingPostsWidget />
      <TrendingLocationsSlot />
      {/* Right sidebar: upcoming tournaments, the active leaderboard and recent catches. */}
      <TournamentSidebarSlots />
    </>
  );

  return (
    <SocialColumns side={side}>
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="space-y-4">
        <SocialTabs />
        {tab === 'forYou' ? (
          <ForYou signedIn={signedIn} sessionPending={me.isPending} />
        ) : tab === 'discover' ? (
          <PeopleDiscoverSlot />
        ) : tab === 'stats' ? (
          <StatsTabSlot />
        ) : (
          <TournamentsTabSlot />
        )}
      </div>
    </SocialColumns>
  );
}

export function ForYouPage() {
  return <GetSocialPage tab="forYou" />;
}

export function DiscoverPage() {
  return <GetSocialPage tab="discover" />;
}

export function TournamentsPage() {
  return <GetSocialPage tab="tournaments" />;
}

export function StatsPage() {
  return <GetSocialPage tab="stats" />;
}
