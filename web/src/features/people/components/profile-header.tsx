import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin } from 'lucide-react';
import type { PublicProfile } from '@tightlines/domain/social/profiles';
import { Card } from '#web/components/ui/card';
import { profilePathOf } from '#web/features/people/lib/paths';
import { ProfileAvatar } from './profile-avatar';

/** The header image, or a calm water gradient when there is none. */
export function ProfileBanner({ src }: { src: string | null }) {
  return (
    <div className="relative h-32 overflow-hidden bg-gradient-to-br from-deep via-open to-cyan-500 sm:h-44 lg:h-56 dark:from-deep-900 dark:via-deep dark:to-open">
      {src ? (
        <img src={src} alt="" className="h-full w-full object-cover" />
      ) : (
        <svg
          className="absolute inset-x-0 bottom-0 h-16 w-full text-white/15"
          viewBox="0 0 400 60"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path d="M0 30c50-20 100-20 150 0s100 20 150 0 75-15 100-5v35H0z" fill="currentColor" />
          <path d="M0 45c60-15 120-15 180 0s120 15 220-5v20H0z" fill="currentColor" />
        </svg>
      )}
    </div>
  );
}

function Count({ value, label, to }: { value: number; label: string; to?: string }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(value);
  const content = (
    <>
      <span className="block text-xl font-extrabold tabular-nums text-deep dark:text-white">{number}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </>
  );
  const classes =
    'flex min-h-14 flex-col justify-center rounded-[var(--radius-control)] px-3 py-1.5 text-center';
  return to ? (
    <Link to={to} className={`${classes} transition-colors hover:bg-shallows dark:hover:bg-slate-800`}>
      {content}
    </Link>
  ) : (
    <div className={classes}>{content}</div>
  );
}

/**
 * /profile/{userId}: header image, avatar (or initials), names, @handle, bio, home waters, member
 * since, and the follower/following counts that open the lists.
 */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions: ReactNode }) {
  const { t, i18n } = useTranslation('people');
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const memberSince = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(profile.memberSince));
  const base = profilePathOf(profile.id);

  return (
    <Card className="overflow-hidden">
      <ProfileBanner src={profile.headerUrl} />
      <div className="px-4 pb-5 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ProfileAvatar
            src={profile.avatarUrl}
            firstName={profile.firstName}
            lastName={profile.lastName}
            handle={profile.handle}
            // Positioned above the banner it overlaps (the banner is positioned too).
            className="relative z-10 -mt-12 h-24 w-24 text-3xl sm:-mt-16 sm:h-32 sm:w-32 sm:text-4xl"
          />
          <div className="flex flex-wrap items-center gap-2 pt-3">{actions}</div>
        </div>
        <div className="mt-3 min-w-0">
          <h1 className="text-2xl leading-tight font-extrabold tracking-tight break-words text-deep sm:text-3xl dark:text-white">
            {profile.displayName}
          </h1>
          <p className="mt-0.5 text-[15px] text-slate-600 dark:text-slate-400">
            <span dir="ltr">@{profile.handle}</span>
            {fullName && fullName !== profile.displayName && (
              <>
                <span aria-hidden="true"> · </span>
                {fullName}
              </>
            )}
          </p>
          {profile.bio && (
            <p
              dir="auto"
              className="mt-3 max-w-prose text-start text-base whitespace-pre-line break-words text-slate-800 dark:text-slate-200"
            >
              {profile.bio}
            </p>
          )}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-[15px] text-slate-600 dark:text-slate-400">
            {profile.homeWaters && (
              <li className="inline-flex items-center gap-1.5">
                <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t('profile.homeWaters')}: </span>
                {profile.homeWaters}
              </li>
            )}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays className="h-4 w-4 shrink-0" aria-hidden="true" />
              <time dateTime={profile.memberSince}>{t('profile.memberSince', { date: memberSince })}</time>
            </li>
          </ul>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-1 border-t border-slate-200 pt-3 sm:max-w-md dark:border-slate-800">
          <Count value={profile.postsCount} label={t('profile.posts', { count: profile.postsCount })} />
          <Count
            value={profile.followersCount}
            label={t('profile.followers', { count: profile.followersCount })}
            to={`${base}/followers`}
          />
          <Count
            value={profile.followingCount}
            label={t('profile.following', { count: profile.followingCount })}
            to={`${base}/following`}
          />
        </div>
      </div>
    </Card>
  );
}
