import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarSearch, Newspaper, Trophy } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { QueryError } from '#web/components/ui/query-error';
import { SuggestionsWidget } from '#web/features/people';
import { TrendingPostsWidget } from '#web/features/social';
import { useHome } from '#web/features/home/api/get-home';
import { usePreloadSpeciesNames } from '#web/lib/species-name';
import { MemberEvents } from './member-events';
import { MemberNextRegistration, MemberNextRegistrationSkeleton } from './member-next-registration';
import { MemberTopCatches } from './member-top-catches';

const quickLink =
  'inline-flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-full border border-white/25 bg-white/10 px-2 text-sm font-semibold sm:px-4 sm:text-[15px] text-white backdrop-blur transition-colors duration-150 ease-out hover:bg-white/20';

/**
 * The signed-in home: what is happening (live and upcoming tournaments, the week's top catches, people and
 * posts) and what to do next (the person's next entry and its next step).
 */
export function MemberHome({ firstName, pending = false }: { firstName: string; pending?: boolean }) {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('home');
  // While the session is still being checked, the skeletons show and nothing is asked of the server yet.
  const home = useHome(i18n.resolvedLanguage ?? 'en', { enabled: !pending });
  const data = home.data;

  return (
    <div className="pb-16">
      <section
        aria-labelledby="home-member-title"
        className="relative isolate overflow-hidden bg-gradient-to-br from-deep-900 via-deep to-open text-white"
      >
        <svg
          className="absolute inset-x-0 bottom-0 -z-10 h-20 w-full opacity-25"
          viewBox="0 0 1000 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <path d="M0 60 Q 125 20 250 60 T 500 60 T 750 60 T 1000 60 V 100 H 0 Z" fill="#22d3ee" />
        </svg>
        <div className="mx-auto max-w-7xl px-4 pb-20 pt-24 sm:px-6 lg:px-8">
          <h1
            id="home-member-title"
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {firstName ? t('member.greeting', { name: firstName }) : t('member.greetingNoName')}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-cyan-50/90">{t('member.lead')}</p>
          <nav
            aria-label={t('member.quickLinks')}
            className="mt-5 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap"
          >
            <Link to="/tournaments" className={quickLink}>
              <CalendarSearch className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t('member.links.tournaments')}
            </Link>
            <Link to="/leaderboard" className={quickLink}>
              <Trophy className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t('member.links.leaderboards')}
            </Link>
            <Link to="/getsocial" className={quickLink}>
              <Newspaper className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t('member.links.feed')}
            </Link>
          </nav>
        </div>
      </section>

      <div className="relative mx-auto -mt-12 grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="min-w-0 space-y-8 lg:col-span-2">
          {home.isError && !data ? (
            <Card>
              <QueryError
                title={t('member.loadFailed')}
                error={home.error}
                onRetry={() => void home.refetch()}
                retrying={home.isFetching}
              />
            </Card>
          ) : (
            <>
              {data ? (
                <MemberNextRegistration registration={data.nextRegistration} />
              ) : (
                <MemberNextRegistrationSkeleton />
              )}
              <MemberEvents events={data?.events} />
              <MemberTopCatches catches={data?.topCatches} />
            </>
          )}
        </div>
        <aside aria-label={t('member.community')} className="min-w-0 space-y-6 lg:pt-0">
          <SuggestionsWidget limit={5} />
          <TrendingPostsWidget />
        </aside>
      </div>
    </div>
  );
}
