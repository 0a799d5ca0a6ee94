import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Activity,
  Ban,
  BarChart3,
  Bell,
  CreditCard,
  Images,
  Pencil,
  RefreshCw,
  Scale,
  Search,
  Settings,
  ShieldCheck,
  UserX,
} from 'lucide-react';
import { SUGGESTIONS_WIDGET } from '@tightlines/domain/social/limits';
import type { PublicProfile } from '@tightlines/domain/social/profiles';
import { buttonClasses, Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiRequestError } from '#web/lib/api-client';
import { useMe } from '#web/lib/session';
import { isAvailable, PAGES } from '#web/lib/pages';
import { useProfile } from '#web/features/people/api/get-profile';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PROFILE_SETTINGS_PATH, SEARCH_PATH } from '#web/features/people/lib/paths';
import { MessageButton } from '#web/features/messages';
import {
  BlockedProfileNotice,
  ProfileSafetyMenu,
  RELATIONS_PATH,
  STANDING_PATH,
  useProfileRelation,
} from '#web/features/safety';
import { FollowButton } from './follow-button';
import { ProfileHeader } from './profile-header';
import { ProfilePosts } from './profile-posts';
import { SuggestionsWidget } from './suggestions-widget';
import { LinkList } from '#web/components/ui/link-list';
import { ProfileCharters } from '#web/features/charters';
// Angler tools (issue 19): the catches the reader may see
import { ProfileCatches } from '#web/features/angler-log';

/** A profile id that is not a person (unknown, or not even an id) is "not found", not a failure. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** The profile page of `userId`, for anyone (/profile/{userId}) and for me at /profile. */
export function ProfileView({ userId }: { userId: string }) {
  const { t } = useTranslation(['people', 'errors']);
  const profile = useProfile(userId);
  const signedIn = Boolean(useMe().data?.user);
  useDocumentTitle(profile.data ? profile.data.displayName : t('profile.title'));

  if (profile.isPending) return <ProfileSkeleton label={t('profile.loading')} />;
  if (profile.isError) {
    return isNotFound(profile.error) ? (
      <Page>
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <UserX className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h1 className="text-xl font-bold text-deep dark:text-white">{t('profile.notFoundTitle')}</h1>
          <p className="text-[15px] text-slate-600 dark:text-slate-300">{t('errors:userNotFound')}</p>
          <Link to={SEARCH_PATH} className={buttonClasses('outline', 'md', 'mt-2')}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {t('profile.findAnglers')}
          </Link>
        </Card>
      </Page>
    ) : (
      <Page>
        <Card className="p-6" role="alert">
          <p className="font-semibold text-deep dark:text-white">{t('errors:profileLoadFailed')}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => void profile.refetch()}
            busy={profile.isFetching}
          >
            {!profile.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            {t('retry')}
          </Button>
        </Card>
      </Page>
    );
  }

  return <LoadedProfile person={profile.data} signedIn={signedIn} />;
}

function LoadedProfile({ person, signedIn }: { person: PublicProfile; signedIn: boolean }) {
  const { t } = useTranslation(['people', 'errors']);
  const relation = useProfileRelation(person.id, person.isMe);
  // Blocked either way: no Follow, no Message, only the way back (the menu's Unblock, or the notice's).
  const blocked = relation.blocked || relation.blockedMe;
  // Message (signed in, never to yourself: hidden on my own profile) beside Follow.
  const actions = person.isMe ? (
    <Link to={PROFILE_SETTINGS_PATH} className={buttonClasses('outline', 'md')}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      {t('profile.edit')}
    </Link>
  ) : (
    <>
      {!blocked && <MessageButton userId={person.id} name={person.displayName} />}
      {!blocked && (
        <FollowButton userId={person.id} isFollowing={person.isFollowing} name={person.displayName} />
      )}
      <ProfileSafetyMenu userId={person.id} name={person.displayName} />
    </>
  );

  return (
    <Page
      side={
        <>
          {person.isMe && <AccountLinks />}
          {signedIn && <SuggestionsWidget limit={SUGGESTIONS_WIDGET} excludeId={person.id} />}
        </>
      }
    >
      <ProfileHeader profile={person} actions={actions} />
      {relation.blocked && <BlockedProfileNotice userId={person.id} name={person.displayName} />}
      <ProfileCharters userId={person.id} />
      <ProfileCatches userId={person.id} />
      <section aria-labelledby="profile-posts-title" className="mt-6">
        <h2 id="profile-posts-title" className="mb-3 text-lg font-bold text-deep dark:text-white">
          {t('profile.postsTitle')}
        </h2>
        <ProfilePosts userId={person.id} />
      </section>
    </Page>
  );
}

function Page({ side, children }: { side?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-8">
      <div className="min-w-0">{children}</div>
      {side && <aside className="space-y-4">{side}</aside>}
    </div>
  );
}

/** My own profile: the way to settings, my activity, sign-in security and notification preferences. */
function AccountLinks() {
  const { t } = useTranslation(['people', 'activity', 'safety']);
  const links = [
    { to: PROFILE_SETTINGS_PATH, label: t('account.settings'), icon: Settings, show: true },
    {
      to: PAGES.activity.path,
      label: t('activity:title'),
      icon: Activity,
      show: isAvailable('activity'),
    },
    // Issue 19: personal analytics and the gallery
    {
      to: PAGES.profileAnalytics.path,
      label: t('common:userMenu.analytics'),
      icon: BarChart3,
      show: isAvailable('profileAnalytics'),
    },
    {
      to: PAGES.profileGallery.path,
      label: t('common:userMenu.gallery'),
      icon: Images,
      show: isAvailable('profileGallery'),
    },
    {
      to: PAGES.mfaSettings.path,
      label: t('account.security'),
      icon: ShieldCheck,
      show: isAvailable('mfaSettings'),
    },
    {
      to: PAGES.notificationPreferences.path,
      label: t('account.notifications'),
      icon: Bell,
      show: isAvailable('notificationPreferences'),
    },
    { to: RELATIONS_PATH, label: t('safety:relations.title'), icon: Ban, show: true },
    { to: STANDING_PATH, label: t('safety:standing.title'), icon: Scale, show: true },
    // Payments (issue 17): web-payer
    {
      to: PAGES.billing.path,
      label: t('common:userMenu.billing'),
      icon: CreditCard,
      show: isAvailable('billing'),
    },
  ].filter((link) => link.show);
  return (
    <Card className="p-2">
      <nav aria-label={t('account.title')}>
        <LinkList links={links} />
      </nav>
    </Card>
  );
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <Page>
      <Card className="overflow-hidden" aria-busy="true" aria-label={label}>
        <Skeleton className="h-32 rounded-none sm:h-44 lg:h-56" />
        <div className="px-4 pb-5 sm:px-6">
          <Skeleton className="-mt-12 h-24 w-24 rounded-full ring-4 ring-white sm:-mt-16 sm:h-32 sm:w-32 dark:ring-slate-900" />
          <Skeleton className="mt-4 h-7 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
          <Skeleton className="mt-4 h-4 w-3/4" />
          <div className="mt-5 grid grid-cols-3 gap-3 sm:max-w-md">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        </div>
      </Card>
    </Page>
  );
}
